import { BOOKING_LIMITS, MAIL_REPORT_MINUTES } from '../../config/limits';
import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import { beforeCutoff, isBookable, slotKey, slotMonthId, slotStart } from '../../lib/booking';
import { isPhoneShaped } from '../../lib/formChecks';
import { WEEKDAYS } from '../../lib/openingHours';
import type { Booking, BookingContact, BookingPolicy, BookingStatus, ClinicHours, MailStatus, Slot, VisitKind } from '../../types';
import {
  BOOKING_QUERY_LIMIT,
  bookingFailure,
  chooseSeat,
  newBookingFields,
  type BookingAccount,
  type NewBookingInput,
  whatsAppOn,
} from '../bookingDocuments';
import { hoursFromStored } from '../clinicHoursFields';
import { documentGone } from '../errors';
import { demoLogWrite, demoReadRecorded, demoRecordAccess } from './accessLogState';
import { allow, storedPolicy, storedSchedule } from './bookingState';
import {
  billReads,
  demoCan,
  demoDb,
  demoSessionUid,
  isDemoDoctorOf,
  latency,
  permissionDenied,
  requireDemoPermission,
  requireDemoSelf,
  rulesNonBlank,
  saveDemoDb,
  serverNow,
} from './store';

/**
 * Demo twin of the bookings module, with the rules' checks and refusals: a slot the doctor
 * offers now, held by one booking only, the account's places, the cut-off, the number of moves.
 */

const db = demoDb;
const copy = <T>(value: T): T => structuredClone(value);

/** The rules' verifiedUser(): the demo session's account has a verified e-mail. */
const sessionVerified = () => db().accounts.some((a) => a.uid === demoSessionUid() && a.emailVerified);

/** The rules' bookableSlot: what src/lib/booking.ts offers at the server's time, at the clinic or by video. */
function bookable(slot: Slot, forClinic: boolean, visit: VisitKind = 'clinic'): boolean {
  const doctorSchedule = storedSchedule(slot.doctorId);
  const stored = db().clinicHours;
  if (!doctorSchedule) return false;
  const context = {
    schedule: doctorSchedule,
    visit,
    hours: hoursFromStored(stored ?? undefined),
    policy: storedPolicy(),
    now: serverNow(),
    forClinic,
  };
  // No stored hours: the rules check only the doctor's sessions (the app shows the default hours).
  if (!stored) context.hours = { weekly: openAllDay(), closures: [] };
  return isBookable(slot, context) && slot.startsAt.getTime() === slotStart(slot.date, slot.time).getTime();
}

const openAllDay = () => Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '23:59' }])) as ClinicHours['weekly'];

const holder = (slot: Pick<Slot, 'doctorId' | 'date' | 'time'>) => db().bookedSlots[slotMonthId(slot)]?.[slotKey(slot)];

function hold(slot: Pick<Slot, 'doctorId' | 'date' | 'time'>, id: string): void {
  (db().bookedSlots[slotMonthId(slot)] ??= {})[slotKey(slot)] = id;
}

function free(slot: Pick<Slot, 'doctorId' | 'date' | 'time'>, id: string): void {
  const month = db().bookedSlots[slotMonthId(slot)];
  if (month?.[slotKey(slot)] === id) delete month[slotKey(slot)];
}

function find(id: string): Booking {
  const booking = db().bookings.find((b) => b.id === id);
  if (!booking) throw documentGone();
  return booking;
}

const doctorNameOk = (doctorId: string, name: string) => db().doctors.some((d) => d.id === doctorId && d.name === name);

function store(input: NewBookingInput, id: string, owner: Parameters<typeof newBookingFields>[1]): void {
  const now = serverNow();
  const fields = newBookingFields(input, owner);
  db().bookings.push({
    id,
    ...fields,
    whatsApp: fields.whatsApp ? { ...fields.whatsApp, at: now } : null,
    notices: {},
    consult: null,
    startsAt: new Date(input.slot.startsAt),
    createdAt: now,
    updatedAt: now,
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  hold(input.slot, id);
}

// Patients ----------------------------------------------------------------------------------------

export const newBookingId = (): string => crypto.randomUUID().replaceAll('-', '').slice(0, 20);

/**
 * The rules' staffReads: the front desk (allBookings) under today's record of its day, or the
 * booking's doctor under today's record of their own day (access log).
 */
const frontDeskReads = () => demoCan('allBookings') && demoReadRecorded('frontDesk');
const staffReads = (booking: Pick<Booking, 'doctorId'>) =>
  frontDeskReads() || (isDemoDoctorOf(booking.doctorId) && demoReadRecorded('doctorDay'));

/** As the rules' list of bookings by uid: the account's own, or anyone's for the front desk under its day's record. */
function mine(uid: string): Booking[] {
  if (!frontDeskReads()) requireDemoSelf(uid);
  return db().bookings.filter((b) => b.uid === uid);
}

export async function listMyUpcomingBookings(uid: string, now = new Date()): Promise<Booking[]> {
  await latency();
  const upcoming = mine(uid)
    .filter((b) => b.startsAt >= now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, BOOKING_QUERY_LIMIT);
  return billReads(copy(upcoming), upcoming.length);
}

export async function listMyBookings(uid: string): Promise<Booking[]> {
  await latency();
  const all = mine(uid)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    .slice(0, BOOKING_QUERY_LIMIT);
  return billReads(copy(all), all.length);
}

/** As the rules' get: the booker, the front desk (allBookings) or the booking's doctor reads it; null for anyone else. */
export async function getMyBooking(id: string): Promise<Booking | null> {
  await latency();
  const booking = db().bookings.find((b) => b.id === id);
  const uid = demoSessionUid();
  const readable = booking && ((uid && booking.uid === uid) || staffReads(booking));
  if (!readable) return billReads(null, 1);
  return billReads(copy(booking), 1);
}

export async function bookSlot(id: string, input: NewBookingInput, account: BookingAccount, policy: BookingPolicy): Promise<void> {
  await latency();
  const uid = demoSessionUid();
  if (db().bookings.some((b) => b.id === id && b.uid === uid)) return;
  const upcoming = mine(account.uid).filter((b) => b.startsAt >= new Date());
  const seat = chooseSeat(upcoming, policy);
  if (seat === null) throw bookingFailure('too-many-bookings');
  const taken = holder(input.slot);
  if (taken && taken !== id) throw bookingFailure('slot-taken');
  const account_ = db().accounts.find((a) => a.uid === uid);
  allow(
    uid === account.uid &&
      sessionVerified() &&
      !db().erasures?.[uid] &&
      account_?.email === account.email &&
      // The rules': WhatsApp only to a number the account proved by SMS code, while the proof
      // (phoneOwners) still names it: a number proved since by someone else is theirs.
      (!input.whatsAppTo || db().phoneOwners?.[input.whatsAppTo]?.uid === uid) &&
      rulesNonBlank(input.contact.name.trim(), BOOKING_LIMITS.name) &&
      isPhoneShaped(input.contact.phone) &&
      seat <= storedPolicy().maxUpcoming &&
      doctorNameOk(input.slot.doctorId, input.doctorName) &&
      (input.visit === undefined || input.visit === 'clinic' || input.visit === 'video') &&
      bookable(input.slot, false, input.visit),
  );
  store(input, id, { kind: 'patient', uid: account.uid, email: account.email, seat });
  db().bookingSeats[`${account.uid}_${seat}`] = id;
  saveDemoDb();
}

/** As the rules' patientStopsWhatsApp: the account's own bookings, `off` set once, nothing else. */
export async function stopMyWhatsApp(uid: string): Promise<number> {
  await latency();
  const on = mine(uid).filter(whatsAppOn);
  requireDemoSelf(uid);
  const now = serverNow();
  on.forEach((booking) => {
    if (booking.whatsApp) booking.whatsApp.off = now;
  });
  saveDemoDb();
  return on.length;
}

export async function saveBookingContact(uid: string, contact: BookingContact): Promise<void> {
  await latency();
  requireDemoSelf(uid);
  allow(rulesNonBlank(contact.name.trim(), BOOKING_LIMITS.name) && isPhoneShaped(contact.phone));
  db().bookingContacts[uid] = { name: contact.name.trim(), phone: contact.phone.trim() };
  saveDemoDb();
}

export async function getBookingContact(uid: string): Promise<BookingContact | null> {
  await latency();
  requireDemoSelf(uid);
  return billReads(copy(db().bookingContacts[uid] ?? null), 1);
}

function ownBooked(booking: Booking): Booking {
  const stored = find(booking.id);
  allow(stored.uid !== '' && stored.uid === demoSessionUid() && stored.status === 'booked');
  allow(beforeCutoff(stored.startsAt, storedPolicy(), serverNow()));
  return stored;
}

export async function cancelMyBooking(booking: Booking): Promise<void> {
  await latency();
  const stored = ownBooked(booking);
  Object.assign(stored, { status: 'cancelled', cancelledBy: 'patient', updatedAt: serverNow() });
  free(stored, stored.id);
  saveDemoDb();
}

export async function rescheduleMyBooking(booking: Booking, slot: Slot, doctorName: string): Promise<void> {
  await latency();
  const stored = ownBooked(booking);
  const taken = holder(slot);
  if (taken && taken !== stored.id) throw bookingFailure('slot-taken');
  allow(
    taken !== stored.id &&
      stored.reschedules + 1 <= storedPolicy().maxReschedules &&
      doctorNameOk(slot.doctorId, doctorName) &&
      // A move keeps the visit's kind: a video visit moves to another video slot.
      bookable(slot, false, stored.visit),
  );
  free(stored, stored.id);
  Object.assign(stored, {
    doctorId: slot.doctorId,
    doctorName,
    date: slot.date,
    time: slot.time,
    minutes: slot.minutes,
    startsAt: new Date(slot.startsAt),
    reschedules: stored.reschedules + 1,
    updatedAt: serverNow(),
  });
  hold(stored, stored.id);
  saveDemoDb();
}

export async function recordBookingMailStatus(id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await latency();
  const stored = find(id);
  allow(
    stored.uid === demoSessionUid() &&
      stored.mailStatus === 'pending' &&
      serverNow().getTime() < (stored.createdAt?.getTime() ?? 0) + MAIL_REPORT_MINUTES.account * 60_000,
  );
  stored.mailStatus = mailStatus;
  saveDemoDb();
}

/**
 * As Firebase: each booking goes with the profile and the erasure record (the account books no more).
 * The twin keeps no call documents (a call cannot be made on it: demo/videoCall.ts), so none are left behind.
 */
export async function deleteMyBookings(uid: string): Promise<void> {
  await latency();
  const bookings = mine(uid);
  // The front desk lists them, but only the patient deletes them.
  if (bookings.length > 0) requireDemoSelf(uid);
  for (const booking of bookings) {
    free(booking, booking.id);
    const seat = `${uid}_${booking.seat}`;
    if (db().bookingSeats[seat] === booking.id) delete db().bookingSeats[seat];
  }
  if (bookings.length > 0) {
    db().bookings = db().bookings.filter((b) => b.uid !== uid);
    db().users = db().users.filter((u) => u.uid !== uid);
    (db().erasures ??= {})[uid] = serverNow();
  }
  saveDemoDb();
}

// The front desk ----------------------------------------------------------------------------------
// Its reads come after today's access record, its writes to a patient's booking with their entry
// (the access log: accessLogState.ts).

const byStart = (a: Booking, b: Booking) => a.startsAt.getTime() - b.startsAt.getTime();

/**
 * As the Firebase module: every booking on `date` for the front desk (allBookings), or one doctor's
 * (`doctorId`: a doctor's own day, ownBookings, the only query the rules let a doctor make), after
 * today's access record for that purpose.
 */
export async function listBookingsOn(date: string, doctorId?: string): Promise<Booking[]> {
  await latency();
  demoRecordAccess(doctorId ? 'doctorDay' : 'frontDesk');
  saveDemoDb();
  allow(frontDeskReads() || (doctorId !== undefined && staffReads({ doctorId })));
  const bookings = db()
    .bookings.filter((b) => b.date === date && (!doctorId || b.doctorId === doctorId))
    .slice(0, BOOKING_QUERY_LIMIT)
    .sort(byStart);
  return billReads(copy(bookings), bookings.length);
}

export async function listBookingsFrom(fromDate: string): Promise<Booking[]> {
  await latency();
  demoRecordAccess('frontDesk');
  saveDemoDb();
  allow(frontDeskReads());
  const bookings = db()
    .bookings.filter((b) => b.date >= fromDate)
    .sort(byStart)
    .slice(0, BOOKING_QUERY_LIMIT);
  return billReads(copy(bookings), bookings.length);
}

export async function addClinicBooking(input: NewBookingInput, kind: 'phone' | 'blocked'): Promise<string> {
  await latency();
  requireDemoPermission('allBookings');
  const id = newBookingId();
  if (holder(input.slot)) throw bookingFailure('slot-taken');
  allow(
    doctorNameOk(input.slot.doctorId, input.doctorName) &&
      (kind === 'blocked' || (rulesNonBlank(input.contact.name.trim(), BOOKING_LIMITS.name) && isPhoneShaped(input.contact.phone))) &&
      // A caller has no account to join a call with: their visits are at the clinic.
      (kind === 'blocked' || (input.visit ?? 'clinic') === 'clinic') &&
      bookable(input.slot, true, input.visit),
  );
  // A caller's booking is a patient's data (its entry); a blocked time holds none.
  if (kind === 'phone') demoLogWrite({ collection: 'bookings', docId: id, action: 'book', patientUid: '', job: 'frontDesk' });
  store(input, id, { kind, uid: '', email: '', seat: 0 });
  saveDemoDb();
  return id;
}

/** The rules' loggedWrite: the entry names the patient the booking is stored under. */
const samePatient = (booking: Booking, stored: Booking) => booking.uid === stored.uid;

/**
 * As the rules' staffStatusChange: the front desk (allBookings), or the doctor the booking is with
 * (ownBookings), with the access log's entry.
 */
export async function setBookingStatus(booking: Booking, status: Exclude<BookingStatus, 'cancelled'>): Promise<void> {
  await latency();
  const found = db().bookings.find((b) => b.id === booking.id);
  if (!demoCan('allBookings') && !(found && isDemoDoctorOf(found.doctorId))) throw permissionDenied();
  const stored = find(booking.id);
  const started = stored.startsAt <= serverNow();
  const placeStillHeld = db().bookingSeats[`${stored.uid}_${stored.seat}`] === stored.id;
  allow(
    stored.status !== 'cancelled' &&
      (status !== 'no-show' || started) &&
      (status !== 'booked' || stored.status === 'booked' || stored.kind !== 'patient' || started || placeStillHeld) &&
      samePatient(booking, stored),
  );
  demoLogWrite({
    collection: 'bookings',
    docId: stored.id,
    action: status,
    patientUid: booking.uid,
    job: 'marking',
    doctorId: stored.doctorId,
  });
  Object.assign(stored, { status, updatedAt: serverNow() });
  saveDemoDb();
}

export async function cancelBookingByClinic(booking: Booking, reason: string): Promise<void> {
  await latency();
  requireDemoPermission('allBookings');
  const stored = find(booking.id);
  allow(stored.status === 'booked' && rulesNonBlank(reason.trim(), BOOKING_LIMITS.cancelReason) && samePatient(booking, stored));
  demoLogWrite({ collection: 'bookings', docId: stored.id, action: 'cancel', patientUid: booking.uid, job: 'frontDesk' });
  Object.assign(stored, { status: 'cancelled', cancelledBy: 'clinic', cancelReason: reason.trim(), updatedAt: serverNow() });
  free(stored, stored.id);
  saveDemoDb();
}

export async function unblockSlot(booking: Booking): Promise<void> {
  await latency();
  requireDemoPermission('allBookings');
  const stored = find(booking.id);
  allow(stored.kind === 'blocked');
  free(stored, stored.id);
  db().bookings = db().bookings.filter((b) => b.id !== stored.id);
  saveDemoDb();
}
