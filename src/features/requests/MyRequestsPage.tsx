import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { listMyAppointmentRequests, listMyContactMessages, withdrawRequest } from '@services/requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadMore } from '../../components/LoadMore';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { paths } from '../../config/routes';
import { formatDate, formatDateTime } from '../../lib/dates';
import { toast } from '../../lib/toast';
import { usePagedList } from '../../lib/usePagedList';
import type {
  AppointmentRequest,
  ContactMessage,
  RequestCursor,
  RequestKind,
  RequestPage,
  RequestStatus,
  StoredRequestFields,
} from '../../types';
import { SignedInOnly } from '../auth';
import { MyAppointments } from '../bookings';

/**
 * My requests: the appointment requests and messages a person sent while signed in, newest
 * first, a page at a time, each with its status in a patient's words; one the clinic has not
 * dealt with can be withdrawn. The rules let an account read and withdraw only its own.
 */

/** Spam reads as "Received": whether the clinic judged a message spam is its own business. */
const statusWords: Record<RequestStatus, string> = {
  new: 'Received',
  spam: 'Received',
  handled: 'Seen by the clinic',
  withdrawn: 'Withdrawn',
};
const canWithdraw = (status: RequestStatus) => status === 'new' || status === 'spam';

interface Withdrawal {
  kind: RequestKind;
  request: StoredRequestFields;
  describe: string;
}

function MyRequestList<T extends StoredRequestFields>({
  kind,
  uid,
  load,
  noun,
  title,
  onWithdraw,
  withdrawn,
}: {
  kind: RequestKind;
  uid: string;
  load: (uid: string, after?: RequestCursor) => Promise<RequestPage<T>>;
  noun: string;
  title: (request: T) => string;
  onWithdraw: (withdrawal: Withdrawal) => void;
  withdrawn: ReadonlySet<string>;
}) {
  const loadPage = useCallback(
    async (after: RequestCursor | null) => {
      const page = await load(uid, after ?? undefined);
      return { items: page.requests, next: page.next };
    },
    [load, uid],
  );
  const list = usePagedList<T, RequestCursor>(loadPage, noun, [`my-requests:${uid}`]);

  if (list.status === 'loading') return <LoadingMessage label={`Loading your ${noun}…`} />;
  if (list.status === 'error') return <ErrorMessage>{`Your ${noun} could not be loaded. Please reload the page.`}</ErrorMessage>;
  if (list.items.length === 0) return <EmptyMessage>{`You have sent no ${noun} while signed in.`}</EmptyMessage>;
  return (
    <>
      <ul className="list-unstyled my-requests">
        {list.items.map((request) => {
          const status = withdrawn.has(request.id) ? 'withdrawn' : request.status;
          return (
            <li key={request.id} className="card mb-2">
              <article className="card-body" aria-label={title(request)}>
                <h3 className="h6 mb-1">{title(request)}</h3>
                <p className="small text-body-secondary mb-2">Sent {formatDateTime(request.createdAt)}</p>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="badge text-bg-light border">{statusWords[status]}</span>
                  {canWithdraw(status) && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger ms-auto"
                      onClick={() => onWithdraw({ kind, request, describe: title(request) })}
                    >
                      Withdraw
                    </button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <LoadMore list={list} noun={noun} />
    </>
  );
}

function Section({ heading, id, children }: { heading: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-4">
      <h2 id={id} className="h4">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function MyRequests({ uid }: { uid: string }) {
  const [asked, setAsked] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<string>>(new Set());

  async function confirmWithdrawal() {
    if (!asked) return;
    setBusy(true);
    try {
      await withdrawRequest(asked.kind, asked.request.id);
      setWithdrawn((ids) => new Set(ids).add(asked.request.id));
      toast.success('Your request is withdrawn. The clinic will not act on it.');
      setAsked(null);
    } catch (error) {
      console.error('Could not withdraw the request', error);
      toast.error('The request could not be withdrawn. The clinic may have dealt with it already; please reload the page.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="section" aria-labelledby="my-requests-heading">
      <PageMeta title="My requests" noindex />
      <div className="container narrow">
        <h1 id="my-requests-heading">My requests</h1>
        <p className="lead">
          Your booked appointments, and the appointment requests and messages you sent while logged in. Requests sent without logging in are
          not shown here; to ask about them, see the <Link to={paths.privacy}>privacy notice</Link>.
        </p>
        <Section heading="My appointments" id="my-bookings-heading">
          <Suspense fallback={<LoadingMessage label="Loading your appointments…" />}>
            <MyAppointments uid={uid} />
          </Suspense>
        </Section>
        <Section heading="Appointment requests" id="my-appointments-heading">
          <MyRequestList<AppointmentRequest>
            kind="appointment"
            uid={uid}
            load={listMyAppointmentRequests}
            noun="appointment requests"
            title={(r) => `Appointment for ${r.patientName} on ${formatDate(new Date(`${r.appointmentDate}T00:00:00`))}`}
            onWithdraw={setAsked}
            withdrawn={withdrawn}
          />
        </Section>
        <Section heading="Messages" id="my-messages-heading">
          <MyRequestList<ContactMessage>
            kind="contact"
            uid={uid}
            load={listMyContactMessages}
            noun="messages"
            title={(r) => `Message: ${r.subject}`}
            onWithdraw={setAsked}
            withdrawn={withdrawn}
          />
        </Section>
      </div>
      <ConfirmDialog
        open={asked !== null}
        title="Withdraw request"
        message={`Withdraw "${asked?.describe ?? ''}"? The clinic will see that you took it back and will not act on it.`}
        confirmLabel="Withdraw"
        busy={busy}
        onConfirm={() => void confirmWithdrawal()}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

export default function MyRequestsPage() {
  return <SignedInOnly title="My requests">{(user) => <MyRequests uid={user.uid} />}</SignedInOnly>;
}
