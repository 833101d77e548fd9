import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { siteOrigin } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { pathInLocale, type Locale } from '../../config/locales';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';

/** A link to a page of the site ("/Appoinment") stays in the page's language; a file's ("/images/…") does not. */
function localHref(href: string, locale: Locale): string {
  if (!/^\/(?!\/)/.test(href) || /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])) return href;
  return pathInLocale(href, locale);
}

/**
 * A post's text as Markdown: headings, lists, links, emphasis, quotes. Raw HTML is never
 * interpreted (it shows as text), the library drops javascript: and data: links, images are shown
 * as their description only (the post has its own image; others would break the CSP), and links
 * to other sites open in a new tab with rel="noopener noreferrer". The post's title is the page's
 * h1, so a "# heading" in the text is an h2, like "## heading". Plain text without Markdown reads
 * as before: blank lines make paragraphs and single line breaks stay (white-space: pre-line).
 * PostBody loads it only for a post the page did not arrive with.
 */
function PostLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  const t = useMessages(blogMessages);
  const locale = useLocale();
  // At build time (prerender) there is no window: the site's own address stands for it.
  const origin = typeof window === 'undefined' ? siteOrigin : window.location.origin;
  const external = /^https?:\/\//i.test(href) && !href.startsWith(origin);
  if (!external) {
    return (
      <a href={localHref(href, locale)} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...props} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{`(${t.opensInNewTab})`}</span>
    </a>
  );
}

const ImageAsText = ({ alt }: ComponentProps<'img'>) => <>{alt}</>;

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceWrapper: true,
  wrapper: 'div',
  overrides: {
    a: PostLink,
    img: ImageAsText,
    h1: { component: 'h2' },
  },
};

export default function MarkdownBody({ text }: { text: string }) {
  return <Markdown options={options}>{text}</Markdown>;
}
