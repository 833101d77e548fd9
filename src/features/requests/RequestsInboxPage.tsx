import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { deleteRequest, listAppointmentRequests, listContactMessages, setRequestStatus } from '@services/requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadMore } from '../../components/LoadMore';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
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
import { usePagedRequests } from './usePagedRequests';

const mailLabels: Record<MailStatus, string> = {
  sent: 'E-mailed to the clinic',
  failed: 'Not e-mailed (sending failed)',
  'not-configured': 'Not e-mailed (EmailJS not configured)',
  pending: 'E-mail not confirmed',
};

/** The inbox's views, in the order of its filter buttons; the address keeps the one shown (?show=). */
const views: Array<{ status: RequestStatus; label: string }> = [
  { status: 'new', label: 'New' },
  { status: 'handled', label: 'Handled' },
  { status: 'spam', label: 'Spam' },
  { status: 'withdrawn', label: 'Withdrawn' },
];

const badges: Record<RequestStatus, { label: string; className: string }> = {
  new: { label: 'New', className: 'text-bg-warning' },
  handled: { label: 'Handled', className: 'text-bg-success' },
  spam: { label: 'Spam', className: 'text-bg-secondary' },
  withdrawn: { label: 'Withdrawn by the sender', className: 'text-bg-light border' },
};

/** The status changes offered from each status, with what the admin is told afterwards. */
const moves: Record<RequestStatus, Array<{ to: RequestStatus; label: string }>> = {
  new: [
    { to: 'handled', label: 'Mark handled' },
    { to: 'spam', label: 'Mark as spam' },
  ],
  handled: [
    { to: 'new', label: 'Mark as new' },
    { to: 'spam', label: 'Mark as spam' },
  ],
  spam: [{ to: 'new', label: 'Not spam' }],
  // The sender took it back: nothing to do but keep it or delete it.
  withdrawn: [],
};
const movedMessages: Record<RequestStatus, string> = {
  new: 'Marked as new',
  handled: 'Marked as handled',
  spam: 'Marked as spam',
  withdrawn: 'Withdrawn',
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
  const [saving, setSaving] = useState(false);

  async function move(to: RequestStatus) {
    setSaving(true);
    try {
      await setRequestStatus(kind, request.id, to);
      onStatus(to);
      toast.success(movedMessages[to]);
    } catch (error) {
      console.error('Could not change the status', error);
      toast.error('The status could not be changed. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const badge = badges[request.status];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <span className={`badge ${badge.className}`}>{badge.label}</span>
      <span className={`small ${request.mailStatus === 'sent' ? 'text-body-secondary' : 'text-danger'}`}>
        {mailLabels[request.mailStatus]}
      </span>
      <span className="small text-body-secondary">Received {formatDateTime(request.createdAt)}</span>
      {/* The reference a patient's WhatsApp message quotes (the request's id). */}
      <span className="small text-body-secondary">Reference {request.id}</span>
      <span className="d-flex flex-wrap gap-2 ms-auto">
        {moves[request.status].map(({ to, label }) => (
          <button key={to} type="button" className="btn btn-sm btn-outline-primary" onClick={() => void move(to)} disabled={saving}>
            {label}
          </button>
        ))}
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete} disabled={saving}>
          Delete
        </button>
      </span>
    </div>
  );
}

interface RequestListProps<T> {
  kind: RequestKind;
  status: RequestStatus;
  load: (status: RequestStatus, after?: RequestCursor) => Promise<RequestPage<T>>;
  /** "appointment requests", "messages": used in the list's messages. */
  noun: string;
  render: (request: T, footer: ReactNode) => ReactNode;
}

/** One kind of request with one status: a page at a time, with Load more, status changes and delete. */
function RequestList<T extends StoredRequestFields>({ kind, status, load, noun, render }: RequestListProps<T>) {
  const list = usePagedRequests(load, status);
  const deletion = useConfirmedDelete<T>({
    title: 'Delete request',
    message: 'Delete this request for good? This cannot be undone.',
    remove: (id) => deleteRequest(kind, id),
    onDeleted: (request) => {
      list.remove(request.id);
      toast.success('Request deleted');
    },
    onFailed: (error) => {
      console.error('Could not delete the request', error);
      toast.error('The request could not be deleted. Please try again.');
    },
  });

  if (list.status === 'loading') return <LoadingMessage label={`Loading ${noun}…`} />;
  if (list.status === 'error') return <ErrorMessage>{`The ${noun} could not be loaded. Please reload the page.`}</ErrorMessage>;
  if (list.requests.length === 0) {
    return <EmptyMessage>{status === 'spam' ? `No ${noun} marked as spam.` : `No ${status} ${noun}.`}</EmptyMessage>;
  }
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
      <LoadMore list={list} noun={noun} />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}

const renderAppointment = (request: AppointmentRequest, footer: ReactNode) => (
  <article className="card-body" aria-label={`Appointment request from ${request.patientName}`}>
    <h3 className="h5 mb-1">{request.patientName}</h3>
    <p className="mb-1">
      Wants an appointment on <strong>{formatDate(new Date(`${request.appointmentDate}T00:00:00`))}</strong>
    </p>
    <p className="mb-0">
      <a href={`tel:${request.phoneNumber.replace(/[^\d+]/g, '')}`}>{request.phoneNumber}</a> ·{' '}
      <a href={`mailto:${request.patientEmail}`}>{request.patientEmail}</a>
    </p>
    {footer}
  </article>
);

const renderMessage = (message: ContactMessage, footer: ReactNode) => (
  <article className="card-body" aria-label={`Message from ${message.name}: ${message.subject}`}>
    <h3 className="h5 mb-1">{message.subject}</h3>
    <p className="mb-1">
      From {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
    </p>
    <p className="comment-body mb-0">{message.message}</p>
    {footer}
  </article>
);

export default function RequestsInboxPage() {
  const [params, setParams] = useSearchParams();
  const status = views.find((view) => view.status === params.get('show'))?.status ?? 'new';

  return (
    <AdminOnly>
      <section className="section" aria-labelledby="inbox-heading">
        <PageMeta title="Requests inbox" noindex />
        <div className="container">
          <h1 id="inbox-heading">Requests inbox</h1>
          <p className="lead">Appointment requests and messages from the website, newest first.</p>
          <div className="d-flex flex-wrap gap-2 mb-4" role="group" aria-label="Show requests">
            {views.map((view) => (
              <button
                key={view.status}
                type="button"
                className={`btn ${view.status === status ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={view.status === status}
                onClick={() => setParams(view.status === 'new' ? {} : { show: view.status })}
              >
                {view.label}
              </button>
            ))}
          </div>
          <div className="row g-5">
            <section className="col-12 col-xl-6" aria-labelledby="inbox-appointments">
              <h2 id="inbox-appointments" className="h4">
                Appointment requests
              </h2>
              <RequestList
                key={status}
                kind="appointment"
                status={status}
                load={listAppointmentRequests}
                noun="appointment requests"
                render={renderAppointment}
              />
            </section>
            <section className="col-12 col-xl-6" aria-labelledby="inbox-messages">
              <h2 id="inbox-messages" className="h4">
                Contact messages
              </h2>
              <RequestList key={status} kind="contact" status={status} load={listContactMessages} noun="messages" render={renderMessage} />
            </section>
          </div>
        </div>
      </section>
    </AdminOnly>
  );
}
