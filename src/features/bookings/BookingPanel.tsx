import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { loginPath, paths } from '../../config/routes';
import { useIntlLocale, useLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { formatTime } from '../../lib/openingHours';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/useBrowserState';
import type { BookingContact, Slot } from '../../types';
import { useSession } from '../auth';
import { useClinicHours } from '../hours';
import type { BookedVisit } from './BookingConfirmation';
import type { ContactProblems } from './bookingFlow';
import { useSlotWhen } from './bookingTexts';
import { bookingMessages } from './messages';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { useBookingData } from './useBookingData';

/** Booking itself (checks, the write, what follows it) loads when a signed-in patient presses Book. */
const loadBookingFlow = () => import('./bookingFlow');

/** The name, phone and Book button: for a signed-in patient who has chosen a time. */
const BookingContactFields = lazy(() => import('./BookingContactFields'));

/** Only after a booking: the confirmation, with the calendar file. */
const BookingConfirmation = lazy(() => import('./BookingConfirmation').then((m) => ({ default: m.BookingConfirmation })));

/** The choice survives logging in on the way (sessionStorage: this tab only). */
const CHOICE_KEY = 'booking-choice';

type SavedChoice = { visit?: string; doctorId?: string; day?: string } | null;

function readSaved(): SavedChoice {
  try {
    return JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null') as SavedChoice;
  } catch {
    return null; // Storage blocked or garbled: a fresh choice.
  }
}

/** What this tab chose before, or a video visit when the link asked for one (`?visit=video`, from the home page). */
function savedChoice(asked: string | null): SlotChoice {
  const saved = readSaved();
  const visit = (asked ?? saved?.visit) === 'video' ? 'video' : 'clinic';
  // A link asking for another kind of visit starts the choice afresh.
  const same = !asked || asked === saved?.visit;
  return { visit, doctorId: (same && saved?.doctorId) || '', day: (same && saved?.day) || null, slot: null };
}

/**
 * Booking a time with a doctor: the free slots for anyone to see, and for a signed-in patient
 * with a verified e-mail the name and phone (remembered on their profile) and the Book button.
 * The rules decide: a slot taken meanwhile, a time no longer bookable, the account's cap, each
 * get their own message, and the choices and what was typed stay.
 */
export default function BookingPanel() {
  const t = useMessages(bookingMessages);
  const locale = useIntlLocale();
  const lang = useLocale();
  const slotWhen = useSlotWhen();
  const state = useBookingData();
  const { hours } = useClinicHours();
  const now = useNow();
  const { user } = useSession();
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<SlotChoice>(() => savedChoice(params.get('visit')));
  const [contact, setContact] = useState<BookingContact>({ name: '', phone: '' });
  const [whatsApp, setWhatsApp] = useState(false);
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
    loadBookingFlow()
      .then(({ loadBookings }) => loadBookings())
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
      sessionStorage.setItem(CHOICE_KEY, JSON.stringify({ visit: next.visit, doctorId: next.doctorId, day: next.day }));
    } catch {
      // Storage blocked: the choice only lives on this page.
    }
  }

  if (state.status === 'loading' || !now) return <LoadingMessage label={t.loadingFreeTimes} />;
  if (state.status === 'error') return <ErrorMessage>{t.freeTimesFailed}</ErrorMessage>;
  const { data, refreshTaken } = state;
  const doctorName = (slot: Slot) => data.doctors.find((d) => d.id === slot.doctorId)?.name ?? '';

  async function book(event: FormEvent) {
    event.preventDefault();
    const slot = choice.slot;
    if (sending || !slot || !user) return;
    setSending(true);
    setFailure(null);
    try {
      const flow = await loadBookingFlow();
      const found = flow.contactProblems(contact, t);
      setProblems(found);
      if (Object.keys(found).length > 0) return;
      const account = { uid: user.uid, email: user.email ?? '' };
      const name = doctorName(slot);
      const outcome = await flow.bookSlotOnce({
        pendingId,
        slot,
        doctorName: name,
        contact,
        account,
        policy: data.policy,
        lang,
        whatsAppTo: whatsApp ? user.phoneNumber : null,
        visit: choice.visit,
      });
      if (outcome.kind === 'booked') {
        const typed = { name: contact.name.trim(), phone: contact.phone.trim() };
        setBooked({ id: outcome.id, ...slot, visit: choice.visit, doctorName: name, patientName: typed.name });
        setChoice({ ...choice, day: null, slot: null });
        sessionStorage.removeItem(CHOICE_KEY);
        toast.success(t.bookedToast, { position: 'top-right' });
        void flow
          .afterBooking(outcome.id, slot, name, typed, account, savedContact)
          .then(() => refreshTaken())
          .catch(() => undefined);
      } else if (outcome.kind === 'slot-taken') {
        pendingId.current = null;
        setFailure(t.slotTaken(formatTime(slot.time), formatCalendarDay(slot.date, locale)));
        setChoice({ ...choice, slot: null });
        await refreshTaken().catch(() => undefined);
      } else if (outcome.kind === 'too-many-bookings') {
        setFailure(t.tooManyBookings(data.policy.maxUpcoming));
      } else if (outcome.kind === 'no-longer-bookable') {
        pendingId.current = null;
        setFailure(t.noLongerBookable);
        setChoice({ ...choice, slot: null });
        await refreshTaken().catch(() => undefined);
      } else {
        setFailure(t.unreachable);
      }
    } catch (error) {
      // The booking's code could not load (offline): nothing was sent.
      console.error('Could not load the booking code', error);
      setFailure(t.unreachable);
    } finally {
      setSending(false);
    }
  }

  if (booked)
    return (
      <Suspense fallback={<LoadingMessage label={t.loadingConfirmation} />}>
        <BookingConfirmation visit={booked} policy={data.policy} onAnother={() => setBooked(null)} />
      </Suspense>
    );

  return (
    <form onSubmit={book} noValidate aria-label={t.formLabel}>
      {failure && (
        <div className="alert alert-warning" role="alert">
          {failure}
        </div>
      )}
      <SlotPicker data={data} hours={hours} now={now} choice={choice} onChange={choose} />
      {choice.slot && !user && (
        <p className="alert alert-info">
          {t.loginToBook(slotWhen(choice.slot), doctorName(choice.slot))}
          <Link to={loginPath(paths.appointment)}>{t.logIn}</Link>
          {t.or}
          <Link to={paths.register}>{t.register}</Link>
          {t.loginToBookEnd}
        </p>
      )}
      {choice.slot && user && !verified && (
        <p className="alert alert-info">
          {t.verifyBefore}
          <Link to={paths.verifyEmail}>{t.verifyLink}</Link>
          {t.verifyAfter}
        </p>
      )}
      {choice.slot && user && verified && (
        <Suspense fallback={<LoadingMessage label={t.loading} />}>
          <BookingContactFields
            contact={contact}
            problems={problems}
            onChange={setContact}
            sending={sending}
            bookLabel={t.bookLabel(formatTime(choice.slot.time), doctorName(choice.slot))}
            email={user.email ?? ''}
            whatsAppNumber={user.phoneNumber ?? null}
            whatsApp={whatsApp}
            onWhatsApp={setWhatsApp}
          />
        </Suspense>
      )}
    </form>
  );
}
