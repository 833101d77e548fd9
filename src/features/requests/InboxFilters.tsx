import { useMessages } from '../../i18n/messages';
import type { RequestStatus } from '../../types';
import { views } from './inboxLabels';
import { inboxMessages } from './inboxMessages';

/** The inbox's view buttons (new, handled, spam, withdrawn); the one shown is pressed. */
export function InboxFilters({ status, onShow }: { status: RequestStatus; onShow: (status: RequestStatus) => void }) {
  const t = useMessages(inboxMessages);
  return (
    <div className="d-flex flex-wrap gap-2 mb-4" role="group" aria-label={t.showRequests}>
      {views.map((view) => (
        <button
          key={view.status}
          type="button"
          className={`btn ${view.status === status ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={view.status === status}
          onClick={() => onShow(view.status)}
        >
          {t[view.label]}
        </button>
      ))}
    </div>
  );
}
