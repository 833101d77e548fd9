import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatDateTime } from '../../lib/dates';
import type { RequestKind, RequestStatus, StoredRequestFields } from '../../types';
import { badges, mailLabels, moves } from './inboxLabels';
import { inboxMessages } from './inboxMessages';
import { useStatusChange } from './useStatusChange';

/** A request's e-mail state, its status, and the buttons that change the status or delete it. */
export function RequestFooter({
  kind,
  request,
  onStatus,
  onDelete,
}: {
  kind: RequestKind;
  request: StoredRequestFields;
  onStatus: (status: RequestStatus) => void;
  onDelete: () => void;
}) {
  const t = useMessages(inboxMessages);
  const locale = useIntlLocale();
  const { saving, move } = useStatusChange(kind, request, onStatus);

  const badge = badges[request.status];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <span className={`badge ${badge.className}`}>{t[badge.label]}</span>
      <span className={`small ${request.mailStatus === 'sent' ? 'text-body-secondary' : 'text-danger'}`}>
        {t[mailLabels[request.mailStatus]]}
      </span>
      <span className="small text-body-secondary">{t.received(formatDateTime(request.createdAt, locale))}</span>
      {/* The reference a patient's WhatsApp message quotes (the request's id). */}
      <span className="small text-body-secondary">{t.reference(request.id)}</span>
      <span className="d-flex flex-wrap gap-2 ms-auto">
        {moves[request.status].map(({ to, label }) => (
          <button key={to} type="button" className="btn btn-sm btn-outline-primary" onClick={() => void move(to)} disabled={saving}>
            {t[label]}
          </button>
        ))}
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete} disabled={saving}>
          {t.delete}
        </button>
      </span>
    </div>
  );
}
