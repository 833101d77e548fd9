import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { BOOKING_LIMITS } from '../../config/limits';
import { loginPath, paths } from '../../config/routes';
import { isPhoneShaped } from '../../lib/formChecks';
import { formatTime } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/useBrowserState';
import { isBookingFailure } from '../../services/bookingDocuments';
import { isPermissionDenied } from '../../services/errors';
import type { BookingContact, Slot } from '../../types';
import { useSession } from '../auth';
import { useClinicHours } from '../hours';
import type { BookedVisit } from './BookingConfirmation';
import { slotWhen } from './bookingTexts';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { useBookingData } from './useBookingData';

/**
 * The bookings module (writing a booking, the remembered contact) loads only for a signed-in
 * patient who books: a visitor's page reads the free times and no more.
 */
const loadBookings = () => import('@services/bookings');

/** Only after a booking: the confirmation, with the calendar file. */
const BookingConfirmation = lazy(() => import('./BookingConfirmation').then((m) => ({ default: m.BookingConfirmation })));

/** The choice survives logging in on the way (sessionStorage: this tab only). */
const CHOICE_KEY = 'booking-choice';

function savedChoice(): SlotChoice {
  try {
    const saved = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null') as { doctorId?: string; day?: string } | null;
    return { doctorId: saved?.doctorId ?? '', day: saved?.day ?? null, slot: null };
  } catch {
    return { doctorId: '', day: null, slot: null };
  }
}

type ContactProblems = Partial<Record<keyof BookingContact, string>>;

function contactProblems(contact: BookingContact): ContactProblems {
  const problems: ContactProblems = {};
  if (!contact.name.trim()) problems.name = "Please enter the patient's name.";
  else if (contact.name.trim().length > BOOKING_LIMITS.name) problems.name = `Please keep the name to ${BOOKING_LIMITS.name} characters.`;
  if (!contact.phone.trim()) problems.phone = 'Please enter a phone number.';
  else if (!isPhoneShaped(contact.phone))
    problems.phone = 'Please enter a phone number of 7 to 15 digits, like 98450 12345 or +91 98450 12345.';
  return problems;
}

/**
 * Booking a time with a doctor: the free slots for anyone to see, and for a signed-in patient
 * with a verified e-mail the name and phone (remembered on their profile) and the Book button.
 * The rules decide: a slot taken meanwhile, a time no longer bookable, the account's cap, each
 * get their own message, and the choices and what was typed stay.
 */
export default function BookingPanel() {
  const state = useBookingData();
  const { hours } = useClinicHours();
  const now = useNow();
  const { user } = useSession();
  const [choice, setChoice] = useState<SlotChoice>(savedChoice);
  const [contact, setContact] = useState<BookingContact>({ name: '', phone: '' });
  const [problems, setProblems] = useState<ContactProblems>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  /** The id of a booking whose answer did not arrive: pressing Book again repeats it, never books twice. */
  const pendingId = useRef<string | null>(null);
  const savedContact = useRef<BookingContact | null>(null);
  const verified = Boolean(user?.emailVerified);

  useEffect(() => {
    if (!user || !verified) return;
    let active = true;
    loadBookings()
      .then(({ getBookingContact }) => getBookingContact(user.uid))
      .then(
        (stored) => {
          savedContact.current = stored;
          const fill = stored ?? { name: user.displayName ?? '', phone: '' };
          if (active) setContact((typed) => (typed.name || typed.phone ? typed : fill));
        },
        (error: unknown) => console.error('Could not read the saved booking contact', error),
      );
    return () => {
      active = false;
    };
  }, [user, verified]);

  function choose(next: SlotChoice) {
    if (next.slot?.startsAt.getTime() !== choice.slot?.startsAt.getTime() || next.slot?.doctorId !== choice.slot?.doctorId)
      pendingId.current = null;
    setChoice(next);
    setFailure(null);
    try {
      sessionStorage.setItem(CHOICE_KEY, JSON.stringify({ doctorId: next.doctorId, day: next.day }));
    } catch {
      // Storage blocked: the choice only lives on this page.
    }
  }

  if (state.status === 'loading' || !now) return <LoadingMessage label="Loading free times…" />;
  if (state.status === 'error')
    return <ErrorMessage>We could not load the free times. Please reload the page, ask for a day below, or call us.</ErrorMessage>;
  const { data, refreshTaken } = state;
  const doctorName = (slot: Slot) => data.doctors.find((d) => d.id === slot.doctorId)?.name ?? '';

  async function book(event: FormEvent) {
    event.preventDefault();
    const slot = choice.slot;
    if (sending || !slot || !user) return;
    const found = contactProblems(contact);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    const input = { slot, doctorName: doctorName(slot), contact };
    try {
      const { bookSlot, newBookingId } = await loadBookings();
      const id = (pendingId.current ??= newBookingId());
      await bookSlot(id, input, { uid: user.uid, email: user.email ?? '' }, data.policy);
      pendingId.current = null;
      setBooked({ id, ...slot, doctorName: input.doctorName, patientName: contact.name.trim() });
      setChoice({ ...choice, day: null, slot: null });
      sessionStorage.removeItem(CHOICE_KEY);
      toast.success('Appointment booked', { position: 'top-right' });
      void afterBooking(id, slot, input.doctorName);
    } catch (error) {
      if (isBookingFailure(error, 'slot-taken')) {
        pendingId.current = null;
        setFailure(
          `Sorry, ${formatTime(slot.time)} on ${slotWhen(slot).split(' at ')[0]} has just been taken by someone else. The free times below are up to date: please choose another.`,
        );
        setChoice({ ...choice, slot: null });
        await refreshTaken().catch(() => undefined);
      } else if (isBookingFailure(error, 'too-many-bookings')) {
        setFailure(
          `You already have ${data.policy.maxUpcoming} upcoming appointments, the most the clinic takes from one account. You can cancel or move one under My appointments.`,
        );
      } else if (isPermissionDenied(error)) {
        pendingId.current = null;
        setFailure(
          'This time can no longer be booked: it has passed, it is too soon to book, or the schedule changed. Please choose another time.',
        );
        setChoice({ ...choice, slot: null });
        await refreshTaken().catch(() => undefined);
      } else {
        console.error('Could not book the time', error);
        setFailure(
          'We could not reach the clinic, so this time is not booked yet. Check your connection and press Book again: your choices are kept, and it will not be booked twice.',
        );
      }
    } finally {
      setSending(false);
    }
  }

  /** After the booking is stored: remember the contact, e-mail the clinic, record whether it went out. None of it can undo the booking. */
  async function afterBooking(id: string, slot: Slot, name: string) {
    const typed = { name: contact.name.trim(), phone: contact.phone.trim() };
    const { recordBookingMailStatus, saveBookingContact } = await loadBookings();
    if (user && (savedContact.current?.name !== typed.name || savedContact.current?.phone !== typed.phone)) {
      await saveBookingContact(user.uid, typed).then(
        () => (savedContact.current = typed),
        (error: unknown) => console.error('Could not remember the booking contact', error),
      );
    }
    // EmailJS loads only now: the page's first download does without it. A module that cannot
    // load is an e-mail that failed, recorded as such.
    const outcome = await import('../../services/mail').then(
      ({ sendBookingMail }) =>
        sendBookingMail({
          patientName: typed.name,
          email: user?.email ?? '',
          phone: typed.phone,
          doctorName: name,
          when: slotWhen(slot),
          time: slot.time,
          reference: id,
        }),
      () => 'failed' as const,
    );
    await recordBookingMailStatus(id, outcome).catch((error: unknown) =>
      console.error('Could not record whether the e-mail went out', error),
    );
    await refreshTaken().catch(() => undefined);
  }

  if (booked)
    return (
      <Suspense fallback={<LoadingMessage label="Your appointment is booked. Loading the details…" />}>
        <BookingConfirmation visit={booked} policy={data.policy} onAnother={() => setBooked(null)} />
      </Suspense>
    );

  return (
    <form onSubmit={book} noValidate aria-label="Book a time">
      {failure && (
        <div className="alert alert-warning" role="alert">
          {failure}
        </div>
      )}
      <SlotPicker data={data} hours={hours} now={now} choice={choice} onChange={choose} />
      {choice.slot && !user && (
        <p className="alert alert-info">
          To book {slotWhen(choice.slot)} with {doctorName(choice.slot)}, please <Link to={loginPath(paths.appointment)}>log in</Link> or{' '}
          <Link to={paths.register}>register</Link> (with a verified e-mail). Your choice of doctor and day is kept.
        </p>
      )}
      {choice.slot && user && !verified && (
        <p className="alert alert-info">
          Please <Link to={paths.verifyEmail}>verify your e-mail address</Link> first: bookings are confirmed to a verified address.
        </p>
      )}
      {choice.slot && user && verified && (
        <>
          <FormField
            label="Patient name"
            name="bookingName"
            autoComplete="name"
            required
            maxLength={BOOKING_LIMITS.name}
            value={contact.name}
            error={problems.name}
            onChange={(e) => setContact({ ...contact, name: e.target.value })}
          />
          <FormField
            label="Phone number"
            type="tel"
            name="bookingPhone"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={BOOKING_LIMITS.phone}
            hint="The clinic calls this number if the doctor is delayed or away."
            value={contact.phone}
            error={problems.phone}
            onChange={(e) => setContact({ ...contact, phone: e.target.value })}
          />
          <PurposeNote>
            We keep your name, phone and e-mail with the booking to see you at that time and reach you about it, and remember the name and
            phone for your next booking.
          </PurposeNote>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Booking…' : `Book ${formatTime(choice.slot.time)} with ${doctorName(choice.slot)}`}
          </button>
        </>
      )}
    </form>
  );
}
