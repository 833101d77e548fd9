import { useEffect, useId, useState, type FormEvent } from 'react';
import { addClinicBooking, cancelBookingByClinic, setBookingStatus, unblockSlot } from '@services/bookings';
import { FormField, SelectField } from '../../components/FormField';
import { EmptyMessage } from '../../components/StatusMessage';
import { clinic, formatAddressLines } from '../../config/clinic';
import { BOOKING_LIMITS } from '../../config/limits';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { slotKey, slotsOn } from '../../lib/booking';
import { formatCalendarDay } from '../../lib/dates';
import { isPhoneShaped } from '../../lib/formChecks';
import { formatTime } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import { whatsAppLinkTo } from '../../lib/whatsApp';
import type { Booking, BookingPolicy, BookingStatus, ClinicHours, DoctorSchedule, Slot } from '../../types';
import { bookingAdminMessages, type BookingAdminMessages } from './adminMessages';
import { slotWhen } from './bookingTexts';

/** A write's result: done, or not (with why, or null when another write was still running). */
export type WriteOutcome = { ok: true } | { ok: false; message: string | null };
/** Runs one write of the page: `done` is toasted on success, `failed` leads the message of a failure. */
export type RunWrite = (task: () => Promise<unknown>, words: { done: string; failed: string }) => Promise<WriteOutcome>;

/** A button's write failed: says why (the list is already being read again). */
const report = (outcome: WriteOutcome) => {
  if (!outcome.ok && outcome.message) toast.error(outcome.message);
};

/** The words of the page (`t`) and its Intl locale: what the WhatsApp messages are written in. */
type Words = { t: BookingAdminMessages; locale: string };

/** The WhatsApp message telling a patient the clinic has cancelled their visit, and why. */
function cancellationText(booking: Booking, { t, locale }: Words): string {
  return t.cancellationWhatsApp(
    booking.patientName,
    clinic.name,
    booking.doctorName,
    slotWhen(booking, t, locale),
    booking.cancelReason,
    clinic.phone,
  );
}

/** The WhatsApp reminder the front desk sends the day before: who, when, where. */
function reminderText(booking: Booking, { t, locale }: Words): string {
  return t.reminderWhatsApp(
    booking.patientName,
    clinic.name,
    booking.doctorName,
    slotWhen(booking, t, locale),
    formatAddressLines().join(', '),
    clinic.phone,
  );
}

function statusWords(booking: Booking, t: BookingAdminMessages): string {
  switch (booking.status) {
    case 'arrived':
      return t.arrived;
    case 'no-show':
      return t.noShow;
    case 'cancelled':
      return booking.cancelledBy === 'clinic' ? t.cancelledByClinic : t.cancelledByPatient;
    default:
      return booking.kind === 'blocked' ? t.notOffered : t.booked;
  }
}

const statusDone = (t: BookingAdminMessages): Record<Exclude<BookingStatus, 'cancelled'>, string> => ({
  arrived: t.markedArrived,
  'no-show': t.markedNoShow,
  booked: t.backToBooked,
});

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
  const t = useMessages(bookingAdminMessages);
  const locale = useIntlLocale();
  const headingId = useId();
  const freeHeadingId = useId();
  const { date, now, hours, policy, busy, run } = day;
  // The caller form: the time chosen, and a count that moves focus to it at each opening.
  const [caller, setCaller] = useState<{ time: string; opened: number } | null>(null);

  const taken = new Set(bookings.filter((b) => b.status !== 'cancelled').map((b) => slotKey(b)));
  const free = schedule ? slotsOn(date, { schedule, hours, policy, now, forClinic: true }).filter((s) => !taken.has(slotKey(s))) : [];

  const block = (slot: Slot) =>
    void run(() => addClinicBooking({ slot, doctorName: doctor.name, contact: { name: '', phone: '' } }, 'blocked'), {
      done: t.blockedToast(formatTime(slot.time), doctor.name),
      failed: t.blockFailed,
    }).then(report);

  let freeTimes;
  if (unlisted) freeTimes = <EmptyMessage>{t.unlisted}</EmptyMessage>;
  else if (!schedule) freeTimes = <EmptyMessage>{t.noSchedule(doctor.name)}</EmptyMessage>;
  else if (free.length === 0) freeTimes = <EmptyMessage>{t.noFreeLeft}</EmptyMessage>;
  else {
    freeTimes = (
      <ul className="list-group mb-3" aria-labelledby={freeHeadingId}>
        {free.map((slot) => (
          <li key={slot.time} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold me-auto">{formatTime(slot.time)}</span>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => block(slot)}>
              {t.block}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busy}
              onClick={() => setCaller((open) => ({ time: slot.time, opened: (open?.opened ?? 0) + 1 }))}
            >
              {t.bookForCaller}
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
        <EmptyMessage>{t.noBookingsOnDay}</EmptyMessage>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle caption-top">
            <caption>{t.bookingsCaption(doctor.name, formatCalendarDay(date, locale))}</caption>
            <thead>
              <tr>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.patient}</th>
                <th scope="col">{t.phone}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.actions}</th>
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
        {t.freeTimes}
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
  const t = useMessages(bookingAdminMessages);
  const words = { t, locale: useIntlLocale() };
  const [cancelling, setCancelling] = useState(false);
  const blocked = booking.kind === 'blocked';
  const booked = booking.status === 'booked';
  const reminder = tomorrow && booked && !blocked && booking.phone ? whatsAppLinkTo(booking.phone, reminderText(booking, words)) : null;
  const cancelNotice =
    booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && booking.phone
      ? whatsAppLinkTo(booking.phone, cancellationText(booking, words))
      : null;

  const setStatus = (status: Exclude<BookingStatus, 'cancelled'>) =>
    void run(() => setBookingStatus(booking.id, status), { done: statusDone(t)[status], failed: t.statusFailed }).then(report);
  const unblock = () =>
    void run(() => unblockSlot(booking), {
      done: t.unblockedToast(formatTime(booking.time)),
      failed: t.unblockFailed,
    }).then(report);

  return (
    <>
      <tr className={booking.status === 'cancelled' ? 'text-body-secondary' : undefined}>
        <td className="text-nowrap">{formatTime(booking.time)}</td>
        <td>
          {blocked ? (
            <span className="badge text-bg-secondary">{t.blocked}</span>
          ) : (
            <>
              {booking.patientName}
              {booking.kind === 'phone' && (
                <>
                  {' '}
                  <span className="badge text-bg-light border">{t.phoneBooking}</span>
                </>
              )}
            </>
          )}
        </td>
        <td className="text-nowrap">{booking.phone && <a href={telHref(booking.phone)}>{booking.phone}</a>}</td>
        <td>
          {statusWords(booking, t)}
          {booking.status === 'cancelled' && booking.cancelledBy === 'clinic' && (
            <div className="small">{t.reason(booking.cancelReason)}</div>
          )}
        </td>
        <td>
          <div className="d-flex flex-wrap gap-2">
            {booked && blocked && (
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={unblock}>
                {t.unblock}
              </button>
            )}
            {booked && !blocked && (
              <>
                <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={() => setStatus('arrived')}>
                  {t.arrived}
                </button>
                <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => setStatus('no-show')}>
                  {t.noShow}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={busy}
                  aria-expanded={cancelling}
                  onClick={() => setCancelling(!cancelling)}
                >
                  {t.cancelOpen}
                </button>
              </>
            )}
            {(booking.status === 'arrived' || booking.status === 'no-show') && (
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => setStatus('booked')}>
                {t.undo}
              </button>
            )}
            {reminder && (
              <a className="btn btn-sm btn-outline-success" href={reminder} target="_blank" rel="noopener noreferrer">
                {t.remindOnWhatsApp}
              </a>
            )}
            {cancelNotice && (
              <a className="btn btn-sm btn-outline-success" href={cancelNotice} target="_blank" rel="noopener noreferrer">
                {t.sendCancellation}
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
  const t = useMessages(bookingAdminMessages);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const max = BOOKING_LIMITS.cancelReason;
  const who = booking.kind === 'blocked' ? t.theBlockedTime : booking.patientName;

  useEffect(() => document.getElementById(reasonId)?.focus(), [reasonId]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = !trimmed ? t.reasonMissing : trimmed.length > max ? t.reasonTooLong(max) : null;
    setProblem(found);
    setFailure(null);
    if (found) return;
    const outcome = await run(() => cancelBookingByClinic(booking, trimmed), {
      done: t.cancelledToast,
      failed: t.cancelFailed,
    });
    if (outcome.ok) onClose();
    else if (outcome.message) setFailure(outcome.message);
  }

  return (
    <form
      className="border rounded p-3"
      aria-label={t.cancelFormLabel(who, formatTime(booking.time))}
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
        label={t.reasonLabel}
        hint={t.reasonHint}
        required
        maxLength={max}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>
          {t.cancelBooking}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          {t.keepBooking}
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

function callerProblems(time: string, name: string, phone: string, t: BookingAdminMessages): CallerProblems {
  const problems: CallerProblems = {};
  if (!time) problems.time = t.chooseFreeTime;
  if (!name.trim()) problems.name = t.callerNameMissing;
  else if (name.trim().length > BOOKING_LIMITS.name) problems.name = t.nameTooLong(BOOKING_LIMITS.name);
  if (!phone.trim()) problems.phone = t.callerPhoneMissing;
  else if (phone.trim().length > BOOKING_LIMITS.phone || !isPhoneShaped(phone)) problems.phone = t.phoneInvalid;
  return problems;
}

/**
 * Booking a free time for someone on the phone: the time (any free one of the doctor's day), their
 * name and phone. It stays open with what was typed when the write fails, even when the time was
 * taken meanwhile and has left the list.
 */
function CallerForm({ doctorName, free, time, opened, onTime, onClose, busy, run }: CallerFormProps) {
  const t = useMessages(bookingAdminMessages);
  const headingId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = free.find((slot) => slot.time === time) ?? null;
  const problems = submitted ? callerProblems(chosen ? time : '', name, phone, t) : {};

  useEffect(() => document.getElementById(nameId)?.focus(), [nameId, opened]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!chosen || Object.keys(callerProblems(time, name, phone, t)).length > 0) return;
    const contact = { name: name.trim(), phone: phone.trim() };
    const outcome = await run(() => addClinicBooking({ slot: chosen, doctorName, contact }, 'phone'), {
      done: t.callerBooked(formatTime(chosen.time), doctorName, contact.name),
      failed: t.callerFailed,
    });
    if (outcome.ok) onClose();
    else if (outcome.message) setFailure(outcome.message);
  }

  return (
    <form className="border rounded p-3 mb-3" aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h4 id={headingId} className="h6">
        {t.callerHeading(doctorName)}
      </h4>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <SelectField label={t.time} value={chosen ? time : ''} error={problems.time} onChange={(event) => onTime(event.target.value)}>
        <option value="">{t.chooseTime}</option>
        {free.map((slot) => (
          <option key={slot.time} value={slot.time}>
            {formatTime(slot.time)}
          </option>
        ))}
      </SelectField>
      <FormField
        id={nameId}
        label={t.patientName}
        autoComplete="off"
        required
        maxLength={BOOKING_LIMITS.name}
        value={name}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField
        label={t.phoneNumber}
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
          {t.saveBooking}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </form>
  );
}
