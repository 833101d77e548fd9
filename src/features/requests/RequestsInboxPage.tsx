import { useState } from 'react';
import { toast } from '../../lib/toast';
import { listAppointmentRequests, listContactMessages, setRequestStatus } from '@services/requests';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useAsyncData } from '../../lib/useAsyncData';
import type { AppointmentRequest, ContactMessage, MailStatus, RequestKind, RequestStatus } from '../../types';
import { AdminOnly } from '../auth/AdminOnly';

const mailLabels: Record<MailStatus, string> = {
  sent: 'E-mailed to the clinic',
  failed: 'Not e-mailed (sending failed)',
  'not-configured': 'Not e-mailed (EmailJS not configured)',
  pending: 'E-mail not confirmed',
};

/** A request's e-mail state, its status, and the button that moves it between new and handled. */
function RequestFooter({ kind, request, onStatus }: { kind: RequestKind; request: { id: string; status: RequestStatus; mailStatus: MailStatus; createdAt: Date | null }; onStatus: (status: RequestStatus) => void }) {
  const [saving, setSaving] = useState(false);
  const next: RequestStatus = request.status === 'new' ? 'handled' : 'new';

  async function change() {
    setSaving(true);
    try {
      await setRequestStatus(kind, request.id, next);
      onStatus(next);
      toast.success(next === 'handled' ? 'Marked as handled' : 'Marked as new');
    } catch (error) {
      console.error('Could not change the status', error);
      toast.error('The status could not be changed. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <span className={`badge ${request.status === 'new' ? 'text-bg-warning' : 'text-bg-success'}`}>{request.status === 'new' ? 'New' : 'Handled'}</span>
      <span className={`small ${request.mailStatus === 'sent' ? 'text-body-secondary' : 'text-danger'}`}>{mailLabels[request.mailStatus]}</span>
      <span className="small text-body-secondary">Received {formatDateTime(request.createdAt)}</span>
      <button type="button" className="btn btn-sm btn-outline-primary ms-auto" onClick={() => void change()} disabled={saving}>
        {next === 'handled' ? 'Mark handled' : 'Mark as new'}
      </button>
    </div>
  );
}

/** Keeps a loaded list and lets a status change show at once. */
function useRequestList<T extends { id: string; status: RequestStatus }>(key: string, load: () => Promise<T[]>) {
  const loaded = useAsyncData(key, load);
  const [statuses, setStatuses] = useState<Record<string, RequestStatus>>({});
  const items = loaded.status === 'ready' ? loaded.data.map((item) => ({ ...item, status: statuses[item.id] ?? item.status })) : [];
  return { loaded, items, setStatus: (id: string, status: RequestStatus) => setStatuses((s) => ({ ...s, [id]: status })) };
}

function AppointmentRequests() {
  const { loaded, items, setStatus } = useRequestList<AppointmentRequest>('inbox:appointments', listAppointmentRequests);
  if (loaded.status === 'loading') return <LoadingMessage label="Loading appointment requests…" />;
  if (loaded.status === 'error') return <ErrorMessage>The appointment requests could not be loaded. Please reload the page.</ErrorMessage>;
  if (items.length === 0) return <EmptyMessage>No appointment requests yet.</EmptyMessage>;
  return (
    <ul className="list-unstyled inbox">
      {items.map((request) => (
        <li key={request.id} className="card mb-3">
          <article className="card-body" aria-label={`Appointment request from ${request.patientName}`}>
            <h3 className="h5 mb-1">{request.patientName}</h3>
            <p className="mb-1">
              Wants an appointment on <strong>{formatDate(new Date(`${request.appointmentDate}T00:00:00`))}</strong>
            </p>
            <p className="mb-0">
              <a href={`tel:${request.phoneNumber.replace(/[^\d+]/g, '')}`}>{request.phoneNumber}</a> ·{' '}
              <a href={`mailto:${request.patientEmail}`}>{request.patientEmail}</a>
            </p>
            <RequestFooter kind="appointment" request={request} onStatus={(status) => setStatus(request.id, status)} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function ContactMessages() {
  const { loaded, items, setStatus } = useRequestList<ContactMessage>('inbox:contact', listContactMessages);
  if (loaded.status === 'loading') return <LoadingMessage label="Loading messages…" />;
  if (loaded.status === 'error') return <ErrorMessage>The messages could not be loaded. Please reload the page.</ErrorMessage>;
  if (items.length === 0) return <EmptyMessage>No messages yet.</EmptyMessage>;
  return (
    <ul className="list-unstyled inbox">
      {items.map((message) => (
        <li key={message.id} className="card mb-3">
          <article className="card-body" aria-label={`Message from ${message.name}: ${message.subject}`}>
            <h3 className="h5 mb-1">{message.subject}</h3>
            <p className="mb-1">
              From {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
            </p>
            <p className="comment-body mb-0">{message.message}</p>
            <RequestFooter kind="contact" request={message} onStatus={(status) => setStatus(message.id, status)} />
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function RequestsInboxPage() {
  return (
    <AdminOnly>
      <section className="section" aria-labelledby="inbox-heading">
        <PageMeta title="Requests inbox" noindex />
        <div className="container">
          <h1 id="inbox-heading">Requests inbox</h1>
          <p className="lead">Appointment requests and messages from the website, newest first.</p>
          <div className="row g-5">
            <section className="col-12 col-xl-6" aria-labelledby="inbox-appointments">
              <h2 id="inbox-appointments" className="h4">
                Appointment requests
              </h2>
              <AppointmentRequests />
            </section>
            <section className="col-12 col-xl-6" aria-labelledby="inbox-messages">
              <h2 id="inbox-messages" className="h4">
                Contact messages
              </h2>
              <ContactMessages />
            </section>
          </div>
        </div>
      </section>
    </AdminOnly>
  );
}
