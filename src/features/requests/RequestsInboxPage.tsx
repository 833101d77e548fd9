import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { deleteRequest, listAppointmentRequests, listContactMessages, setRequestStatus } from '@services/requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadMore } from '../../components/LoadMore';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatDate, formatDateTime } from '../../lib/dates';
import type {
  AppointmentRequest,
  ContactMessage,
  MailStatus,
  RequestCursor,
  RequestKind,
  RequestPage,
  RequestStatus,
  StoredRequestFields,
} from '../../types';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { AdminOnly } from '../auth';
import { inboxMessages, type InboxMessages } from './inboxMessages';
import { usePagedRequests } from './usePagedRequests';
import { slot, withElements } from '../../i18n/withElements';

/** The inbox's texts that are plain strings (the keys below name them). */
type Label = { [Key in keyof InboxMessages]: InboxMessages[Key] extends string ? Key : never }[keyof InboxMessages];

const mailLabels: Record<MailStatus, Label> = {
  sent: 'mailSent',
  failed: 'mailFailed',
  'not-configured': 'mailNotConfigured',
  pending: 'mailPending',
};

/** The inbox's views, in the order of its filter buttons; the address keeps the one shown (?show=). */
const views: Array<{ status: RequestStatus; label: Label }> = [
  { status: 'new', label: 'viewNew' },
  { status: 'handled', label: 'viewHandled' },
  { status: 'spam', label: 'viewSpam' },
  { status: 'withdrawn', label: 'viewWithdrawn' },
];

const badges: Record<RequestStatus, { label: Label; className: string }> = {
  new: { label: 'badgeNew', className: 'text-bg-warning' },
  handled: { label: 'badgeHandled', className: 'text-bg-success' },
  spam: { label: 'badgeSpam', className: 'text-bg-secondary' },
  withdrawn: { label: 'badgeWithdrawn', className: 'text-bg-light border' },
};

/** The status changes offered from each status, with what the admin is told afterwards. */
const moves: Record<RequestStatus, Array<{ to: RequestStatus; label: Label }>> = {
  new: [
    { to: 'handled', label: 'markHandled' },
    { to: 'spam', label: 'markSpam' },
  ],
  handled: [
    { to: 'new', label: 'markNew' },
    { to: 'spam', label: 'markSpam' },
  ],
  spam: [{ to: 'new', label: 'notSpam' }],
  // The sender took it back: nothing to do but keep it or delete it.
  withdrawn: [],
};
const movedMessages: Record<RequestStatus, Label> = {
  new: 'markedNew',
  handled: 'markedHandled',
  spam: 'markedSpam',
  withdrawn: 'viewWithdrawn',
};

/** A request's e-mail state, its status, and the buttons that change the status or delete it. */
function RequestFooter({
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
  const [saving, setSaving] = useState(false);

  async function move(to: RequestStatus) {
    setSaving(true);
    try {
      await setRequestStatus(kind, request.id, to);
      onStatus(to);
      toast.success(t[movedMessages[to]]);
    } catch (error) {
      console.error('Could not change the status', error);
      toast.error(t.statusFailed);
    } finally {
      setSaving(false);
    }
  }

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

/** A list's words, in the page's language. */
interface ListWords {
  /** After "Load more". */
  noun: string;
  loading: string;
  failed: string;
  /** When no request has the status shown. */
  none: Record<RequestStatus, string>;
}

interface RequestListProps<T> {
  kind: RequestKind;
  status: RequestStatus;
  load: (status: RequestStatus, after?: RequestCursor) => Promise<RequestPage<T>>;
  words: ListWords;
  render: (request: T, footer: ReactNode) => ReactNode;
}

/** One kind of request with one status: a page at a time, with Load more, status changes and delete. */
function RequestList<T extends StoredRequestFields>({ kind, status, load, words, render }: RequestListProps<T>) {
  const t = useMessages(inboxMessages);
  const list = usePagedRequests(load, status);
  const deletion = useConfirmedDelete<T>({
    title: t.deleteTitle,
    message: t.deleteQuestion,
    remove: (id) => deleteRequest(kind, id),
    onDeleted: (request) => {
      list.remove(request.id);
      toast.success(t.deleted);
    },
    onFailed: (error) => {
      console.error('Could not delete the request', error);
      toast.error(t.deleteFailed);
    },
  });

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

function AppointmentCard({ request, footer }: { request: AppointmentRequest; footer: ReactNode }) {
  const t = useMessages(inboxMessages);
  const locale = useIntlLocale();
  return (
    <article className="card-body" aria-label={t.appointmentRequestFrom(request.patientName)}>
      <h3 className="h5 mb-1">{request.patientName}</h3>
      <p className="mb-1">
        {withElements(t.wantsAppointmentOn(slot(0)), [
          <strong>{formatDate(new Date(`${request.appointmentDate}T00:00:00`), locale)}</strong>,
        ])}
      </p>
      <p className="mb-0">
        <a href={`tel:${request.phoneNumber.replace(/[^\d+]/g, '')}`}>{request.phoneNumber}</a> ·{' '}
        <a href={`mailto:${request.patientEmail}`}>{request.patientEmail}</a>
      </p>
      {footer}
    </article>
  );
}

function MessageCard({ message, footer }: { message: ContactMessage; footer: ReactNode }) {
  const t = useMessages(inboxMessages);
  return (
    <article className="card-body" aria-label={t.messageFrom(message.name, message.subject)}>
      <h3 className="h5 mb-1">{message.subject}</h3>
      <p className="mb-1">
        {t.from(message.name)} · <a href={`mailto:${message.email}`}>{message.email}</a>
      </p>
      <p className="comment-body mb-0">{message.message}</p>
      {footer}
    </article>
  );
}

const renderAppointment = (request: AppointmentRequest, footer: ReactNode) => <AppointmentCard request={request} footer={footer} />;
const renderMessage = (message: ContactMessage, footer: ReactNode) => <MessageCard message={message} footer={footer} />;

export default function RequestsInboxPage() {
  const t = useMessages(inboxMessages);
  const [params, setParams] = useSearchParams();
  const status = views.find((view) => view.status === params.get('show'))?.status ?? 'new';

  return (
    <AdminOnly>
      <section className="section" aria-labelledby="inbox-heading">
        <PageMeta title={t.title} noindex />
        <div className="container">
          <h1 id="inbox-heading">{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <div className="d-flex flex-wrap gap-2 mb-4" role="group" aria-label={t.showRequests}>
            {views.map((view) => (
              <button
                key={view.status}
                type="button"
                className={`btn ${view.status === status ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={view.status === status}
                onClick={() => setParams(view.status === 'new' ? {} : { show: view.status })}
              >
                {t[view.label]}
              </button>
            ))}
          </div>
          <div className="row g-5">
            <section className="col-12 col-xl-6" aria-labelledby="inbox-appointments">
              <h2 id="inbox-appointments" className="h4">
                {t.appointmentRequests}
              </h2>
              <RequestList
                key={status}
                kind="appointment"
                status={status}
                load={listAppointmentRequests}
                words={{
                  noun: t.appointmentRequestsNoun,
                  loading: t.loadingAppointmentRequests,
                  failed: t.appointmentRequestsFailed,
                  none: {
                    new: t.noNewAppointmentRequests,
                    handled: t.noHandledAppointmentRequests,
                    spam: t.noSpamAppointmentRequests,
                    withdrawn: t.noWithdrawnAppointmentRequests,
                  },
                }}
                render={renderAppointment}
              />
            </section>
            <section className="col-12 col-xl-6" aria-labelledby="inbox-messages">
              <h2 id="inbox-messages" className="h4">
                {t.contactMessages}
              </h2>
              <RequestList
                key={status}
                kind="contact"
                status={status}
                load={listContactMessages}
                words={{
                  noun: t.messagesNoun,
                  loading: t.loadingMessages,
                  failed: t.messagesFailed,
                  none: { new: t.noNewMessages, handled: t.noHandledMessages, spam: t.noSpamMessages, withdrawn: t.noWithdrawnMessages },
                }}
                render={renderMessage}
              />
            </section>
          </div>
        </div>
      </section>
    </AdminOnly>
  );
}
