import { useCallback } from 'react';
import { usePagedList } from '../../lib/usePagedList';
import type { RequestCursor, RequestPage, RequestStatus } from '../../types';

/**
 * One inbox list (appointment requests or contact messages) with one status, a page at a time,
 * newest first. A status change shows in place (the request stays until the list is reloaded, so
 * a wrong click can be undone); a deleted request leaves the list.
 */
export function usePagedRequests<T extends { id: string; status: RequestStatus }>(
  load: (status: RequestStatus, after?: RequestCursor) => Promise<RequestPage<T>>,
  status: RequestStatus,
) {
  const loadPage = useCallback(
    async (after: RequestCursor | null) => {
      const page = await load(status, after ?? undefined);
      return { items: page.requests, next: page.next };
    },
    [load, status],
  );
  const { items, setItems, ...list } = usePagedList<T, RequestCursor>(loadPage, 'requests');
  return {
    ...list,
    requests: items,
    setStatus: (id: string, changed: RequestStatus) => setItems((shown) => shown.map((r) => (r.id === id ? { ...r, status: changed } : r))),
    remove: (id: string) => setItems((shown) => shown.filter((r) => r.id !== id)),
  };
}
