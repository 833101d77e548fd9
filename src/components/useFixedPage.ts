import { fixedPageAddress, pageMetaMessages, type FixedPageMeta, type FixedPageName } from './fixedPages';
import { useMessages } from '../i18n/messages';

// Apart from PageMeta, so that a page without a fixed head (a post, a doctor) does not load every
// fixed page's title and description.
/** A fixed page's head (components/fixedPages.ts) in the page's language (null for no name). */
export function useFixedPage<Name extends FixedPageName | null>(name: Name): Name extends null ? null : FixedPageMeta;
export function useFixedPage(name: FixedPageName | null): FixedPageMeta | null {
  const words = useMessages(pageMetaMessages);
  return name && { ...fixedPageAddress(name), title: words[`${name}Title`], description: words[`${name}Description`] };
}
