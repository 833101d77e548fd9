import { clinic } from '../config/clinic';
import { absoluteUrl } from '../config/site';

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
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

/** Shown when a page or post has no image of its own: 1200 × 630, the size link previews use. */
export const DEFAULT_SHARE_IMAGE = { path: '/images/share-card.jpg', width: 1200, height: 630, alt: `${clinic.name}, ${clinic.address.district}, ${clinic.address.city}` };

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

export function pageHead(input: PageMetaInput): PageHead {
  const title = pageTitle(input.title);
  const image = shareable(input.image) ? { url: absoluteUrl(input.image), alt: input.imageAlt ?? '' } : { url: absoluteUrl(DEFAULT_SHARE_IMAGE.path), alt: DEFAULT_SHARE_IMAGE.alt };
  const tags: HeadTag[] = [];
  if (input.description) tags.push(meta('name', 'description', input.description));
  if (input.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (input.path) tags.push({ tag: 'link', attributes: { rel: 'canonical', href: absoluteUrl(input.path) } });
  tags.push(meta('property', 'og:site_name', clinic.name), meta('property', 'og:locale', 'en_IN'), meta('property', 'og:type', input.type ?? 'website'));
  tags.push(meta('property', 'og:title', title));
  if (input.description) tags.push(meta('property', 'og:description', input.description));
  if (input.path) tags.push(meta('property', 'og:url', absoluteUrl(input.path)));
  tags.push(meta('property', 'og:image', image.url));
  if (!shareable(input.image)) tags.push(meta('property', 'og:image:width', String(DEFAULT_SHARE_IMAGE.width)), meta('property', 'og:image:height', String(DEFAULT_SHARE_IMAGE.height)));
  if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt));
  tags.push(meta('name', 'twitter:card', 'summary_large_image'), meta('name', 'twitter:title', title));
  if (input.description) tags.push(meta('name', 'twitter:description', input.description));
  tags.push(meta('name', 'twitter:image', image.url));
  if (image.alt) tags.push(meta('name', 'twitter:image:alt', image.alt));
  return { title, tags };
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
  document.head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`).forEach((element) => element.remove());
  for (const { tag, attributes } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_META_ATTRIBUTE, '');
    document.head.append(element);
  }
}
