import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  FieldPath,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { getDocs, query, collection, where, limit } from 'firebase/firestore';
import { DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import { BOOKING_LIMITS } from '../../src/config/limits';
import type { Locale } from '../../src/config/locales';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import { freeSlots, slotKey, slotMonthId, slotsOn, timeOfMinutes } from '../../src/lib/booking';
import { addDays, clinicToday, WEEKDAYS } from '../../src/lib/openingHours';
import { seedClinicHours, seedDoctors, seedSchedules } from '../../src/seed';
import { newBookingFields } from '../../src/services/bookingDocuments';
import { scheduleFields } from '../../src/services/bookingFields';
import { hoursFields } from '../../src/services/clinicHoursFields';
import type { BookingKind, BookingPolicy, ClinicHours, DoctorSchedule, Slot } from '../../src/types';
import { emulatorProjectId } from '../../scripts/lib/emulators.mjs';
import { dayFromToday } from '../utils/dates';
import {
  addLogEntry,
  admin,
  alice,
  doctorUser,
  frontDesk,
  linkedDoctorId,
  modularFirestore,
  rulesEnvironmentForFile,
  seedStaff,
} from './setup';

/*
 * firestore.rules, "Bookings", the fields of issue 45: the WhatsApp opt-in (`whatsApp`), the
 * booking's language (`lang`) and the messages job's record of what it sent (`notices`).
 * - The opt-in is written by the patient at booking only, to the number their account verified by
 *   SMS code (the ID token's `phone_number`), at the request's time, under the booking's notice;
 *   the clinic's own bookings carry none. Later the booker may only turn it off (`whatsApp.off`).
 * - `notices` is written by the job alone, through the Admin SDK (rules off here): no client
 *   write carries it, whoever writes.
 * Batches are written as the service writes them (src/services/firebase/bookings.ts), as in
 * tests/rules/bookings.rules.test.ts, whose helpers these are cut down from.
 */

type User = { uid: string; token: TokenOptions & { email: string } };

const env = rulesEnvironmentForFile();

const as = (user: User) => modularFirestore(env().authenticatedContext(user.uid, user.token));
const visitor = () => modularFirestore(env().unauthenticatedContext());

/** The number Alice verified by SMS code (E.164, as Firebase Auth puts it in the token). */
const ALICE_PHONE = '+919845012345';
const BOB_PHONE = '+919880011223';
/** Alice with her phone verified (setup's `alice` has no phone in her token). */
const aliceTel: User = { uid: 'alice', token: { email: 'alice@example.com', email_verified: true, phone_number: ALICE_PHONE } };
const bobTel: User = { uid: 'bob', token: { email: 'bob@example.com', email_verified: true, phone_number: BOB_PHONE } };
/** The front desk, with a phone of its own verified: the clinic's bookings take no opt-in even so. */
const frontDeskTel: User = { ...frontDesk, token: { ...frontDesk.token, phone_number: '+918041234567' } };

const IYER = 'dr-ananya-iyer';
const KULKARNI = 'dr-rohan-kulkarni';
const doctorName = (id: string) => seedDoctors.find((d) => d.id === id)?.name ?? 'Dr. Nobody';
const seededSchedule = (id: string) => seedSchedules.find((s) => s.doctorId === id)!;
const contact = { name: 'Alice Fernandes', phone: '+91 98450 12345' };
const reason = 'Dr. Iyer is away that day';
const MINUTE = 60_000;

let ids = 0;
/** A booking id as the service makes one (letters and digits). */
const newId = () => `booking${Date.now()}x${++ids}`;

// The clinic's settings ------------------------------------------------------------------------

async function seed(write: (db: Firestore) => Promise<unknown>) {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await write(modularFirestore(ctx));
  });
}

const storeSchedule = (schedule: DoctorSchedule) =>
  seed((db) => setDoc(doc(db, 'doctorSchedules', schedule.doctorId), { ...scheduleFields(schedule), updatedAt: Timestamp.now() }));
const storeHours = (hours: ClinicHours) =>
  seed((db) => setDoc(doc(db, 'clinic/hours'), { ...hoursFields(hours), updatedAt: Timestamp.now() }));
const storePolicy = (policy: Partial<BookingPolicy>) =>
  seed((db) => setDoc(doc(db, 'clinic/booking'), { ...DEFAULT_BOOKING_POLICY, ...policy, updatedAt: Timestamp.now() }));

beforeEach(async () => {
  await env().clearFirestore();
  await seedStaff(env());
  await seed(async (db) => {
    await setDoc(doc(db, 'users/bob'), { uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '' });
    for (const doctor of seedDoctors) await setDoc(doc(db, 'doctors', doctor.id), { name: doctor.name });
  });
  for (const schedule of seedSchedules) await storeSchedule(schedule);
  await storeHours(seedClinicHours);
});

// Slots ------------------------------------------------------------------------------------------

/** The doctor's free slots the rules accept now, soonest first (as in bookings.rules.test.ts). */
function bookableSlots(doctorId = IYER, policy: BookingPolicy = DEFAULT_BOOKING_POLICY): Slot[] {
  return freeSlots({
    schedule: seededSchedule(doctorId),
    hours: seedClinicHours,
    policy: { ...policy, horizonDays: policy.horizonDays - 1 },
    taken: new Set(),
    now: new Date(Date.now() + 5 * MINUTE),
  });
}

/** Bookable slots past the cut-off (and a margin): a move or a cancel of them is the patient's to make. */
const changeableSlots = (doctorId = IYER): Slot[] =>
  bookableSlots(doctorId).filter(
    (slot) => slot.startsAt.getTime() > Date.now() + (DEFAULT_BOOKING_POLICY.cancelCutoffMinutes + 30) * MINUTE,
  );

/** The first slot of a day at least two days ahead. */
const laterSlot = (doctorId = IYER) => bookableSlots(doctorId).find((slot) => slot.date >= dayFromToday(2))!;

/** A week with sessions round the clock (10-minute slots): slots at any distance from now. */
const allDaySchedule: DoctorSchedule = {
  doctorId: IYER,
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '23:55' }]])) as DoctorSchedule['weekly'],
  slotMinutes: 10,
  leave: [],
};
const allDayHours: ClinicHours = {
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '23:59' }])) as ClinicHours['weekly'],
  closures: [],
};

/** The first slot of the round-the-clock week that starts at or after `instant`. */
function slotFrom(instant: Date): Slot {
  const context = {
    schedule: allDaySchedule,
    hours: allDayHours,
    policy: { ...DEFAULT_BOOKING_POLICY, noticeMinutes: 0, horizonDays: 60 },
    now: instant,
  };
  const today = clinicToday(instant);
  return [...slotsOn(today, context), ...slotsOn(addDays(today, 1), context)][0];
}
const minutesFromNow = (minutes: number) => slotFrom(new Date(Date.now() + minutes * MINUTE));

// Documents and batches, as the service writes them --------------------------------------------------

interface BookOptions {
  by?: User;
  id?: string;
  kind?: BookingKind;
  seat?: number;
  /** The page's language (newBookingFields). */
  lang?: Locale;
  /** The number the patient opted in with (newBookingFields' whatsAppTo); the service adds `at`. */
  whatsAppTo?: string | null;
  /** Fields of the booking to change; a field set to `undefined` is left out. */
  fields?: Record<string, unknown>;
  /** The access-log entry: by default, a staff member's booking of a caller carries one. */
  log?: boolean;
}

/** The stored booking as the service writes it (newBookingFields, the times, the notice version, the opt-in's time), `fields` changed. */
function bookingData(slot: Slot, { by = aliceTel, kind = 'patient', seat = 1, lang, whatsAppTo, fields = {} }: BookOptions = {}) {
  const clinicOwn = kind !== 'patient';
  const owner = { kind, uid: clinicOwn ? '' : by.uid, email: clinicOwn ? '' : by.token.email, seat: clinicOwn ? 0 : seat };
  const base = newBookingFields({ slot, doctorName: doctorName(slot.doctorId), contact, lang, whatsAppTo }, owner);
  const data: Record<string, unknown> = {
    ...base,
    whatsApp: base.whatsApp ? { ...base.whatsApp, at: serverTimestamp() } : null,
    startsAt: Timestamp.fromDate(slot.startsAt),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...fields,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

type SlotOf = Pick<Slot, 'doctorId' | 'date' | 'time'>;
const bookingRef = (db: Firestore, id: string) => doc(db, 'bookings', id);
const monthRef = (db: Firestore, slot: SlotOf) => doc(db, 'bookedSlots', slotMonthId(slot));
const mirrorRef = (db: Firestore, slot: SlotOf) => doc(db, 'takenSlots', slotMonthId(slot));
const seatRef = (db: Firestore, uid: string, seat: number) => doc(db, 'bookingSeats', `${uid}_${seat}`);

/** The role each staff account's entries name. */
const ROLE_OF: Record<string, string> = { admin: 'owner', frontdesk: 'frontDesk', doctor: 'doctor' };

/** In `batch`: the access-log entry of `by`'s write about booking `docId`; returns the field the booking carries. */
const logIn = (batch: WriteBatch, db: Firestore, by: User, entry: { docId: string; action: string; patientUid: string }) =>
  addLogEntry(db, batch, { by: by.uid, role: ROLE_OF[by.uid], collection: 'bookings', ...entry });

/** In `batch`: booking `id` holds the slot, and the public mirror shows it taken. */
function holdSlot(batch: WriteBatch, db: Firestore, slot: SlotOf, id: string) {
  batch.set(
    monthRef(db, slot),
    { doctorId: slot.doctorId, month: slot.date.slice(0, 7), taken: { [slotKey(slot)]: id }, booking: id, updatedAt: serverTimestamp() },
    { merge: true },
  );
  batch.set(mirrorRef(db, slot), { taken: { [slotKey(slot)]: true } }, { merge: true });
}

/** In `batch`: the slot booking `id` held is free, in the mirror too. */
function freeSlot(batch: WriteBatch, db: Firestore, slot: SlotOf, id: string) {
  batch.update(monthRef(db, slot), new FieldPath('taken', slotKey(slot)), deleteField(), 'booking', id, 'updatedAt', serverTimestamp());
  batch.update(mirrorRef(db, slot), new FieldPath('taken', slotKey(slot)), deleteField());
}

/** The batch of a new booking: the booking, its slot held, the account's place (a caller's booking: its entry). */
function book(slot: Slot, options: BookOptions = {}): Promise<void> {
  const { by = aliceTel, id = newId(), kind = 'patient', seat = 1 } = options;
  const { log = kind === 'phone' && by.uid in ROLE_OF } = options;
  const db = as(by);
  const batch = writeBatch(db);
  const entry = log ? logIn(batch, db, by, { docId: id, action: 'book', patientUid: '' }) : {};
  batch.set(bookingRef(db, id), { ...bookingData(slot, options), ...entry });
  holdSlot(batch, db, slot, id);
  if (kind === 'patient') batch.set(seatRef(db, by.uid, seat), { uid: by.uid, seat, bookingId: id });
  return batch.commit();
}

/** An opt-in as a booking stores it (rules off: its time is the seed's). */
const optIn = (to = ALICE_PHONE) => ({ to, at: Timestamp.now(), notice: PRIVACY_NOTICE_VERSION });

/** What the job records (src/types BookingNotice), as the Admin SDK writes it. */
const sentNotice = (slot: Slot) => ({
  status: 'sent',
  tries: 1,
  run: 'run1',
  claimedUntil: Timestamp.fromMillis(Date.now() + 10 * MINUTE),
  sentAt: Timestamp.now(),
  error: '',
  for: Timestamp.fromDate(slot.startsAt),
});

/** A booking as earlier writes left it (rules off): the booking, its slot held unless cancelled, its place. */
async function seedBooking(id: string, slot: Slot, options: BookOptions = {}) {
  const { by = aliceTel, kind = 'patient', seat = 1 } = options;
  const data = bookingData(slot, { ...options, fields: { createdAt: Timestamp.now(), updatedAt: Timestamp.now(), ...options.fields } });
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(bookingRef(db, id), data);
    if (data.status !== 'cancelled') holdSlot(batch, db, slot, id);
    if (kind === 'patient') batch.set(seatRef(db, by.uid, seat), { uid: by.uid, seat, bookingId: id });
    await batch.commit();
  });
}

/** The stored booking, read with the rules off. */
async function stored(id: string): Promise<Record<string, unknown>> {
  let data: Record<string, unknown> = {};
  await seed(async (db) => {
    data = (await getDoc(bookingRef(db, id))).data() ?? {};
  });
  return data;
}

/** The slots taken in the slot's month (slot -> booking id), read with the rules off. */
async function takenIn(slot: SlotOf): Promise<Record<string, string>> {
  let taken: Record<string, string> = {};
  await seed(async (db) => {
    taken = ((await getDoc(monthRef(db, slot))).data()?.taken ?? {}) as Record<string, string>;
  });
  return taken;
}

/** The patient's cancel of booking `id`, its slot freed, with `fields` in the same update. */
function cancel(by: User, id: string, slot: SlotOf, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  batch.update(bookingRef(db, id), { status: 'cancelled', cancelledBy: 'patient', updatedAt: serverTimestamp(), ...fields });
  freeSlot(batch, db, slot, id);
  return batch.commit();
}

/** The clinic's cancel of booking `id` with a reason and its entry, its slot freed, with `fields` in the same update. */
function clinicCancel(by: User, id: string, slot: SlotOf, patientUid: string, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  const entry = logIn(batch, db, by, { docId: id, action: 'cancel', patientUid });
  batch.update(bookingRef(db, id), {
    status: 'cancelled',
    cancelledBy: 'clinic',
    cancelReason: reason,
    updatedAt: serverTimestamp(),
    ...entry,
    ...fields,
  });
  freeSlot(batch, db, slot, id);
  return batch.commit();
}

/** A staff status change of booking `id` with its entry, with `fields` in the same update. */
function setStatus(by: User, id: string, status: string, patientUid: string, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  const entry = logIn(batch, db, by, { docId: id, action: status, patientUid });
  batch.update(bookingRef(db, id), { status, updatedAt: serverTimestamp(), ...entry, ...fields });
  return batch.commit();
}

/** The patient's move of booking `id` from `from` to `to` within one month (one update of the month). */
function reschedule(by: User, id: string, from: Slot, to: Slot, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  batch.update(bookingRef(db, id), {
    doctorId: to.doctorId,
    doctorName: doctorName(to.doctorId),
    date: to.date,
    time: to.time,
    minutes: to.minutes,
    startsAt: Timestamp.fromDate(to.startsAt),
    reschedules: 1,
    updatedAt: serverTimestamp(),
    ...fields,
  });
  batch.update(
    monthRef(db, to),
    new FieldPath('taken', slotKey(to)),
    id,
    new FieldPath('taken', slotKey(from)),
    deleteField(),
    'booking',
    id,
    'updatedAt',
    serverTimestamp(),
  );
  batch.update(mirrorRef(db, to), new FieldPath('taken', slotKey(to)), true, new FieldPath('taken', slotKey(from)), deleteField());
  return batch.commit();
}

/** "Stop WhatsApp messages", as the service writes it: `whatsApp.off` = the server's time (and any `more` field paths and values). */
const stopWhatsApp = (by: User, id: string, off: unknown = serverTimestamp(), ...more: unknown[]) =>
  updateDoc(bookingRef(as(by), id), new FieldPath('whatsApp', 'off'), off, ...more);

/** 2,000 other bookings' slots in the slot's month, none of them `keep`'s: a nearly full month. */
function otherBookings(slot: SlotOf, keep: SlotOf[]): Record<string, string> {
  const kept = new Set(keep.map(slotKey));
  const keys = Array.from({ length: 2000 }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    return `${slot.date.slice(0, 7)}-${day}T${timeOfMinutes(Math.floor(i / 28) * 10)}`;
  }).filter((key) => !kept.has(key));
  return Object.fromEntries(keys.map((key, i) => [key, `other${i}`]));
}

/** Stores the slot's month (rules off) with `others` taken, the mirror to match. */
async function fillMonth(slot: SlotOf, others: Record<string, string>) {
  await seed(async (db) => {
    await setDoc(monthRef(db, slot), {
      doctorId: slot.doctorId,
      month: slot.date.slice(0, 7),
      taken: others,
      booking: 'seed',
      updatedAt: Timestamp.now(),
    });
    await setDoc(mirrorRef(db, slot), { taken: Object.fromEntries(Object.keys(others).map((key) => [key, true])) });
  });
}


// ===================== zz attack tests (scratch, issue 45 review) =====================
const exec = promisify(execFile);
interface Posted { channel: string; to: string; kind: string; bookingId: string; text: string }
const outbox = { url: '', delivered: [] as Posted[] };
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (c: string) => (body += c));
    request.on('end', () => { outbox.delivered.push(JSON.parse(body) as Posted); response.writeHead(200).end('{}'); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  outbox.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/outbox`;
});
afterAll(async () => { await new Promise((r) => server.close(r)); });
beforeEach(() => { outbox.delivered = []; });
const notify = async (now: Date) => (await exec('node', ['scripts/notify.mjs', '--now', now.toISOString(), '--outbox-url', outbox.url])).stdout;

function move(by: User, id: string, from: Slot, to: Slot, n: number, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  batch.update(bookingRef(db, id), {
    doctorId: to.doctorId, doctorName: doctorName(to.doctorId), date: to.date, time: to.time, minutes: to.minutes,
    startsAt: Timestamp.fromDate(to.startsAt), reschedules: n, updatedAt: serverTimestamp(), ...fields,
  });
  batch.update(monthRef(db, to), new FieldPath('taken', slotKey(to)), id, new FieldPath('taken', slotKey(from)), deleteField(), 'booking', id, 'updatedAt', serverTimestamp());
  batch.update(mirrorRef(db, to), new FieldPath('taken', slotKey(to)), true, new FieldPath('taken', slotKey(from)), deleteField());
  return batch.commit();
}

describe('ATTACK 1: messages to an address/number not one’s own', () => {
  it('create: someone else’s e-mail, an unverified e-mail, staff making a patient booking', async () => {
    const slot = laterSlot();
    const r: Record<string, boolean> = {};
    const t = async (name: string, p: Promise<unknown>) => { try { await p; r[name] = true; } catch { r[name] = false; } };
    await t('alice books with email bob@', book(slot, { fields: { email: 'bob@example.com' } }));
    await t('unverified victim email', book(slot, { by: { uid: 'mallory', token: { email: 'victim@example.com', email_verified: false, phone_number: '+919000000001' } } }));
    await t('verified mallory, email victim', book(slot, { by: { uid: 'mallory', token: { email: 'mallory@example.com', email_verified: true } }, fields: { email: 'victim@example.com' } }));
    await t('phone-only token (no email) claims email_verified', book(slot, { by: { uid: 'tel', token: { email: '', email_verified: false, phone_number: '+919000000002' } } as User }));
    await t('frontdesk books kind patient for alice', book(slot, { by: frontDesk, kind: 'patient', fields: { uid: 'alice', email: 'alice@example.com', seat: 1 } }));
    await t('frontdesk books phone-kind with email', book(slot, { by: frontDesk, kind: 'phone', fields: { email: 'victim@example.com' } }));
    await t('frontdesk books kind patient for itself w/ victim email', book(slot, { by: frontDeskTel, kind: 'patient', fields: { email: 'victim@example.com' } }));
    await t('aliceTel optin to bob phone', book(slot, { whatsAppTo: BOB_PHONE }));
    console.log('ATTACK1-create', JSON.stringify(r, null, 1));
    expect(Object.values(r).every((v) => v === false)).toBe(true);
  });

  it('update: changing email / whatsApp.to / kind through every allowed update', async () => {
    const [slot, to] = changeableSlots(KULKARNI);
    await seedBooking('visit', slot, { whatsAppTo: ALICE_PHONE });
    await seedBooking('caller', changeableSlots(IYER)[0], { by: frontDesk, kind: 'phone' });
    const r: Record<string, boolean> = {};
    const t = async (name: string, p: Promise<unknown>) => { try { await p; r[name] = true; } catch { r[name] = false; } };
    const ref = bookingRef(as(aliceTel), 'visit');
    await t('reschedule+email', move(aliceTel, 'visit', slot, to, 1, { email: 'victim@example.com' }));
    await t('reschedule+whatsApp.to', move(aliceTel, 'visit', slot, to, 1, { 'whatsApp.to': BOB_PHONE }));
    await t('reschedule+lang', move(aliceTel, 'visit', slot, to, 1, { lang: 'hi' }));
    await t('cancel+email', cancel(aliceTel, 'visit', slot, { email: 'victim@example.com' }));
    await t('mailReport+email', updateDoc(ref, { mailStatus: 'sent', email: 'victim@example.com' }));
    await t('mailReport+whatsApp', updateDoc(ref, { mailStatus: 'sent', whatsApp: optIn(BOB_PHONE) }));
    await t('stop+email', stopWhatsApp(aliceTel, 'visit', serverTimestamp(), 'email', 'victim@example.com'));
    await t('stop with whole map (to changed)', updateDoc(ref, { whatsApp: { to: BOB_PHONE, at: (optIn().at), notice: PRIVACY_NOTICE_VERSION, off: serverTimestamp() } }));
    await t('frontdesk cancel+email', clinicCancel(frontDesk, 'visit', slot, 'alice', { email: 'victim@example.com' }));
    await t('frontdesk status+email', setStatus(frontDesk, 'visit', 'arrived', 'alice', { email: 'victim@example.com' }));
    await t('frontdesk status+whatsApp', setStatus(frontDesk, 'visit', 'arrived', 'alice', { whatsApp: optIn(BOB_PHONE) }));
    await t('frontdesk turns caller into patient w/ email', setStatus(frontDesk, 'caller', 'arrived', '', { kind: 'patient', email: 'victim@example.com' }));
    await t('frontdesk cancel caller + kind patient + email', clinicCancel(frontDesk, 'caller', changeableSlots(IYER)[0], '', { kind: 'patient', email: 'victim@example.com' }));
    console.log('ATTACK1-update', JSON.stringify(r, null, 1));
    expect(Object.values(r).every((v) => v === false)).toBe(true);
    // Controls: the legitimate writes still pass.
    await assertSucceeds(move(aliceTel, 'visit', slot, to, 1));
  });
});

describe('ATTACK 2: repeated messages', () => {
  it('reminders: a patient moving a booking back and forth inside 24 h', async () => {
    await storeSchedule(allDaySchedule);
    await storeHours(allDayHours);
    const tomorrow = addDays(clinicToday(), 1);
    const T = new Date(`${tomorrow}T10:00:00+05:30`);
    const S1 = slotFrom(new Date(T.getTime() + 2 * 3600_000));
    const S2 = slotFrom(new Date(T.getTime() + 3 * 3600_000));
    const threeDaysAgo = Timestamp.fromMillis(Date.now() - 3 * 86400_000);
    await seedBooking('loop', S1, {
      whatsAppTo: ALICE_PHONE,
      fields: { createdAt: threeDaysAgo, updatedAt: threeDaysAgo, notices: { confirmation_email: sentNotice(S1), confirmation_whatsapp: sentNotice(S1) } },
    });
    const log: string[] = [];
    log.push(await notify(T));
    await assertSucceeds(move(aliceTel, 'loop', S1, S2, 1));
    log.push(await notify(new Date(T.getTime() + 10 * 60_000)));
    await assertSucceeds(move(aliceTel, 'loop', S2, S1, 2));
    log.push(await notify(new Date(T.getTime() + 20 * 60_000)));
    await assertFails(move(aliceTel, 'loop', S1, S2, 3));
    const reminders = outbox.delivered.filter((m) => m.kind === 'reminder');
    console.log('ATTACK2-reminders', reminders.map((m) => `${m.channel} ${m.to}`), log.map((l) => l.trim().split('\n').slice(-1)[0]));
    expect(reminders).toHaveLength(6);
  }, 180_000);

  it('confirmations: book, let the job confirm, cancel, book again', async () => {
    const slots = changeableSlots(KULKARNI);
    for (let i = 0; i < 3; i++) {
      const id = `cycle${i}`;
      await assertSucceeds(book(slots[i], { id, whatsAppTo: ALICE_PHONE }));
      await notify(new Date(Date.now() + 60_000));
      await assertSucceeds(cancel(aliceTel, id, slots[i]));
    }
    const confirmations = outbox.delivered.filter((m) => m.kind === 'confirmation');
    console.log('ATTACK2-confirmations', confirmations.map((m) => `${m.bookingId} ${m.channel}`));
    expect(confirmations).toHaveLength(6);
  }, 180_000);
});

describe('ATTACK 4: reading notices / opt-ins of others', () => {
  it('another patient cannot get or list alice’s booking (with notices and whatsApp.to)', async () => {
    const slot = laterSlot();
    await seedBooking('visit', slot, { whatsAppTo: ALICE_PHONE, fields: { notices: { confirmation_email: sentNotice(slot) } } });
    await assertFails(getDoc(bookingRef(as(bobTel), 'visit')));
    await assertFails(getDocs(query(collection(as(bobTel), 'bookings'), where('uid', '==', 'alice'), limit(10))));
    await assertFails(getDoc(bookingRef(visitor(), 'visit')));
    await assertSucceeds(getDoc(bookingRef(as(aliceTel), 'visit')));
  });
});

describe('ATTACK 5: phone sign-in on the Auth emulator', () => {
  it('a linked phone becomes a sign-in method: the SMS code alone signs in to the e-mail account', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!host) { console.log('ATTACK5: no auth emulator'); return; }
    const base = `http://${host}`;
    const project = emulatorProjectId;
    const post = async (path: string, body: unknown) => (await fetch(`${base}/identitytoolkit.googleapis.com/v1/${path}?key=fake`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, string>>;
    const code = async (phone: string) => {
      const all = (await (await fetch(`${base}/emulator/v1/projects/${project}/verificationCodes`)).json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
      return all.verificationCodes.filter((c) => c.phoneNumber === phone).at(-1)!.code;
    };
    const PHONE = '+919811122233';
    const victim = await post('accounts:signUp', { email: 'zzvictim@example.com', password: 'secret-pass-1', returnSecureToken: true });
    const s1 = await post('accounts:sendVerificationCode', { phoneNumber: PHONE });
    const linked = await post('accounts:signInWithPhoneNumber', { sessionInfo: s1.sessionInfo, code: await code(PHONE), idToken: victim.idToken });
    // Someone else, with the SMS only (no password): sign in with the phone number.
    const s2 = await post('accounts:sendVerificationCode', { phoneNumber: PHONE });
    const other = await post('accounts:signInWithPhoneNumber', { sessionInfo: s2.sessionInfo, code: await code(PHONE) });
    const claims = JSON.parse(Buffer.from(String(other.idToken).split('.')[1], 'base64url').toString());
    console.log('ATTACK5', { victim: victim.localId, linked: linked.localId, phoneSignIn: other.localId, isNewUser: other.isNewUser, email: claims.email, provider: claims.firebase?.sign_in_provider });
    // A second account trying to link the same number: what does it learn before the code? after?
    const m = await post('accounts:signUp', { email: 'zzmallory@example.com', password: 'secret-pass-2', returnSecureToken: true });
    const s3 = await post('accounts:sendVerificationCode', { phoneNumber: PHONE });
    console.log('ATTACK5 send to a linked number (no code yet):', JSON.stringify(s3).slice(0, 80));
    const clash = await post('accounts:signInWithPhoneNumber', { sessionInfo: s3.sessionInfo, code: await code(PHONE), idToken: m.idToken });
    console.log('ATTACK5 link clash with the code:', JSON.stringify(clash).slice(0, 200));
    expect(other.localId).toBe(victim.localId);
  });
});
