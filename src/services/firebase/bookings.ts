import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import { slotKey, slotMonthId } from '../../lib/booking';
import { firestore } from '../../lib/firestore';
import type { Booking, BookingContact, BookingPolicy, BookingStatus, MailStatus, Slot } from '../../types';
import {
  BOOKING_QUERY_LIMIT,
  bookingFailure,
  CALL_DOCUMENTS,
  chooseSeat,
  newBookingFields,
  type BookingAccount,
  type NewBookingInput,
  whatsAppOn,
} from '../bookingDocuments';
import { isPermissionDenied } from '../errors';

/**
 * Bookings of a doctor's time (firestore.rules: "Bookings"): a patient books, cancels and moves
 * their own; the front desk reads and manages every booking. A booking, its slot and the
 * account's place are written in one batch, which the rules accept only whole. What anyone reads
 * (schedules, the clinic's rules, taken slots) is bookingSchedules.ts, so a visitor's page does
 * without this module.
 */

const db = () => firestore();
const bookingRef = (id: string) => doc(db(), 'bookings', id);
const monthRef = (id: string) => doc(db(), 'bookedSlots', id);
const takenRef = (id: string) => doc(db(), 'takenSlots', id);
const seatRef = (uid: string, seat: number) => doc(db(), 'bookingSeats', `${uid}_${seat}`);

import { bookingConverter } from './bookingConverter';

// Writing a slot's record -------------------------------------------------------------------------

// The month's private map (bookedSlots: slot -> booking id) and its public mirror (takenSlots:
// slot -> true) change together; the rules refuse one without the other.

/** In `batch`: the slot's month records booking `id` as holding it. */
function holdSlot(batch: WriteBatch, slot: Pick<Slot, 'doctorId' | 'date' | 'time'>, id: string): void {
  batch.set(
    monthRef(slotMonthId(slot)),
    { doctorId: slot.doctorId, month: slot.date.slice(0, 7), taken: { [slotKey(slot)]: id }, booking: id, updatedAt: serverTimestamp() },
    { merge: true },
  );
  batch.set(takenRef(slotMonthId(slot)), { taken: { [slotKey(slot)]: true } }, { merge: true });
}

/** In `batch`: the slot that booking `id` held is free. */
function freeSlot(batch: WriteBatch, slot: Pick<Slot, 'doctorId' | 'date' | 'time'>, id: string): void {
  batch.update(
    monthRef(slotMonthId(slot)),
    new FieldPath('taken', slotKey(slot)),
    deleteField(),
    'booking',
    id,
    'updatedAt',
    serverTimestamp(),
  );
  batch.update(takenRef(slotMonthId(slot)), new FieldPath('taken', slotKey(slot)), deleteField());
}

const storedSlot = (slot: Slot) => ({
  doctorId: slot.doctorId,
  date: slot.date,
  time: slot.time,
  minutes: slot.minutes,
  startsAt: Timestamp.fromDate(slot.startsAt),
});

function bookingDocument(fields: ReturnType<typeof newBookingFields>): DocumentData {
  return {
    ...fields,
    // The consent as the rules want it: the verified number, the notice's version, the write's time.
    whatsApp: fields.whatsApp ? { ...fields.whatsApp, at: serverTimestamp() } : null,
    startsAt: Timestamp.fromDate(fields.startsAt),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
  };
}

/**
 * Whether the slot is taken, by the public mirror. Asked after a refused write that would have
 * held it: the booking that wrote it is not there, so another one holds the slot.
 */
async function isTaken(slot: Pick<Slot, 'doctorId' | 'date' | 'time'>): Promise<boolean> {
  return (await getDoc(takenRef(slotMonthId(slot)))).data()?.taken?.[slotKey(slot)] === true;
}

/** Whether booking `id` exists and is readable (a write whose answer was lost did go through). */
async function bookingExists(id: string): Promise<boolean> {
  try {
    return (await getDoc(bookingRef(id))).exists();
  } catch {
    return false;
  }
}

// Patients --------------------------------------------------------------------------------------

/** A fresh booking id: made before the write, so a retry after a lost answer finds or repeats the same booking. */
export const newBookingId = (): string => doc(collection(db(), 'bookings')).id;

/** The account's upcoming bookings (any status), soonest first: at most BOOKING_QUERY_LIMIT reads. */
export async function listMyUpcomingBookings(uid: string, now = new Date()): Promise<Booking[]> {
  const snapshot = await getDocs(
    query(
      collection(db(), 'bookings').withConverter(bookingConverter),
      where('uid', '==', uid),
      where('startsAt', '>=', Timestamp.fromDate(now)),
      orderBy('startsAt'),
      limit(BOOKING_QUERY_LIMIT),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

/** Every booking of the account, newest first (My appointments, the data download, erasure). */
export async function listMyBookings(uid: string): Promise<Booking[]> {
  const snapshot = await getDocs(
    query(
      collection(db(), 'bookings').withConverter(bookingConverter),
      where('uid', '==', uid),
      orderBy('startsAt', 'desc'),
      limit(BOOKING_QUERY_LIMIT),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

/** One of the patient's own bookings, or null (the confirmation after a lost answer). */
export async function getMyBooking(id: string): Promise<Booking | null> {
  try {
    const snapshot = await getDoc(bookingRef(id).withConverter(bookingConverter));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/**
 * Books `slot` for the signed-in patient under booking id `id` (newBookingId), taking a free place
 * of the account's. Resolves once stored. Rejects with `slot-taken` when someone else holds the
 * slot, `too-many-bookings` when the account's places are all in use, and the rules' or the
 * network's own error otherwise. A retry with the same id after a lost answer resolves.
 */
export async function bookSlot(id: string, input: NewBookingInput, account: BookingAccount, policy: BookingPolicy): Promise<void> {
  const upcoming = await listMyUpcomingBookings(account.uid);
  if (upcoming.some((b) => b.id === id)) return;
  const seat = chooseSeat(upcoming, policy);
  if (seat === null) throw bookingFailure('too-many-bookings');
  const fields = newBookingFields(input, { kind: 'patient', uid: account.uid, email: account.email, seat });
  const batch = writeBatch(db());
  batch.set(bookingRef(id), bookingDocument(fields));
  holdSlot(batch, input.slot, id);
  batch.set(seatRef(account.uid, seat), { uid: account.uid, seat, bookingId: id });
  try {
    await batch.commit();
  } catch (error) {
    if (await bookingExists(id)) return;
    if (isPermissionDenied(error) && (await isTaken(input.slot))) throw bookingFailure('slot-taken');
    throw error;
  }
}

/**
 * Turns WhatsApp messages off on every booking of the account that has them on (My account): each
 * opt-in keeps its number, time and notice, with the time it was turned off. The messages job
 * sends nothing more on WhatsApp about them. Resolves with how many bookings it changed.
 */
export async function stopMyWhatsApp(uid: string): Promise<number> {
  const on = (await listMyBookings(uid)).filter(whatsAppOn);
  for (let start = 0; start < on.length; start += 500) {
    const batch = writeBatch(db());
    on.slice(start, start + 500).forEach((booking) =>
      batch.update(bookingRef(booking.id), new FieldPath('whatsApp', 'off'), serverTimestamp()),
    );
    await batch.commit();
  }
  return on.length;
}

/** Remembers the name and phone the patient books under, on their profile (users/{uid}.contact). */
export async function saveBookingContact(uid: string, contact: BookingContact): Promise<void> {
  await updateDoc(doc(db(), 'users', uid), { contact: { name: contact.name.trim(), phone: contact.phone.trim() } });
}

/** The name and phone the patient booked under last time, or null. */
export async function getBookingContact(uid: string): Promise<BookingContact | null> {
  const contact = (await getDoc(doc(db(), 'users', uid))).data()?.contact as Partial<BookingContact> | undefined;
  return typeof contact?.name === 'string' && typeof contact.phone === 'string' ? { name: contact.name, phone: contact.phone } : null;
}

/** The patient cancels their booking (up to the clinic's cut-off); the slot is free at once. */
export async function cancelMyBooking(booking: Booking): Promise<void> {
  const batch = writeBatch(db());
  batch.update(bookingRef(booking.id), { status: 'cancelled', cancelledBy: 'patient', updatedAt: serverTimestamp() });
  freeSlot(batch, booking, booking.id);
  await batch.commit();
}

/**
 * Moves the patient's booking to `slot` in one write: the new slot is held and the old one freed
 * together, or nothing changes. Rejects with `slot-taken` when the new slot was taken meanwhile.
 */
export async function rescheduleMyBooking(booking: Booking, slot: Slot, doctorName: string): Promise<void> {
  const batch = writeBatch(db());
  batch.update(bookingRef(booking.id), {
    ...storedSlot(slot),
    doctorName,
    reschedules: booking.reschedules + 1,
    updatedAt: serverTimestamp(),
  });
  if (slotMonthId(slot) === slotMonthId(booking)) {
    batch.update(
      monthRef(slotMonthId(slot)),
      new FieldPath('taken', slotKey(slot)),
      booking.id,
      new FieldPath('taken', slotKey(booking)),
      deleteField(),
      'booking',
      booking.id,
      'updatedAt',
      serverTimestamp(),
    );
    batch.update(
      takenRef(slotMonthId(slot)),
      new FieldPath('taken', slotKey(slot)),
      true,
      new FieldPath('taken', slotKey(booking)),
      deleteField(),
    );
  } else {
    holdSlot(batch, slot, booking.id);
    freeSlot(batch, booking, booking.id);
  }
  try {
    await batch.commit();
  } catch (error) {
    if (isPermissionDenied(error) && (await isTaken(slot))) throw bookingFailure('slot-taken');
    throw error;
  }
}

/** Records whether the e-mail about a new booking went out (once, soon after). */
export async function recordBookingMailStatus(id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await updateDoc(bookingRef(id), { mailStatus });
}

/**
 * Erases every booking of the account as the account goes (deleting it), freeing their slots and
 * places, and each video visit's call documents with it. Each batch also deletes the profile and
 * records the erasure (erasures/{uid}, as users.ts deleteProfile does): the rules let a patient
 * delete a booking still ahead, and its call documents, only so; an erased account books no more.
 * An owner (never the only one: deleteMyAccount checks first) leaves clinic/owners in the first
 * batch, as the rules refuse a profile's delete while it names them. One booking per batch (at
 * most 12 writes), so nothing of a booking is left without it. Can run again.
 */
export async function deleteMyBookings(uid: string): Promise<void> {
  let owner = await namedAsOwner(uid);
  for (;;) {
    const bookings = await listMyBookings(uid);
    if (bookings.length === 0) return;
    for (const booking of bookings) {
      const batch = writeBatch(db());
      batch.delete(bookingRef(booking.id));
      if (await holdsItsSlot(booking)) freeSlot(batch, booking, booking.id);
      if (booking.seat > 0 && (await getDoc(seatRef(uid, booking.seat))).data()?.bookingId === booking.id) {
        batch.delete(seatRef(uid, booking.seat));
      }
      // A video visit's call documents go in the same write (issue 54): they hold both sides'
      // network addresses, and once the booking is gone the rules let no browser delete them.
      if (booking.visit === 'video') for (const id of CALL_DOCUMENTS) batch.delete(doc(db(), 'bookings', booking.id, 'call', id));
      batch.delete(doc(db(), 'users', uid));
      if (owner) batch.update(doc(db(), 'clinic', 'owners'), new FieldPath('uids', uid), deleteField(), 'changed', uid);
      batch.set(doc(db(), 'erasures', uid), { at: serverTimestamp() });
      await batch.commit();
      owner = false;
    }
  }
}

/** Whether clinic/owners names `uid` (only owners read it; anyone else is named by none). */
async function namedAsOwner(uid: string): Promise<boolean> {
  try {
    return Boolean((await getDoc(doc(db(), 'clinic', 'owners'))).get(new FieldPath('uids', uid)));
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/** A booking holds its slot until it is cancelled (the rules free the slot with the cancel): then the slot's key is there. */
async function holdsItsSlot(booking: Booking): Promise<boolean> {
  return booking.status !== 'cancelled' && (await isTaken(booking));
}

// The front desk ----------------------------------------------------------------------------------
// Its reads come after today's access record, its writes to a patient's booking with their entry
// (the access log, ./accessLog.ts, loaded with the front desk's page only).

const loadAccessLog = () => import('./accessLog');

/**
 * Every booking on the clinic's `date` (any status), by time: all doctors' (the front desk and the
 * owner), or one doctor's (`doctorId`: a doctor's own day, the only query the rules let them make).
 */
export async function listBookingsOn(date: string, doctorId?: string): Promise<Booking[]> {
  await (await loadAccessLog()).recordAccess(doctorId ? 'doctorDay' : 'frontDesk');
  const bookings = collection(db(), 'bookings').withConverter(bookingConverter);
  const snapshot = await getDocs(
    doctorId
      ? query(bookings, where('date', '==', date), where('doctorId', '==', doctorId), limit(BOOKING_QUERY_LIMIT))
      : query(bookings, where('date', '==', date), limit(BOOKING_QUERY_LIMIT)),
  );
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The bookings from `fromDate` on (any status), soonest first: what the front desk checks against a changed schedule. */
export async function listBookingsFrom(fromDate: string): Promise<Booking[]> {
  await (await loadAccessLog()).recordAccess('frontDesk');
  const snapshot = await getDocs(
    query(
      collection(db(), 'bookings').withConverter(bookingConverter),
      where('date', '>=', fromDate),
      orderBy('date'),
      limit(BOOKING_QUERY_LIMIT),
    ),
  );
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The front desk books `slot` for a caller (name and phone; no account), or blocks it (no patient). */
export async function addClinicBooking(input: NewBookingInput, kind: 'phone' | 'blocked'): Promise<string> {
  const id = newBookingId();
  const batch = writeBatch(db());
  // A caller's booking is a patient's data (its entry); a blocked time holds none.
  const log =
    kind === 'phone'
      ? await (
          await loadAccessLog()
        ).logWrite(batch, { collection: 'bookings', docId: id, action: 'book', patientUid: '', job: 'frontDesk' })
      : {};
  batch.set(bookingRef(id), { ...bookingDocument(newBookingFields(input, { kind, uid: '', email: '', seat: 0 })), ...log });
  holdSlot(batch, input.slot, id);
  try {
    await batch.commit();
  } catch (error) {
    if (isPermissionDenied(error) && (await isTaken(input.slot))) throw bookingFailure('slot-taken');
    throw error;
  }
  return id;
}

/** Marks a patient arrived or a no-show, or back to booked (the front desk, or the booking's doctor). */
export async function setBookingStatus(booking: Booking, status: Exclude<BookingStatus, 'cancelled'>): Promise<void> {
  const batch = writeBatch(db());
  const what = {
    collection: 'bookings',
    docId: booking.id,
    action: status,
    patientUid: booking.uid,
    job: 'marking',
    doctorId: booking.doctorId,
  } as const;
  const log = await (await loadAccessLog()).logWrite(batch, what);
  batch.update(bookingRef(booking.id), { status, updatedAt: serverTimestamp(), ...log });
  await batch.commit();
}

/** The front desk cancels a booking, with the reason the patient is told; the slot is free at once. */
export async function cancelBookingByClinic(booking: Booking, reason: string): Promise<void> {
  const batch = writeBatch(db());
  const what = { collection: 'bookings', docId: booking.id, action: 'cancel', patientUid: booking.uid, job: 'frontDesk' } as const;
  const log = await (await loadAccessLog()).logWrite(batch, what);
  batch.update(bookingRef(booking.id), {
    status: 'cancelled',
    cancelledBy: 'clinic',
    cancelReason: reason.trim(),
    updatedAt: serverTimestamp(),
    ...log,
  });
  freeSlot(batch, booking, booking.id);
  await batch.commit();
}

/** Frees a slot the clinic blocked (removes its blocking record). */
export async function unblockSlot(booking: Booking): Promise<void> {
  const batch = writeBatch(db());
  batch.delete(bookingRef(booking.id));
  freeSlot(batch, booking, booking.id);
  await batch.commit();
}
