import { useEffect, useId, useState, type FormEvent } from 'react';
import { addClinicBooking, cancelBookingByClinic, setBookingStatus, unblockSlot } from '@services/bookings';
import { FormField, SelectField } from '../../components/FormField';
import { EmptyMessage } from '../../components/StatusMessage';
import { clinic, formatAddressLines } from '../../config/clinic';
import { BOOKING_LIMITS } from '../../config/limits';
import { slotKey, slotsOn } from '../../lib/booking';
import { formatCalendarDay } from '../../lib/dates';
import { isPhoneShaped } from '../../lib/formChecks';
import { formatTime } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import { whatsAppLinkTo } from '../../lib/whatsApp';
import type { Booking, BookingPolicy, BookingStatus, ClinicHours, DoctorSchedule, Slot } from '../../types';
import { slotWhen } from './bookingTexts';

/** A write's result: done, or not (with why, or null when another write was still running). */
export type WriteOutcome = { ok: true } | { ok: false; message: string | null };
/** Runs one write of the page: `done` is toasted on success, `failed` leads the message of a failure. */
export type RunWrite = (task: () => Promise<unknown>, words: { done: string; failed: string }) => Promise<WriteOutcome>;

/** A button's write failed: says why (the list is already being read again). */
const report = (outcome: WriteOutcome) => {
  if (!outcome.ok && outcome.message) toast.error(outcome.message);
};

/** The WhatsApp message telling a patient the clinic has cancelled their visit, and why. */
function cancellationText(booking: Booking): string {
  return [
    `Hello ${booking.patientName}, this is ${clinic.name}.`,
    `We are sorry: your appointment with ${booking.doctorName} on ${slotWhen(booking)} is cancelled.`,
    `Reason: ${booking.cancelReason}`,
    `Please call us on ${clinic.phone} to book another time.`,
  ].join('\n');
}

/** The WhatsApp reminder the front desk sends the day before: who, when, where. */
function reminderText(booking: Booking): string {
  return [
    `Hello ${booking.patientName}, this is ${clinic.name}.`,
    `A reminder of your appointment with ${booking.doctorName} tomorrow, ${slotWhen(booking)}.`,
    `Address: ${clinic.name}, ${formatAddressLines().join(', ')}`,
    `If you cannot come, please call us on ${clinic.phone}.`,
  ].join('\n');
}

function statusWords(booking: Booking): string {
  switch (booking.status) {
    case 'arrived':
      return 'Arrived';
    case 'no-show':
      return 'No-show';
    case 'cancelled':
      return booking.cancelledBy === 'clinic' ? 'Cancelled by clinic' : 'Cancelled by patient';
    default:
      return booking.kind === 'blocked' ? 'Not offered to patients' : 'Booked';
  }
}

const statusDone: Record<Exclude<BookingStatus, 'cancelled'>, string> = {
  arrived: 'Marked as arrived.',
  'no-show': 'Marked as a no-show.',
  booked: 'Back to booked.',
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface ShownDay {
  date: string;
  now: Date;
  hours: ClinicHours;
  policy: BookingPolicy;
  /** The day shown is the clinic's tomorrow: reminders are offered. */
  tomorrow: boolean;
  busy: boolean;
  run: RunWrite;
}

interface DoctorDayProps extends ShownDay {
  doctor: { id: string; name: string };
  schedule: DoctorSchedule | null;
  /** Bookings of a doctor who is no longer on the site: shown, but nothing new can be booked. */
  unlisted?: boolean;
  /** The doctor's bookings of the day, any status, by time. */
  bookings: Booking[];
}

/** One doctor's day: the bookings in a table, then the free times with Block and Book for a caller. */
export function FrontDeskDoctorDay({ doctor, schedule, unlisted, bookings, ...day }: DoctorDayProps) {
  const headingId = useId();
  const freeHeadingId = useId();
  const { date, now, hours, policy, busy, run } = day;
  // The caller form: the time chosen, and a count that moves focus to it at each opening.
  const [caller, setCaller] = useState<{ time: string; opened: number } | null>(null);

  const taken = new Set(bookings.filter((b) => b.status !== 'cancelled').map((b) => slotKey(b)));
  const free = schedule ? slotsOn(date, { schedule, hours, policy, now, forClinic: true }).filter((s) => !taken.has(slotKey(s))) : [];

  const block = (slot: Slot) =>
    void run(() => addClinicBooking({ slot, doctorName: doctor.name, contact: { name: '', phone: '' } }, 'blocked'), {
      done: `${formatTime(slot.time)} with ${doctor.name} is blocked.`,
      failed: 'The time could not be blocked.',
    }).then(report);

  let freeTimes;
  if (unlisted) freeTimes = <EmptyMessage>This doctor is no longer listed on the site: no new bookings can be made.</EmptyMessage>;
  else if (!schedule) freeTimes = <EmptyMessage>{doctor.name} has no booking schedule yet.</EmptyMessage>;
  else if (free.length === 0) freeTimes = <EmptyMessage>No free times left on this day.</EmptyMessage>;
  else {
    freeTimes = (
      <ul className="list-group mb-3" aria-labelledby={freeHeadingId}>
        {free.map((slot) => (
          <li key={slot.time} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold me-auto">{formatTime(slot.time)}</span>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => block(slot)}>
              Block
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busy}
              onClick={() => setCaller((open) => ({ time: slot.time, opened: (open?.opened ?? 0) + 1 }))}
            >
              Book for a caller
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mb-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 border-bottom pb-2">
        {doctor.name}
      </h2>
      {bookings.length === 0 ? (
        <EmptyMessage>No bookings on this day.</EmptyMessage>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle caption-top">
            <caption>
              Bookings with {doctor.name} on {formatCalendarDay(date)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Patient</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <BookingRow key={booking.id} booking={booking} tomorrow={day.tomorrow} busy={busy} run={run} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 id={freeHeadingId} className="h6">
        Free times
      </h3>
      {freeTimes}
      {caller && (
        <CallerForm
          doctorName={doctor.name}
          free={free}
          time={caller.time}
          opened={caller.opened}
          onTime={(time) => setCaller({ ...caller, time })}
          onClose={() => setCaller(null)}
          busy={busy}
          run={run}
        />
      )}
    </section>
  );
}

function BookingRow({ booking, tomorrow, busy, run }: { booking: Booking; tomorrow: boolean; busy: boolean; run: RunWrite }) {
  const [cancelling, setCancelling] = useState(false);
  const blocked = booking.kind === 'blocked';
  const booked = booking.status === 'booked';
  const reminder = tomorrow && booked && !blocked && booking.phone ? whatsAppLinkTo(booking.phone, reminderText(booking)) : null;
  const cancelNotice =
    booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && booking.phone
      ? whatsAppLinkTo(booking.phone, cancellationText(booking))
      : null;

  const setStatus = (status: Exclude<BookingStatus, 'cancelled'>) =>
    void run(() => setBookingStatus(booking.id, status), { done: statusDone[status], failed: 'The status could not be changed.' }).then(
      report,
    );
  const unblock = () =>
    void run(() => unblockSlot(booking), {
      done: `${formatTime(booking.time)} is free again.`,
      failed: 'The time could not be unblocked.',
    }).then(report);

  return (
    <>
      <tr className={booking.status === 'cancelled' ? 'text-body-secondary' : undefined}>
        <td className="text-nowrap">{formatTime(booking.time)}</td>
        <td>
          {blocked ? (
            <span className="badge text-bg-secondary">Blocked</span>
          ) : (
            <>
              {booking.patientName}
              {booking.kind === 'phone' && (
                <>
                  {' '}
                  <span className="badge text-bg-light border">Phone booking</span>
                </>
              )}
            </>
          )}
        </td>
        <td className="text-nowrap">{booking.phone && <a href={telHref(booking.phone)}>{booking.phone}</a>}</td>
        <td>
          {statusWords(booking)}
          {booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && (
            <div className="small">Reason: {booking.cancelReason}</div>
          )}
        </td>
        <td>
          <div className="d-flex flex-wrap gap-2">
            {booked && blocked && (
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={unblock}>
                Unblock
              </button>
            )}
            {booked && !blocked && (
              <>
                <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={() => setStatus('arrived')}>
                  Arrived
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => setStatus('no-show')}>
                  No-show
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={busy}
                  aria-expanded={cancelling}
                  onClick={() => setCancelling(!cancelling)}
                >
                  Cancel…
                </button>
              </>
            )}
            {(booking.status === 'arrived' || booking.status === 'no-show') && (
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => setStatus('booked')}>
                Undo
              </button>
            )}
            {reminder && (
              <a className="btn btn-sm btn-outline-success" href={reminder} target="_blank" rel="noopener noreferrer">
                Remind on WhatsApp
              </a>
            )}
            {cancelNotice && (
              <a className="btn btn-sm btn-outline-success" href={cancelNotice} target="_blank" rel="noopener noreferrer">
                Send the cancellation on WhatsApp
              </a>
            )}
          </div>
        </td>
      </tr>
      {cancelling && booked && (
        <tr>
          <td colSpan={5}>
            <CancelForm booking={booking} busy={busy} run={run} onClose={() => setCancelling(false)} />
          </td>
        </tr>
      )}
    </>
  );
}

/** The reason the patient is told, then the clinic's cancellation; the reason stays when it fails. */
function CancelForm({ booking, busy, run, onClose }: { booking: Booking; busy: boolean; run: RunWrite; onClose: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const max = BOOKING_LIMITS.cancelReason;
  const who = booking.kind === 'blocked' ? 'the blocked time' : booking.patientName;

  useEffect(() => document.getElementById(reasonId)?.focus(), [reasonId]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = !trimmed
      ? 'Please give the reason for cancelling: the patient is told it.'
      : trimmed.length > max
        ? `Please keep the reason to ${max} characters.`
        : null;
    setProblem(found);
    setFailure(null);
    if (found) return;
    const outcome = await run(() => cancelBookingByClinic(booking, trimmed), {
      done: 'The booking is cancelled, and its time is free again.',
      failed: 'The booking could not be cancelled.',
    });
    if (outcome.ok) onClose();
    else if (outcome.message) setFailure(outcome.message);
  }

  return (
    <form
      className="border rounded p-3"
      aria-label={`Cancel the booking of ${who} at ${formatTime(booking.time)}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <FormField
        id={reasonId}
        label="Reason for cancelling"
        hint="The patient is told this reason."
        required
        maxLength={max}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>
          Cancel the booking
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          Keep the booking
        </button>
      </div>
    </form>
  );
}

interface CallerFormProps {
  doctorName: string;
  free: Slot[];
  time: string;
  opened: number;
  onTime: (time: string) => void;
  onClose: () => void;
  busy: boolean;
  run: RunWrite;
}

type CallerProblems = Partial<Record<'time' | 'name' | 'phone', string>>;

function callerProblems(time: string, name: string, phone: string): CallerProblems {
  const problems: CallerProblems = {};
  if (!time) problems.time = 'Please choose a free time.';
  if (!name.trim()) problems.name = "Please enter the caller's name.";
  else if (name.trim().length > BOOKING_LIMITS.name) problems.name = `Please keep the name to ${BOOKING_LIMITS.name} characters.`;
  if (!phone.trim()) problems.phone = "Please enter the caller's phone number.";
  else if (phone.trim().length > BOOKING_LIMITS.phone || !isPhoneShaped(phone)) {
    problems.phone = 'Please enter a phone number of 7 to 15 digits, like 98450 12345 or +91 98450 12345.';
  }
  return problems;
}

/**
 * Booking a free time for someone on the phone: the time (any free one of the doctor's day), their
 * name and phone. It stays open with what was typed when the write fails, even when the time was
 * taken meanwhile and has left the list.
 */
function CallerForm({ doctorName, free, time, opened, onTime, onClose, busy, run }: CallerFormProps) {
  const headingId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = free.find((slot) => slot.time === time) ?? null;
  const problems = submitted ? callerProblems(chosen ? time : '', name, phone) : {};

  useEffect(() => document.getElementById(nameId)?.focus(), [nameId, opened]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!chosen || Object.keys(callerProblems(time, name, phone)).length > 0) return;
    const contact = { name: name.trim(), phone: phone.trim() };
    const outcome = await run(() => addClinicBooking({ slot: chosen, doctorName, contact }, 'phone'), {
      done: `${formatTime(chosen.time)} with ${doctorName} is booked for ${contact.name}.`,
      failed: 'The booking could not be made.',
    });
    if (outcome.ok) onClose();
    else if (outcome.message) setFailure(outcome.message);
  }

  return (
    <form className="border rounded p-3 mb-3" aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h4 id={headingId} className="h6">
        Book for a caller with {doctorName}
      </h4>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <SelectField label="Time" value={chosen ? time : ''} error={problems.time} onChange={(event) => onTime(event.target.value)}>
        <option value="">Choose a time</option>
        {free.map((slot) => (
          <option key={slot.time} value={slot.time}>
            {formatTime(slot.time)}
          </option>
        ))}
      </SelectField>
      <FormField
        id={nameId}
        label="Patient name"
        autoComplete="off"
        required
        maxLength={BOOKING_LIMITS.name}
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField
        label="Phone number"
        type="tel"
        autoComplete="off"
        required
        maxLength={BOOKING_LIMITS.phone}
        value={phone}
        error={problems.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          Save the booking
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
