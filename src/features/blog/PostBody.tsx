import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

/**
 * A post's text, rendered from Markdown (MarkdownBody) without the Markdown renderer in the
 * browser when it can: a post prerendered at deploy (src/prerender.tsx) arrives as HTML, marked
 * with a fingerprint of the text it was made from. While the post's text is that same text, the
 * app keeps the HTML it arrived with; a post read in the browser, or edited since the deploy,
 * loads the renderer. The HTML is the deploy's own render of the post, never text from a reader.
 */

/** The renderer for build-time rendering, where nothing can load lazily (prerender.tsx gives it). */
export const PrerenderMarkdown = createContext<((text: string) => ReactNode) | null>(null);

const loadMarkdown = () => import('./MarkdownBody');
const LazyMarkdown = lazy(loadMarkdown);

/** Starts loading the renderer early, for a post about to be read in the browser. */
export const preloadMarkdown = () => void loadMarkdown();

/** A fingerprint of the text (FNV-1a, with its length): which text a prerendered body was made from. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** The HTML the page arrived with for a text, kept once taken (React owns the element after hydration). */
const arrivedHtml = new Map<string, string>();

function htmlArrivedWith(fingerprint: string): string | undefined {
  if (!arrivedHtml.has(fingerprint) && typeof document !== 'undefined') {
    const element = document.querySelector(`[data-body="${fingerprint}"]`);
    if (element) arrivedHtml.set(fingerprint, element.innerHTML);
  }
  return arrivedHtml.get(fingerprint);
}

/** What shows for the moment the renderer takes to load: the text's paragraphs, unformatted. */
function PlainParagraphs({ text }: { text: string }) {
  return (
    <div>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function PostBody({ text, className }: { text: string; className?: string }) {
  const prerender = useContext(PrerenderMarkdown);
  const fingerprint = textFingerprint(text);
  if (prerender) {
    return (
      <div className={className} data-body={fingerprint}>
        {prerender(text)}
      </div>
    );
  }
  const html = htmlArrivedWith(fingerprint);
  if (html !== undefined) return <div className={className} data-body={fingerprint} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={className}>
      <Suspense fallback={<PlainParagraphs text={text} />}>
        <LazyMarkdown text={text} />
      </Suspense>
    </div>
  );
}
