import { createContext, useContext, useLayoutEffect } from 'react';
import { applyPageHead, pageHead, type PageHead, type PageMetaInput } from '../lib/pageHead';
import { useLocale } from '../i18n/LocaleContext';

/**
 * Set only by the build-time prerender (src/prerender.tsx): effects do not run there, so the
 * page's head is handed over during render and written into the HTML.
 */
export const PrerenderHeadSink = createContext<((head: PageHead) => void) | null>(null);

/**
 * The page's title, description, canonical link and link-preview tags (src/lib/pageHead.ts),
 * written into document.head while the page is shown, before paint so they never lag the page.
 * Every page renders one.
 */
export function PageMeta(props: PageMetaInput) {
  const locale = useLocale();
  const head = pageHead({ locale, ...props });
  useContext(PrerenderHeadSink)?.(head);
  // The props are a new object on every render; the head's text changes only when a tag does.
  const key = JSON.stringify(head);
  useLayoutEffect(() => {
    applyPageHead(JSON.parse(key) as PageHead, document);
  }, [key]);
  return null;
}
