import { ErrorMessage } from './StatusMessage';

/** The foot of a paged list (lib/usePagedList): "Load more {noun}", and a message when that failed. */
export function LoadMore({
  list,
  noun,
}: {
  list: { status: string; hasMore: boolean; moreFailed: boolean; loadMore: () => void };
  noun: string;
}) {
  return (
    <>
      {list.moreFailed && <ErrorMessage>{`More ${noun} could not be loaded. Please try again.`}</ErrorMessage>}
      {list.hasMore && (
        <button type="button" className="btn btn-outline-primary" onClick={list.loadMore} disabled={list.status === 'loading-more'}>
          {list.status === 'loading-more' ? 'Loading…' : `Load more ${noun}`}
        </button>
      )}
    </>
  );
}
