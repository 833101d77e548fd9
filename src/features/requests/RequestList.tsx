import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadMore } from '../../components/LoadMore';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import type { RequestCursor, RequestKind, RequestPage, RequestStatus, StoredRequestFields } from '../../types';
import type { ListWords } from './inboxLabels';
import { inboxMessages } from './inboxMessages';
import { RequestFooter } from './RequestFooter';
import { useInboxList } from './useInboxList';

interface RequestListProps<T> {
  kind: RequestKind;
  status: RequestStatus;
  load: (status: RequestStatus, after?: RequestCursor) => Promise<RequestPage<T>>;
  words: ListWords;
  render: (request: T, footer: ReactNode) => ReactNode;
}

/** One kind of request with one status: a page at a time, with Load more, status changes and delete. */
export function RequestList<T extends StoredRequestFields>({ kind, status, load, words, render }: RequestListProps<T>) {
  const t = useMessages(inboxMessages);
  const { list, deletion } = useInboxList(kind, status, load);

  if (list.status === 'loading') return <LoadingMessage label={words.loading} />;
  if (list.status === 'error') return <ErrorMessage>{words.failed}</ErrorMessage>;
  if (list.requests.length === 0) return <EmptyMessage>{words.none[status]}</EmptyMessage>;
  return (
    <>
      <ul className="list-unstyled inbox">
        {list.requests.map((request) => (
          <li key={request.id} className="card mb-3">
            {render(
              request,
              <RequestFooter
                kind={kind}
                request={request}
                onStatus={(changed) => list.setStatus(request.id, changed)}
                onDelete={() => deletion.ask(request)}
              />,
            )}
          </li>
        ))}
      </ul>
      <LoadMore list={list} noun={words.noun} />
      <ConfirmDialog {...deletion.dialog} confirmLabel={t.delete} />
    </>
  );
}
