import type { Blog } from '../types';

/** Newest first; ties by id so the order never flickers. */
export function newestFirst(a: Blog, b: Blog): number {
  return (b.timestamp?.getTime() ?? 0) - (a.timestamp?.getTime() ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
