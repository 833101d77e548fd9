import { useEffect, useState } from 'react';

type Status = 'loading' | 'error' | 'ready' | 'loading-more';

export interface ListPage<T, C> {
  items: T[];
  /** Where the next page starts; null when none is left. */
  next: C | null;
}

/**
 * A list read a page at a time: the first page on mount (and again when `loadPage` changes), the
 * next on `loadMore`. A failed first page is an error state; a failed later page keeps what is
 * shown and sets `moreFailed`. `setItems` lets the page show its own changes (a deleted entry).
 * `what` names the list in the console ("blogs", "requests").
 */
export function usePagedList<T, C>(loadPage: (after: C | null) => Promise<ListPage<T, C>>, what: string) {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<C | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadPage(null).then(
      (page) => {
        if (!active) return;
        setItems(page.items);
        setNext(page.next);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error(`Could not load the ${what}`, error);
        if (active) setStatus('error');
      },
    );
    return () => {
      active = false;
    };
  }, [loadPage, what]);

  async function loadMore() {
    if (!next || status !== 'ready') return;
    setStatus('loading-more');
    setMoreFailed(false);
    try {
      const page = await loadPage(next);
      setItems((shown) => [...shown, ...page.items]);
      setNext(page.next);
    } catch (error) {
      console.error(`Could not load more ${what}`, error);
      setMoreFailed(true);
    } finally {
      setStatus('ready');
    }
  }

  return { items, status, hasMore: next !== null, moreFailed, loadMore: () => void loadMore(), setItems };
}
