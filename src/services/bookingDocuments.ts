import type { Locale } from '../config/locales';
import { PRIVACY_NOTICE_VERSION } from '../config/privacy';
import type { Booking, BookingContact, BookingKind, BookingPolicy, Slot, VisitKind } from '../types';
import { firebaseLikeError } from './errors';

/** What both backends' booking modules share: the new booking's fields, the choice of a place, the errors. */

/** Every document a video visit's call may have under its booking (firestore.rules, "A video visit's call"). */
export const CALL_DOCUMENTS = ['patient', 'doctor', 'ended', 'ice'] as const;

/** The most bookings one query reads (firestore.rules: a patient's queries at most 100). */
export const BOOKING_QUERY_LIMIT = 100;

/** What a booking is for: the slot, the doctor's name as the patient saw it, and who comes. */
export interface NewBookingInput {
  slot: Slot;
  doctorName: string;
  contact: BookingContact;
  /** The page's language: the messages about the booking are written in it ('en' when left out). */
  lang?: Locale;
  /**
   * The account's verified phone number when the patient ticked "WhatsApp messages" (null: not
   * ticked). The rules take only the number the account verified by SMS code.
   */
  whatsAppTo?: string | null;
  /** At the clinic (when left out) or by video (issue 46): the slot is one of that kind's sessions. */
  visit?: VisitKind;
}

/** The signed-in patient who books: their account and its e-mail. */
export interface BookingAccount {
  uid: string;
  email: string;
}

/** The fields of a new booking, as the rules require them (the service adds the times and the notice version). */
export function newBookingFields(
  { slot, doctorName, contact, lang = 'en', whatsAppTo, visit = 'clinic' }: NewBookingInput,
  owner: { kind: BookingKind; uid: string; email: string; seat: number },
) {
  const blocked = owner.kind === 'blocked';
  return {
    uid: owner.uid,
    kind: owner.kind,
    doctorId: slot.doctorId,
    doctorName,
    date: slot.date,
    time: slot.time,
    minutes: slot.minutes,
    startsAt: slot.startsAt,
    patientName: blocked ? '' : contact.name.trim(),
    phone: blocked ? '' : contact.phone.trim(),
    email: owner.email,
    status: 'booked' as const,
    cancelledBy: '' as const,
    cancelReason: '',
    reschedules: 0,
    seat: owner.seat,
    mailStatus: 'pending' as const,
    lang,
    visit,
    // Only a patient's own booking carries an opt-in; the service adds its time (`at`).
    whatsApp: owner.kind === 'patient' && whatsAppTo ? { to: whatsAppTo, notice: PRIVACY_NOTICE_VERSION } : null,
  };
}

/**
 * The lowest of the account's places (1 to the clinic's cap) that no upcoming booking holds, or
 * null when all are in use. A place is held by a booked booking that has not started.
 */
export function chooseSeat(upcoming: Booking[], policy: BookingPolicy, now = new Date()): number | null {
  const held = new Set(upcoming.filter((b) => b.status === 'booked' && b.startsAt > now).map((b) => b.seat));
  for (let seat = 1; seat <= policy.maxUpcoming; seat++) if (!held.has(seat)) return seat;
  return null;
}

/** Whether the patient gets WhatsApp messages about this booking: opted in, and not turned off since. */
export const whatsAppOn = (booking: Pick<Booking, 'whatsApp'>): boolean => booking.whatsApp !== null && !booking.whatsApp.off;

/** The booking failures a page explains in its own words. */
export type BookingFailure = 'slot-taken' | 'too-many-bookings';

const failureMessages: Record<BookingFailure, string> = {
  'slot-taken': 'This time has just been taken',
  'too-many-bookings': 'The account already holds as many upcoming bookings as the clinic allows',
};

/** The same error from both backends, so pages tell the two apart by `code`. */
export const bookingFailure = (code: BookingFailure) => firebaseLikeError(code, failureMessages[code]);

export const isBookingFailure = (error: unknown, code: BookingFailure): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
