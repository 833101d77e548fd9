import { useMessages } from '../i18n/messages';
import { componentMessages } from './messages';
import { ErrorMessage } from './StatusMessage';

/**
 * The foot of a paged list (lib/usePagedList): "Load more {noun}", and a message when that failed.
 * `noun` is in the page's language (the list's own messages name what it lists).
 */
export function LoadMore({
  list,
  noun,
}: {
  list: { status: string; hasMore: boolean; moreFailed: boolean; loadMore: () => void };
  noun: string;
}) {
  const t = useMessages(componentMessages);
  return (
    <>
      {list.moreFailed && <ErrorMessage>{t.moreFailed(noun)}</ErrorMessage>}
      {list.hasMore && (
        <button type="button" className="btn btn-outline-primary" onClick={list.loadMore} disabled={list.status === 'loading-more'}>
          {list.status === 'loading-more' ? t.loading : t.loadMore(noun)}
        </button>
      )}
    </>
  );
}
