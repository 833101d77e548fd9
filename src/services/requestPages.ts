import type { RequestCursor, RequestPage } from '../types';

/** Every page of a paged request list, one after another (both backends' data exports). */
export async function allPages<T>(load: (uid: string, after?: RequestCursor) => Promise<RequestPage<T>>, uid: string): Promise<T[]> {
  const all: T[] = [];
  let after: RequestCursor | undefined;
  for (;;) {
    const page = await load(uid, after);
    all.push(...page.requests);
    if (!page.next) return all;
    after = page.next;
  }
}
