import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cancelMyBooking, listMyBookings } from '@services/bookings';
import { getBookingPolicy } from '@services/bookingSchedules';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { clinic } from '../../config/clinic';
import { useMessages } from '../../i18n/messages';
import { beforeCutoff } from '../../lib/booking';
import { JoinVideoLink, videoWindowOpen } from './JoinVideoLink';
import { prefersReducedMotion } from '../../lib/motion';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/useBrowserState';
import type { Booking, BookingPolicy } from '../../types';
import { CalendarLinks } from './CalendarLinks';
import { useSlotWhen } from './bookingTexts';
import { bookingMessages } from './messages';
import { myBookingsMessages, type MyBookingsMessages } from './myBookingsMessages';

/** Moving a booking (the free times, the slot picker, the doctors' schedules) loads when "Move" is pressed. */
const MoveBooking = lazy(() => import('./MoveBooking').then((m) => ({ default: m.MoveBooking })));

/** The address of one booking on My appointments: the messages to the patient link to /my-requests#booking-<id>. */
const ANCHOR_PREFIX = 'booking-';
const anchorOf = (id: string) => `${ANCHOR_PREFIX}${id}`;

/** The booking a link names in its hash (#booking-<id>), or null. */
function linkedBookingId(hash: string): string | null {
  if (!hash.startsWith(`#${ANCHOR_PREFIX}`)) return null;
  try {
    return decodeURIComponent(hash.slice(ANCHOR_PREFIX.length + 1)) || null;
  } catch {
    return null;
  }
}

/** A booking's outcome in a patient's words. */
function statusText(booking: Booking, mine: MyBookingsMessages): string {
  switch (booking.status) {
    case 'arrived':
      return mine.attended;
    case 'no-show':
      return mine.missed;
    case 'cancelled':
      return booking.cancelledBy === 'clinic' ? mine.cancelledByClinic(booking.cancelReason) : mine.cancelledByYou;
    default:
      return mine.booked;
  }
}

function UpcomingBooking({
  booking,
  policy,
  now,
  linked,
  onChanged,
}: {
  booking: Booking;
  policy: BookingPolicy;
  now: Date;
  /** The booking a message linked to (marked, and focused once the list is here). */
  linked: boolean;
  onChanged: () => void;
}) {
  const t = useMessages(bookingMessages);
  const mine = useMessages(myBookingsMessages);
  const slotWhen = useSlotWhen();
  const [cancelAsked, setCancelAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState(false);
  const changeable = beforeCutoff(booking.startsAt, policy, now);
  const movesLeft = policy.maxReschedules - booking.reschedules;

  async function cancel() {
    setBusy(true);
    try {
      await cancelMyBooking(booking);
      toast.success(mine.cancelledToast);
      setCancelAsked(false);
      onChanged();
    } catch (error) {
      console.error('Could not cancel the booking', error);
      toast.error(mine.cancelFailed(clinic.phone));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li id={anchorOf(booking.id)} tabIndex={linked ? -1 : undefined} className={linked ? 'card mb-2 border-primary border-2' : 'card mb-2'}>
      <article className="card-body" aria-label={`${booking.doctorName}, ${slotWhen(booking)}`}>
        {linked && <p className="small fw-semibold mb-1">{mine.fromYourMessage}</p>}
        <h3 className="h6 mb-1">
          {booking.doctorName}, {slotWhen(booking)}
        </h3>
        <p className="small text-body-secondary mb-2">
          {mine.forPatient(booking.patientName)} · {mine.reference} <span className="text-break">{booking.id}</span>
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="badge text-bg-light border">{mine.booked}</span>
          <JoinVideoLink booking={booking} />
          <CalendarLinks visit={booking} />
          {changeable ? (
            <>
              {movesLeft > 0 && (
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setMoving(!moving)} aria-expanded={moving}>
                  {mine.move}
                </button>
              )}
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setCancelAsked(true)}>
                {mine.cancelAppointment}
              </button>
            </>
          ) : null}
        </div>
        <p className="small mt-2 mb-0">
          {changeable
            ? mine.canChange(movesLeft, t.duration(policy.cancelCutoffMinutes))
            : mine.tooLate(t.duration(policy.cancelCutoffMinutes), clinic.phone)}
          {changeable && movesLeft === 0 && mine.noMovesLeft}
        </p>
        {moving && (
          <Suspense fallback={<LoadingMessage label={t.loadingFreeTimes} />}>
            <MoveBooking
              booking={booking}
              onMoved={() => {
                setMoving(false);
                onChanged();
              }}
              onClose={() => setMoving(false)}
            />
          </Suspense>
        )}
      </article>
      <ConfirmDialog
        open={cancelAsked}
        title={mine.cancelAppointment}
        message={mine.cancelConfirm(booking.doctorName, slotWhen(booking))}
        confirmLabel={mine.cancelAppointment}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelAsked(false)}
      />
    </li>
  );
}

/**
 * My appointments: the account's booked times, upcoming first with cancel and move (until the
 * clinic's cut-off), then past and cancelled ones with what became of them. A message's link
 * (#booking-<id>) brings its booking into view, focused and marked, or says it is not this account's.
 */
export function MyBookings({ uid }: { uid: string }) {
  const mine = useMessages(myBookingsMessages);
  const slotWhen = useSlotWhen();
  const now = useNow();
  const location = useLocation();
  const linkedId = linkedBookingId(location.hash);
  const missingRef = useRef<HTMLDivElement>(null);
  // The address (history entry and hash) whose booking was last brought into view: once per visit,
  // not again when the list reloads after a cancel or a move.
  const shownFor = useRef<string | null>(null);
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'ready'; bookings: Booking[]; policy: BookingPolicy }
  >({ status: 'loading' });
  const load = useCallback(() => {
    Promise.all([listMyBookings(uid), getBookingPolicy()]).then(
      ([bookings, policy]) => setState({ status: 'ready', bookings, policy }),
      (error: unknown) => {
        console.error('Could not load the bookings', error);
        setState({ status: 'error' });
      },
    );
  }, [uid]);
  useEffect(load, [load]);

  const listed = state.status === 'ready' && now !== null;
  useEffect(() => {
    const visit = `${location.key}${location.hash}`;
    if (!listed || !linkedId || shownFor.current === visit) return;
    shownFor.current = visit;
    const target = document.getElementById(anchorOf(linkedId)) ?? missingRef.current;
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    target.focus({ preventScroll: true });
  }, [listed, linkedId, location.key, location.hash]);

  if (state.status === 'loading' || !now) return <LoadingMessage label={mine.loadingMine} />;
  if (state.status === 'error') return <ErrorMessage>{mine.mineFailed}</ErrorMessage>;
  const upcoming = state.bookings.filter((b) => b.status === 'booked' && (b.startsAt > now || videoWindowOpen(b, now))).reverse();
  const others = state.bookings.filter((b) => !upcoming.includes(b));
  // A link to a booking this account does not have (deleted, or booked with another account).
  const missing =
    linkedId !== null && !state.bookings.some((b) => b.id === linkedId) ? (
      <div ref={missingRef} tabIndex={-1} className="alert alert-warning">
        {mine.linkedMissing(clinic.phone)}
      </div>
    ) : null;
  if (state.bookings.length === 0)
    return (
      <>
        {missing}
        <EmptyMessage>{mine.noBookings}</EmptyMessage>
      </>
    );
  return (
    <>
      {missing}
      {upcoming.length === 0 ? (
        <EmptyMessage>{mine.noUpcoming}</EmptyMessage>
      ) : (
        <ul className="list-unstyled" aria-label={mine.upcomingLabel}>
          {upcoming.map((booking) => (
            <UpcomingBooking
              key={booking.id}
              booking={booking}
              policy={state.policy}
              now={now}
              linked={booking.id === linkedId}
              onChanged={load}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <>
          <h3 className="h6 mt-3">{mine.pastHeading}</h3>
          <ul className="list-unstyled" aria-label={mine.pastLabel}>
            {others.map((booking) => {
              const linked = booking.id === linkedId;
              return (
                <li
                  key={booking.id}
                  id={anchorOf(booking.id)}
                  tabIndex={linked ? -1 : undefined}
                  className={linked ? 'small mb-1 p-2 border border-primary border-2 rounded' : 'small mb-1'}
                >
                  {linked && <span className="d-block fw-semibold">{mine.fromYourMessage}</span>}
                  {booking.doctorName}, {slotWhen(booking)}: {statusText(booking, mine)}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
