import { BOOKING_LIMITS } from '../../config/limits';
import type { Locale } from '../../config/locales';
import { isPhoneShaped } from '../../lib/formChecks';
import { isBookingFailure } from '../../services/bookingDocuments';
import { isPermissionDenied } from '../../services/errors';
import type { BookingContact, BookingPolicy, Slot, VisitKind } from '../../types';
import { slotWhen } from './bookingTexts';
import type { BookingMessages } from './messages';

/** The clinic's e-mail's words, the English of bookingMessages' slotWhen (tests/build/one-language.test.ts holds them equal). */
export const CLINIC_MAIL_WORDS: Pick<BookingMessages, 'slotWhen'> = { slotWhen: (day, time) => `${day} at ${time}` };

/**
 * What happens when a patient presses Book: loaded then, so a visitor who only looks at the free
 * times downloads none of it (BookingPanel keeps the state: choices, typed contact, failures).
 */

/** The bookings module (writing a booking, the remembered contact): only for a signed-in patient who books. */
export const loadBookings = () => import('@services/bookings');

export type ContactProblems = Partial<Record<keyof BookingContact, string>>;

/** What is wrong with the typed name and phone, in the page's words (`t`). */
export function contactProblems(
  contact: BookingContact,
  t: Pick<BookingMessages, 'nameMissing' | 'nameTooLong' | 'phoneMissing' | 'phoneInvalid'>,
): ContactProblems {
  const problems: ContactProblems = {};
  if (!contact.name.trim()) problems.name = t.nameMissing;
  else if (contact.name.trim().length > BOOKING_LIMITS.name) problems.name = t.nameTooLong(BOOKING_LIMITS.name);
  if (!contact.phone.trim()) problems.phone = t.phoneMissing;
  else if (!isPhoneShaped(contact.phone)) problems.phone = t.phoneInvalid;
  return problems;
}

export type BookingOutcome =
  | { kind: 'booked'; id: string }
  | { kind: 'slot-taken' }
  | { kind: 'too-many-bookings' }
  | { kind: 'no-longer-bookable' }
  | { kind: 'unreachable' };

interface BookingRequest {
  /** The id of a booking whose answer did not arrive: used again, so a retry never books twice. */
  pendingId: { current: string | null };
  slot: Slot;
  doctorName: string;
  contact: BookingContact;
  account: { uid: string; email: string };
  policy: BookingPolicy;
  /** The page's language, which the messages about the booking will speak. */
  lang: Locale;
  /** The account's verified number when the patient ticked WhatsApp messages, else null. */
  whatsAppTo: string | null;
  /** At the clinic or by video: the slot is one of that kind's sessions. */
  visit: VisitKind;
}

/** Books the slot once, and says how it went in the rules' terms. */
export async function bookSlotOnce(request: BookingRequest): Promise<BookingOutcome> {
  const { pendingId, slot, doctorName, contact, account, policy, lang, whatsAppTo, visit } = request;
  try {
    const { bookSlot, newBookingId } = await loadBookings();
    const id = (pendingId.current ??= newBookingId());
    await bookSlot(id, { slot, doctorName, contact, lang, whatsAppTo, visit }, account, policy);
    pendingId.current = null;
    return { kind: 'booked', id };
  } catch (error) {
    if (isBookingFailure(error, 'slot-taken')) return { kind: 'slot-taken' };
    if (isBookingFailure(error, 'too-many-bookings')) return { kind: 'too-many-bookings' };
    if (isPermissionDenied(error)) return { kind: 'no-longer-bookable' };
    console.error('Could not book the time', error);
    return { kind: 'unreachable' };
  }
}

/**
 * After the booking is stored: remember the contact (when it changed), e-mail the clinic, record
 * whether it went out. None of it can undo the booking.
 */
export async function afterBooking(
  id: string,
  slot: Slot,
  doctorName: string,
  typed: BookingContact,
  account: { uid: string; email: string },
  saved: { current: BookingContact | null },
): Promise<void> {
  const { recordBookingMailStatus, saveBookingContact } = await loadBookings();
  if (saved.current?.name !== typed.name || saved.current?.phone !== typed.phone) {
    await saveBookingContact(account.uid, typed).then(
      () => (saved.current = typed),
      (error: unknown) => console.error('Could not remember the booking contact', error),
    );
  }
  // EmailJS loads only now: the page's first download does without it. A module that cannot
  // load is an e-mail that failed, recorded as such.
  const outcome = await import('../../services/mail').then(
    ({ sendBookingMail }) =>
      sendBookingMail({
        patientName: typed.name,
        email: account.email,
        phone: typed.phone,
        doctorName,
        // The clinic's e-mail template is in English, whatever the page's language (and a
        // Kannada or Hindi bundle has no English catalog: scripts/lib/oneLanguage.mjs).
        when: slotWhen(slot, CLINIC_MAIL_WORDS, 'en-IN'),
        time: slot.time,
        reference: id,
      }),
    () => 'failed' as const,
  );
  await recordBookingMailStatus(id, outcome).catch((error: unknown) =>
    console.error('Could not record whether the e-mail went out', error),
  );
}
