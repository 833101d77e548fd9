import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The data a page was rendered from at build or deploy time (src/prerender.tsx), carried in the
 * page's HTML, so that the app's first render is the page already on screen (no repaint) and its
 * one read, made as usual, only checks for a newer version. Keys are the names the page's reads
 * go by (useAsyncData's `name`, usePagedList's `what`): 'blog:<id>', 'blogs', 'topics', ….
 */
export type PageData = Readonly<Record<string, unknown>>;

/** The <script> element that carries it (after #root, so it never delays the first paint). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const DocumentDataContext = createContext<PageData>({});
const PageDataContext = createContext<PageData>({});

/** The data the document came with (main.tsx, prerender.tsx), around the router. */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return createElement(DocumentDataContext.Provider, { value: data }, children);
}

/**
 * Inside the router (Layout): gives the document's data to the page's reads on the entry the
 * page was loaded with only (React Router's 'default' location key). A page the visitor
 * navigates to later reads afresh.
 */
export function PageDataScope({ children }: { children: ReactNode }) {
  const data = useContext(DocumentDataContext);
  const { key } = useLocation();
  return createElement(PageDataContext.Provider, { value: key === 'default' ? data : NONE }, children);
}

const NONE: PageData = {};

/** The page's own data for the read `name`, or undefined (any other page, or after a navigation). */
export function usePageData<T>(name: string): T | undefined {
  const data = useContext(PageDataContext);
  return Object.hasOwn(data, name) ? (data[name] as T) : undefined;
}

/**
 * The data the document came with for `name`, on every page of the visit (the site-wide part of
 * a page's data, such as the clinic's hours the deploy wrote in), or undefined.
 */
export function useDocumentData<T>(name: string): T | undefined {
  const data = useContext(DocumentDataContext);
  return Object.hasOwn(data, name) ? (data[name] as T) : undefined;
}

const DATE = '$date';

/**
 * The data as JSON safe inside a <script> element: Dates are kept as { $date: ISO }, and "<" is
 * escaped so no text (a post's own "</script>") can end the element.
 */
export function pageDataJson(data: PageData): string {
  const json = JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { [DATE]: original.toISOString() } : value;
  });
  return json.replace(/</g, '\\u003c');
}

export function parsePageData(json: string): PageData {
  const parsed: unknown = JSON.parse(json, (_key, value: unknown) =>
    value !== null &&
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    typeof (value as Record<string, unknown>)[DATE] === 'string'
      ? new Date((value as Record<string, string>)[DATE])
      : value,
  );
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PageData) : {};
}

/** The data the current document carries (none on pages rendered in the browser). */
export function readPageData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return parsePageData(element.textContent);
  } catch (error) {
    // A page that cannot use its data still works: it reads as a page without.
    console.error('The page data could not be read', error);
    return {};
  }
}

/**
 * Starts a read made from an effect: at once, or, when the page carries its data (already on
 * screen, so the read only checks for a newer version), in a task of its own. Its effect runs in
 * the task that ends hydration, and starting Firestore there made that task long enough to delay
 * a tap on a slow phone (issue 56). Returns the cancel for the effect's clean-up.
 */
export function startRead(carried: boolean, read: () => void): () => void {
  if (!carried) {
    read();
    return () => {};
  }
  const timer = setTimeout(read, 0);
  return () => clearTimeout(timer);
}
