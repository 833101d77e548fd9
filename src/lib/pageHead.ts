import { clinic } from '../config/clinic';
import { absoluteUrl } from '../config/site';
import { DEFAULT_LOCALE, LOCALES, localeInfo, pathInLocale, type Locale } from '../config/locales';

/**
 * A page's <head> metadata: title, description, canonical link, Open Graph and Twitter card tags,
 * robots. One description of it serves the browser (PageMeta writes it into document.head) and the
 * build (the prerendered HTML carries it, for crawlers and link previews that run no JavaScript).
 */
export interface PageMetaInput {
  /** The page's part of the title; the clinic's name is added. */
  title: string;
  /** Required for pages search engines list; optional for `noindex` ones. */
  description?: string;
  /** Canonical path. Left out where one address serves many pages (the post shell) or on noindex pages. */
  path?: string;
  /** Preview image: a site path or an absolute URL (raster; link previews cannot show SVG). */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Kept out of search results (account, admin, error and search-result pages). */
  noindex?: boolean;
  /** The page's language: `path` is given without its prefix, the head says it with. */
  locale?: Locale;
  /**
   * The languages this page is whole in, listed as its hreflang versions (every language when
   * left out). A post not yet translated is left out of its own list, and is noindex there.
   */
  languages?: readonly Locale[];
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface PageHead {
  title: string;
  /** <html lang>: en-IN, kn-IN, hi-IN. */
  lang: string;
  tags: HeadTag[];
}

/** Shown when a page or post has no image of its own: 1200 × 630, the size link previews use. */
export const DEFAULT_SHARE_IMAGE = {
  path: '/images/share-card.jpg',
  width: 1200,
  height: 630,
  alt: `${clinic.name}, ${clinic.address.district}, ${clinic.address.city}`,
};

/** Marks the tags PageMeta owns, so a new page replaces them rather than adding to them. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

export function pageTitle(title: string): string {
  return `${title} | ${clinic.name}`;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { [key]: name, content } });

/** Link previews need an image they can fetch and show: an http(s) or site address, not SVG or data:. */
function shareable(image: string | undefined): image is string {
  return Boolean(image) && /^(https?:\/\/|\/)/.test(image!) && !/\.svg(\?|#|$)/i.test(image!);
}

/**
 * The page's versions in every language it is whole in, and x-default (the English), each an
 * absolute address: every version lists the same set, itself included, so the links are reciprocal.
 */
function alternateLinks(path: string, languages: readonly Locale[]): HeadTag[] {
  const link = (hreflang: string, locale: Locale): HeadTag => ({
    tag: 'link',
    attributes: { rel: 'alternate', hreflang, href: absoluteUrl(pathInLocale(path, locale)) },
  });
  const listed = LOCALES.filter((locale) => languages.includes(locale));
  return [...listed.map((locale) => link(locale, locale)), ...(listed.includes(DEFAULT_LOCALE) ? [link('x-default', DEFAULT_LOCALE)] : [])];
}

export function pageHead(input: PageMetaInput): PageHead {
  const title = pageTitle(input.title);
  const { description } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const url = input.path && absoluteUrl(pathInLocale(input.path, locale));
  const languages = input.languages ?? LOCALES;
  const alternates = input.path && !input.noindex && languages.includes(locale) ? alternateLinks(input.path, languages) : [];
  const image = shareable(input.image)
    ? { url: absoluteUrl(input.image), alt: input.imageAlt }
    : {
        url: absoluteUrl(DEFAULT_SHARE_IMAGE.path),
        alt: DEFAULT_SHARE_IMAGE.alt,
        width: DEFAULT_SHARE_IMAGE.width,
        height: DEFAULT_SHARE_IMAGE.height,
      };
  const tags: Array<HeadTag | false | '' | undefined> = [
    description && meta('name', 'description', description),
    input.noindex && meta('name', 'robots', 'noindex'),
    url && { tag: 'link', attributes: { rel: 'canonical', href: url } },
    ...alternates,
    meta('property', 'og:site_name', clinic.name),
    meta('property', 'og:locale', localeInfo[locale].og),
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:title', title),
    description && meta('property', 'og:description', description),
    url && meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    'width' in image && meta('property', 'og:image:width', String(image.width)),
    'height' in image && meta('property', 'og:image:height', String(image.height)),
    image.alt && meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    description && meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    image.alt && meta('name', 'twitter:image:alt', image.alt),
  ];
  return { title, lang: localeInfo[locale].intl, tags: tags.filter((tag): tag is HeadTag => Boolean(tag)) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerendered pages: the <title> and the tags, each marked as PageMeta's. */
export function pageHeadHtml(head: PageHead): string {
  const tags = head.tags.map(({ tag, attributes }) => {
    const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    return `<${tag} ${pairs.join(' ')} ${PAGE_META_ATTRIBUTE}>`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}

/** Replaces the head's PageMeta tags (the shell's defaults or the previous page's) with these. */
export function applyPageHead(head: PageHead, document: Document): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`).forEach((element) => element.remove());
  for (const { tag, attributes } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.append(element);
  }
}
