import { useEffect, useState } from 'react';
import type { RequestCursor, RequestPage, RequestStatus } from '../../types';

type Status = 'loading' | 'error' | 'ready' | 'loading-more';

/**
 * One inbox list (appointment requests or contact messages) with one status, a page at a time,
 * newest first. A status change shows in place (the request stays until the list is reloaded, so
 * a wrong click can be undone); a deleted request leaves the list.
 */
export function usePagedRequests<T extends { id: string; status: RequestStatus }>(
  load: (status: RequestStatus, after?: RequestCursor) => Promise<RequestPage<T>>,
  status: RequestStatus,
) {
  const [requests, setRequests] = useState<T[]>([]);
  const [next, setNext] = useState<RequestCursor | null>(null);
  const [state, setState] = useState<Status>('loading');
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    let active = true;
    load(status).then(
      (page) => {
        if (!active) return;
        setRequests(page.requests);
        setNext(page.next);
        setState('ready');
      },
      (error: unknown) => {
        console.error('Could not load the requests', error);
        if (active) setState('error');
      },
    );
    return () => {
      active = false;
    };
  }, [load, status]);

  async function loadMore() {
    if (!next || state !== 'ready') return;
    setState('loading-more');
    setMoreFailed(false);
    try {
      const page = await load(status, next);
      setRequests((shown) => [...shown, ...page.requests]);
      setNext(page.next);
    } catch (error) {
      console.error('Could not load more requests', error);
      setMoreFailed(true);
    } finally {
      setState('ready');
    }
  }

  return {
    requests,
    state,
    hasMore: next !== null,
    moreFailed,
    loadMore: () => void loadMore(),
    setStatus: (id: string, changed: RequestStatus) => setRequests((shown) => shown.map((r) => (r.id === id ? { ...r, status: changed } : r))),
    remove: (id: string) => setRequests((shown) => shown.filter((r) => r.id !== id)),
  };
}
