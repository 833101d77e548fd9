/**
 * The names of the blog pages' reads (useAsyncData's `name`, usePagedList's `what`), which are
 * also the names of their results in a page's data (lib/pageData.ts): the deploy's render
 * (src/prerender.tsx) fills them in, the pages start from them.
 */
export const BLOGS_LIST = 'blogs';
export const SIDEBAR_READS = { topics: 'topics', trending: 'trending', latest: 'latest' } as const;
export const postRead = (id: string) => `blog:${id}`;
export const relatedRead = (id: string) => `related:${id}`;
export const filteredRead = (kind: 'tag' | 'category', value: string) => `${kind}:${value}`;
