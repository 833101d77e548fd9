import { useEffect, useState } from 'react';
import { useTagsVersion } from './invalidation';
import { startRead, usePageData } from './pageData';

type Status = 'loading' | 'error' | 'ready' | 'loading-more';

export interface ListPage<T, C> {
  items: T[];
  /** Where the next page starts; null when none is left. */
  next: C | null;
}

interface Shown<T, C> {
  /** The loader these items came from: another loader's items are never shown. */
  source: unknown;
  items: T[];
  next: C | null;
  status: Status;
}

/**
 * A list read a page at a time: the first page on mount and whenever `loadPage` changes (showing
 * the loading state), the next on `loadMore`. When one of `tags` is invalidated the first page is
 * read again while the list stays on screen. A failed first page is an error state; a failed
 * later page keeps what is shown and sets `moreFailed`. `setItems` lets the page show its own
 * changes at once (a request moved out of its view). `what` names the list in the console, and
 * its first page in the page's data (lib/pageData.ts): a page that carries it shows it at once,
 * and the read of the first page replaces it with what is newer.
 */
export function usePagedList<T, C>(loadPage: (after: C | null) => Promise<ListPage<T, C>>, what: string, tags: readonly string[] = []) {
  const version = useTagsVersion(tags);
  const carried = usePageData<ListPage<T, C>>(what);
  const [shown, setShown] = useState<Shown<T, C>>(() =>
    carried === undefined
      ? { source: null, items: [], next: null, status: 'loading' }
      : { source: loadPage, items: carried.items, next: carried.next, status: 'ready' },
  );
  const [moreFailed, setMoreFailed] = useState(false);
  // Whether the list arrived with the page (its first read only checks for newer); kept from the
  // first render, as the page's data is gone after any navigation, and that is no reason to read again.
  const [arrivedWithPage] = useState(carried !== undefined);

  useEffect(() => {
    let active = true;
    const cancel = startRead(arrivedWithPage, () =>
      loadPage(null).then(
        (page) => active && setShown({ source: loadPage, items: page.items, next: page.next, status: 'ready' }),
        (error: unknown) => {
          console.error(`Could not load the ${what}`, error);
          if (active) setShown({ source: loadPage, items: [], next: null, status: 'error' });
        },
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [loadPage, what, version, arrivedWithPage]);

  const current: Shown<T, C> = shown.source === loadPage ? shown : { source: loadPage, items: [], next: null, status: 'loading' };

  async function loadMore() {
    if (!current.next || current.status !== 'ready') return;
    setShown({ ...current, status: 'loading-more' });
    setMoreFailed(false);
    try {
      const page = await loadPage(current.next);
      setShown((s) => ({ ...s, items: [...s.items, ...page.items], next: page.next, status: 'ready' }));
    } catch (error) {
      console.error(`Could not load more ${what}`, error);
      setMoreFailed(true);
      setShown((s) => ({ ...s, status: 'ready' }));
    }
  }

  return {
    items: current.items,
    status: current.status,
    hasMore: current.next !== null,
    moreFailed,
    loadMore: () => void loadMore(),
    setItems: (update: (items: T[]) => T[]) => setShown((s) => ({ ...s, items: update(s.items) })),
  };
}
