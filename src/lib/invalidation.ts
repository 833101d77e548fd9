import { useSyncExternalStore } from 'react';

/**
 * How the site keeps what it has read up to date after a write, the same way everywhere. Reads
 * (useAsyncData, usePagedList) name the data they show with tags ('blogs', 'comments:<post id>');
 * a write calls `invalidate(tag)`, and every mounted read with that tag loads again. The view
 * that made the write also shows it at once (a deleted entry disappears, a request moves out of
 * its list) rather than waiting for the new read.
 */
const versions = new Map<string, number>();
const listeners = new Set<() => void>();

export function invalidate(tag: string): void {
  versions.set(tag, (versions.get(tag) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever one of `tags` is invalidated; a read includes it in what it loads by. */
export function useTagsVersion(tags: readonly string[]): string {
  const snapshot = () => tags.map((tag) => versions.get(tag) ?? 0).join('.');
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
