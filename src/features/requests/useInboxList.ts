import { deleteFromInbox } from '@services/requests';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import type { RequestCursor, RequestKind, RequestPage, RequestStatus, StoredRequestFields } from '../../types';
import { inboxMessages } from './inboxMessages';
import { usePagedRequests } from './usePagedRequests';

/** One inbox list's requests (usePagedRequests) and the confirmed delete that takes one out of it. */
export function useInboxList<T extends StoredRequestFields>(
  kind: RequestKind,
  status: RequestStatus,
  load: (status: RequestStatus, after?: RequestCursor) => Promise<RequestPage<T>>,
) {
  const t = useMessages(inboxMessages);
  const list = usePagedRequests(load, status);
  const deletion = useConfirmedDelete<T>({
    title: t.deleteTitle,
    message: t.deleteQuestion,
    remove: (_id, request) => deleteFromInbox(kind, request),
    onDeleted: (request) => {
      list.remove(request.id);
      toast.success(t.deleted);
    },
    onFailed: (error) => {
      console.error('Could not delete the request', error);
      toast.error(t.deleteFailed);
    },
  });
  return { list, deletion };
}
