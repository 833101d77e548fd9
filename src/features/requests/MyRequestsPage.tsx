import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { listMyAppointmentRequests, listMyContactMessages, withdrawRequest } from '@services/requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadMore } from '../../components/LoadMore';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { paths } from '../../config/routes';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
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
import { MyBookings } from '../bookings';
import { myRequestsMessages } from './myRequestsMessages';
import { slot, withElements } from '../../i18n/withElements';

/**
 * My requests: the appointment requests and messages a person sent while signed in, newest
 * first, a page at a time, each with its status in a patient's words; one the clinic has not
 * dealt with can be withdrawn. The rules let an account read and withdraw only its own.
 */

/** Spam reads as "Received": whether the clinic judged a message spam is its own business. */
const statusWords: Record<RequestStatus, 'received' | 'seen' | 'withdrawn'> = {
  new: 'received',
  spam: 'received',
  handled: 'seen',
  withdrawn: 'withdrawn',
};
const canWithdraw = (status: RequestStatus) => status === 'new' || status === 'spam';

interface Withdrawal {
  kind: RequestKind;
  request: StoredRequestFields;
  describe: string;
}

/** A list's words, in the page's language. */
interface ListWords {
  /** After "Load more". */
  noun: string;
  loading: string;
  failed: string;
  none: string;
}

function MyRequestList<T extends StoredRequestFields>({
  kind,
  uid,
  load,
  what,
  words,
  title,
  onWithdraw,
  withdrawn,
}: {
  kind: RequestKind;
  uid: string;
  load: (uid: string, after?: RequestCursor) => Promise<RequestPage<T>>;
  /** The list's name in the page's data and the console (English, whatever the page's language). */
  what: string;
  words: ListWords;
  title: (request: T) => string;
  onWithdraw: (withdrawal: Withdrawal) => void;
  withdrawn: ReadonlySet<string>;
}) {
  const t = useMessages(myRequestsMessages);
  const locale = useIntlLocale();
  const loadPage = useCallback(
    async (after: RequestCursor | null) => {
      const page = await load(uid, after ?? undefined);
      return { items: page.requests, next: page.next };
    },
    [load, uid],
  );
  const list = usePagedList<T, RequestCursor>(loadPage, what, [`my-requests:${uid}`]);

  if (list.status === 'loading') return <LoadingMessage label={words.loading} />;
  if (list.status === 'error') return <ErrorMessage>{words.failed}</ErrorMessage>;
  if (list.items.length === 0) return <EmptyMessage>{words.none}</EmptyMessage>;
  return (
    <>
      <ul className="list-unstyled my-requests">
        {list.items.map((request) => {
          const status = withdrawn.has(request.id) ? 'withdrawn' : request.status;
          return (
            <li key={request.id} className="card mb-2">
              <article className="card-body" aria-label={title(request)}>
                <h3 className="h6 mb-1">{title(request)}</h3>
                <p className="small text-body-secondary mb-2">{t.sent(formatDateTime(request.createdAt, locale))}</p>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="badge text-bg-light border">{t[statusWords[status]]}</span>
                  {canWithdraw(status) && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger ms-auto"
                      onClick={() => onWithdraw({ kind, request, describe: title(request) })}
                    >
                      {t.withdraw}
                    </button>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <LoadMore list={list} noun={words.noun} />
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
  const t = useMessages(myRequestsMessages);
  const locale = useIntlLocale();
  const [asked, setAsked] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<string>>(new Set());

  async function confirmWithdrawal() {
    if (!asked) return;
    setBusy(true);
    try {
      await withdrawRequest(asked.kind, asked.request.id);
      setWithdrawn((ids) => new Set(ids).add(asked.request.id));
      toast.success(t.withdrawDone);
      setAsked(null);
    } catch (error) {
      console.error('Could not withdraw the request', error);
      toast.error(t.withdrawFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="section" aria-labelledby="my-requests-heading">
      <PageMeta title={t.title} noindex />
      <div className="container narrow">
        <h1 id="my-requests-heading">{t.title}</h1>
        <p className="lead">{withElements(t.lead(slot(0)), [<Link to={paths.privacy}>{t.privacyNotice}</Link>])}</p>
        <Section heading={t.myAppointments} id="my-bookings-heading">
          <Suspense fallback={<LoadingMessage label={t.loadingAppointments} />}>
            <MyBookings uid={uid} />
          </Suspense>
        </Section>
        <Section heading={t.appointmentRequests} id="my-appointments-heading">
          <MyRequestList<AppointmentRequest>
            kind="appointment"
            uid={uid}
            load={listMyAppointmentRequests}
            what="appointment requests"
            words={{
              noun: t.appointmentRequestsNoun,
              loading: t.loadingAppointmentRequests,
              failed: t.appointmentRequestsFailed,
              none: t.noAppointmentRequests,
            }}
            title={(r) => t.appointmentFor(r.patientName, formatDate(new Date(`${r.appointmentDate}T00:00:00`), locale))}
            onWithdraw={setAsked}
            withdrawn={withdrawn}
          />
        </Section>
        <Section heading={t.messages} id="my-messages-heading">
          <MyRequestList<ContactMessage>
            kind="contact"
            uid={uid}
            load={listMyContactMessages}
            what="messages"
            words={{ noun: t.messagesNoun, loading: t.loadingMessages, failed: t.messagesFailed, none: t.noMessages }}
            title={(r) => t.messageAbout(r.subject)}
            onWithdraw={setAsked}
            withdrawn={withdrawn}
          />
        </Section>
      </div>
      <ConfirmDialog
        open={asked !== null}
        title={t.withdrawTitle}
        message={t.withdrawQuestion(asked?.describe ?? '')}
        confirmLabel={t.withdraw}
        busy={busy}
        onConfirm={() => void confirmWithdrawal()}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

export default function MyRequestsPage() {
  const t = useMessages(myRequestsMessages);
  return <SignedInOnly title={t.title}>{(user) => <MyRequests uid={user.uid} />}</SignedInOnly>;
}
