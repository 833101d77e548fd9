import { createContext, useContext, useLayoutEffect } from 'react';
import { clinic } from '../config/clinic';

export function pageTitle(title: string): string {
  return `${title} | ${clinic.name}`;
}

/**
 * Set only by the build-time prerender (src/prerender.tsx): effects do not run there, so the
 * page's title is handed over during render and written into the HTML's <title>.
 */
export const PrerenderTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the page is shown (before paint, so it never lags the page). */
export function PageTitle({ title }: { title: string }) {
  useContext(PrerenderTitleSink)?.(pageTitle(title));
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
