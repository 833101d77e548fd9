import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import { BOOKING_LIMITS } from '../../src/config/limits';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import { freeSlots, slotKey, slotMonthId, timeOfMinutes } from '../../src/lib/booking';
import { addDays, clinicToday, WEEKDAYS } from '../../src/lib/openingHours';
import { seedClinicHours } from '../../src/seed';
import { loggedDeleteId } from '../../src/services/accessLogFields';
import { scheduleFields } from '../../src/services/bookingFields';
import { hoursFields } from '../../src/services/clinicHoursFields';
import type { ClinicHours, DoctorSchedule, LoggedCollection, Slot, VisitKind } from '../../src/types';
import { emulatorPort, emulatorProjectId } from '../../scripts/lib/emulators.mjs';

// Rules tests expect refusals and assert each one; the SDK's own log of every refused call is noise.
setLogLevel('silent');

/**
 * Whether the Storage emulator runs: `firebase emulators:exec` sets this variable only then. It
 * needs a rules runtime that only firebase-tools' download provides (scripts/lib/emulatorRuntime.mjs).
 */
export const storageEmulatorRunning = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

/** A rules test environment on the Emulator Suite started by `npm test` or `npm run test:emulators`. */
export async function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: emulatorProjectId,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: emulatorPort('firestore') },
    ...(storageEmulatorRunning
      ? { storage: { rules: readFileSync('storage.rules', 'utf8'), host: '127.0.0.1', port: emulatorPort('storage') } }
      : {}),
  });
}

export const alice = { uid: 'alice', token: { email: 'alice@example.com', email_verified: true } };
export const bob = { uid: 'bob', token: { email: 'bob@example.com', email_verified: true } };
export const admin = { uid: 'admin', token: { email: 'admin@example.com', email_verified: true } };

export const aliceProfile = { uid: 'alice', displayName: 'Alice Fernandes', email: 'alice@example.com', photoURL: '' };

/** Starts the environment before a file's tests and cleans it up after; call `env()` inside tests. */
export function rulesEnvironmentForFile(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await rulesTestEnvironment();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules test environment is not started yet');
    return env;
  };
}

/** Staff accounts, one per role (src/config/staffRoles.ts); `admin` is the owner. */
export const frontDesk = { uid: 'frontdesk', token: { email: 'frontdesk@example.com', email_verified: true } };
export const doctorUser = { uid: 'doctor', token: { email: 'doctor@example.com', email_verified: true } };
export const editor = { uid: 'editor', token: { email: 'editor@example.com', email_verified: true } };

/** The doctor profile the `doctor` account is linked to (seedStaff writes it). */
export const linkedDoctorId = 'linked-doctor';

/**
 * The owner's (`admin`) and Alice's profiles, as make-admin and a first sign-in leave them (a
 * first sign-in writes no roles), clinic/owners naming the owner, the addresses the two verified,
 * and the owner's name kept for staff, as make-admin keeps it.
 */
export async function seedProfiles(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    await setDoc(doc(db, 'users/admin'), {
      uid: 'admin',
      displayName: 'Dr. Kavya Rao',
      email: 'admin@example.com',
      photoURL: '',
      roles: ['owner'],
      doctorId: '',
      staff: true,
    });
    await setDoc(doc(db, 'clinic/owners'), { uids: { admin: true } });
    await setDoc(doc(db, 'accountEmails/admin@example.com'), { uid: 'admin' });
    await setDoc(doc(db, 'accountEmails/alice@example.com'), { uid: 'alice' });
    await setDoc(doc(db, 'clinic/reservedNames'), { names: { kavyarao: 'staff' } });
    await setDoc(doc(db, 'users/alice'), { uid: 'alice', displayName: 'Alice', email: 'alice@example.com', photoURL: '' });
  });
}

/**
 * seedProfiles, and one account for each other role: front desk, a doctor linked to
 * `linkedDoctorId` (its profile is written too, and clinic/doctorLinks gives it to them), a content editor.
 */
export async function seedStaff(env: RulesTestEnvironment): Promise<void> {
  await seedProfiles(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    const staffProfile = (uid: string, name: string, roles: string[], doctorId = '') => ({
      uid,
      displayName: name,
      email: `${uid}@example.com`,
      photoURL: '',
      roles,
      doctorId,
      staff: true,
    });
    await setDoc(doc(db, `doctors/${linkedDoctorId}`), doctorProfile({ name: 'Dr. Ananya Iyer', order: 1 }));
    await setDoc(doc(db, 'users/frontdesk'), staffProfile('frontdesk', 'Lakshmi Gowda', ['frontDesk']));
    await setDoc(doc(db, 'users/doctor'), staffProfile('doctor', 'Dr. Ananya Iyer', ['doctor'], linkedDoctorId));
    await setDoc(doc(db, 'users/editor'), staffProfile('editor', 'Rahul Verma', ['editor']));
    for (const uid of ['frontdesk', 'doctor', 'editor']) await setDoc(doc(db, `accountEmails/${uid}@example.com`), { uid });
    // One account per doctor profile (clinic/doctorLinks, as Admin → Staff or make-admin links one).
    await setDoc(doc(db, 'clinic/doctorLinks'), { doctors: { [linkedDoctorId]: 'doctor' } });
  });
}

/**
 * Writes (or reads) around the rules, as the Admin SDK would: `const seed = withoutRules(env)` in a
 * file, then `await seed(async (db) => …)`.
 */
export const withoutRules =
  (env: () => RulesTestEnvironment) =>
  async (write: (db: Firestore) => Promise<unknown>): Promise<void> => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await write(modularFirestore(ctx));
    });
  };

/** A stored document's data, read around the rules; undefined where there is none. */
export async function storedData(env: () => RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await withoutRules(env)(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

/** Whether a document is stored (read around the rules). */
export const exists = async (env: () => RulesTestEnvironment, path: string) => (await storedData(env, path)) !== undefined;

/** A signed-in account of the tests: its uid and its ID token's claims. */
export type TestUser = { uid: string; token: TokenOptions };

/**
 * A file's clients on its environment: `as(user)` (a visitor for null), `visitor()`, `seed`
 * (withoutRules), and `stored(path)` and `exists(path)` read around the rules.
 * `const { env, as, visitor, seed } = rulesFile()` at a file's top.
 */
export function clientsOf(env: () => RulesTestEnvironment) {
  const as = (user: TestUser | null) =>
    modularFirestore(user ? env().authenticatedContext(user.uid, user.token) : env().unauthenticatedContext());
  const seed = withoutRules(env);
  /** A document as stored, read with the rules off (undefined when there is none). */
  const stored = (path: string): Promise<Record<string, unknown> | undefined> => storedData(env, path);
  return { as, visitor: () => as(null), seed, stored, exists: (path: string) => exists(env, path) };
}

/** rulesEnvironmentForFile and the clients on it (clientsOf): a rules test file's start. */
export function rulesFile() {
  const env = rulesEnvironmentForFile();
  return { env, ...clientsOf(env) };
}

/**
 * A test context's Firestore, for the modular API. rules-unit-testing types it as the compat
 * instance; the same object works with the modular functions (its documented use).
 */
export const modularFirestore = (context: RulesTestContext): Firestore => context.firestore() as unknown as Firestore;

/** A profile as the editor saves one (src/services/doctorFields.ts). */
export const doctorProfile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dr. Meera Shah',
  photo: 'https://firebasestorage.googleapis.com/v0/b/x/o/doctor-photos%2Fa.webp?alt=media',
  photoAlt: 'Portrait of Dr. Meera Shah',
  qualifications: 'MBBS, MD (Paediatrics)',
  registrationNumber: 'KMC 112233',
  registrationCouncil: 'Karnataka Medical Council',
  specialities: ['Paediatrics'],
  languages: ['English', 'Gujarati'],
  consultingHours: 'Monday to Friday, 10 am to 2 pm',
  bio: 'Children and their parents.',
  order: 3,
  updatedAt: serverTimestamp(),
  ...overrides,
});

/**
 * A staff member's read record as the page writes it (firestore.rules: readRecorded), for today
 * unless `changes` say otherwise; it is stored under `${by}_${day}_${purpose}`.
 */
export const readRecord = (by: string, purpose: string, role: string, changes: Record<string, unknown> = {}) => ({
  kind: 'read',
  by,
  role,
  purpose,
  at: serverTimestamp(),
  day: clinicToday(),
  ...changes,
});

/**
 * Writes today's access record of `user` for `purpose` (rules disabled), as the page does before
 * it reads patients' data (firestore.rules: readRecorded).
 */
export async function recordRead(
  env: RulesTestEnvironment,
  uid: string,
  purpose: 'frontDesk' | 'doctorDay' | 'inbox',
  role = 'owner',
): Promise<void> {
  // The clinic's date now, as the rules' clinicDay() computes it.
  const day = clinicToday();
  await env.withSecurityRulesDisabled((ctx) =>
    setDoc(doc(modularFirestore(ctx), `accessLog/${uid}_${day}_${purpose}`), readRecord(uid, purpose, role, { day })),
  );
}

/**
 * What a staff member's page read of a stored document before deleting it (rules disabled): the
 * patient it names (`uid`, '' for none) and its `createdAt`, which a delete's entry names.
 */
export async function storedForDelete(env: RulesTestEnvironment, path: string): Promise<{ uid: string; createdAt: Date | null }> {
  let stored: { uid: string; createdAt: Date | null } = { uid: '', createdAt: null };
  await env.withSecurityRulesDisabled(async (ctx) => {
    const data = (await getDoc(doc(modularFirestore(ctx), path))).data();
    const createdAt = data?.createdAt as Timestamp | undefined;
    stored = { uid: String(data?.uid ?? ''), createdAt: createdAt ? createdAt.toDate() : null };
  });
  return stored;
}

/**
 * Adds a staff write's access-log entry to `batch` and returns the field its target carries
 * (`{ logEntry }`; for a delete, the entry has the id the rules look for, made from the deleted
 * document's `createdAt` (storedForDelete), and nothing is returned).
 */
export function addLogEntry(
  db: Firestore,
  batch: WriteBatch,
  entry: { by: string; role?: string; collection: string; docId: string; action: string; patientUid?: string; createdAt?: Date | null },
): { logEntry: string } | Record<string, never> {
  const ref =
    entry.action === 'delete'
      ? doc(db, 'accessLog', loggedDeleteId(entry.collection as LoggedCollection, entry.docId, entry.createdAt ?? null, entry.by))
      : doc(collection(db, 'accessLog'));
  batch.set(ref, {
    kind: 'write',
    by: entry.by,
    role: entry.role ?? 'owner',
    collection: entry.collection,
    docId: entry.docId,
    action: entry.action,
    patientUid: entry.patientUid ?? '',
    at: serverTimestamp(),
    day: clinicToday(),
  });
  return entry.action === 'delete' ? {} : { logEntry: ref.id };
}

/** The role each staff account's entries name (the one it holds for the front desk's work). */
export const ROLE_OF: Record<string, string> = { admin: 'owner', frontdesk: 'frontDesk', doctor: 'doctor' };

/**
 * A staff write's access-log entry: `false` for none, or what to change in the entry the write
 * should carry (firestore.rules, loggedWrite), e.g. another action, document or patient.
 */
export type LogOption =
  | false
  | Partial<{ by: string; role: string; collection: string; docId: string; action: string; patientUid: string; createdAt: Date | null }>;

/**
 * In `batch`: the entry of `by`'s write (in the role ROLE_OF names) unless `log` is false, with
 * `log`'s changes; returns the fields the written document carries (addLogEntry).
 */
export function logStaffWrite(
  batch: WriteBatch,
  db: Firestore,
  by: { uid: string },
  entry: { collection: string; docId: string; action: string; patientUid: string },
  log: LogOption = {},
): Record<string, unknown> {
  if (log === false) return {};
  return addLogEntry(db, batch, { by: by.uid, role: ROLE_OF[by.uid], ...entry, ...log });
}

/**
 * In `batch`: the entry of `by`'s delete of `collectionName/docId` unless `log` is false, under
 * the id the rules look for (named after the stored document's createdAt), about the patient it
 * is stored under unless `log` names another.
 */
export async function logDelete(
  env: RulesTestEnvironment,
  batch: WriteBatch,
  db: Firestore,
  by: { uid: string },
  collectionName: string,
  docId: string,
  log: LogOption = {},
): Promise<void> {
  if (log === false) return;
  const { uid: patientUid, createdAt } = await storedForDelete(env, `${collectionName}/${docId}`);
  logStaffWrite(batch, db, by, { collection: collectionName, docId, action: 'delete', patientUid }, { createdAt, ...log });
}

/**
 * The access-log entries a patient's data download lists (src/services/firebase/accessLog.ts
 * listAccessLogAboutMe), read as that patient: the staff changes to their data.
 */
export async function entriesAbout(env: RulesTestEnvironment, user: { uid: string; token: TokenOptions }): Promise<DocumentData[]> {
  const db = modularFirestore(env.authenticatedContext(user.uid, user.token));
  const snapshot = await getDocs(query(collection(db, 'accessLog'), where('patientUid', '==', user.uid), limit(100)));
  return snapshot.docs.map((d) => d.data());
}

// The app's list queries, as its pages run them ------------------------------------------------------

/** The inbox's page of one status, newest first (src/services/firebase/requests.ts), of requests or messages. */
export const inboxPage = (db: Firestore, collectionName: string) =>
  getDocs(query(collection(db, collectionName), where('status', '==', 'new'), orderBy('createdAt', 'desc'), limit(10)));

/** The front desk's list of bookings (at most 100). */
export const listBookings = (db: Firestore) => getDocs(query(collection(db, 'bookings'), limit(100)));

/** A patient's own bookings as My bookings lists them, newest first (at most 100). */
export const myBookings = (db: Firestore, uid: string) =>
  getDocs(query(collection(db, 'bookings'), where('uid', '==', uid), orderBy('startsAt', 'desc'), limit(100)));

/**
 * Alice made a second owner with the rules off (her profile and clinic/owners naming her and the
 * first owner), as an owner's grant leaves it: so an owner who is not the last can be tested.
 */
export async function seedAliceAsOwner(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    await updateDoc(doc(db, 'users/alice'), {
      roles: ['owner'],
      doctorId: '',
      staff: true,
      rolesChangedAt: Timestamp.now(),
      rolesChangedBy: 'admin',
    });
    await setDoc(doc(db, 'clinic/owners'), { uids: { admin: true, alice: true } });
  });
}

// The fullest booking state ----------------------------------------------------------------------
// The rules' costliest booking checks (bookableSlot: the schedule's three sessions, the leave
// dates, the closures; the month's taken slots) grow with what the clinic has stored. These
// fixtures store the most of each that the rules accept, for the tests "within the rules' 1,000
// expressions" (bookings, booking-messages, video-booking).

/** A day's three sessions, the most a day may have (BOOKING_LIMITS.sessionsPerDay). */
export const FULLEST_SESSIONS = [
  { start: '09:00', end: '10:00' },
  { start: '11:00', end: '12:00' },
  { start: '14:00', end: '19:00' },
] as const;

/** The stored settings of the fullest day, and the slots they offer. */
export interface FullestDay {
  /** The doctor's schedule as stored: three sessions every day (by video too, with `video`), 100 leave dates. */
  schedule: DoctorSchedule;
  /**
   * The free slots of the kind (at the clinic unless `visit`), soonest first, that the rules accept
   * now: computed 5 minutes ahead and a day short of the horizon, so the test's seconds never matter.
   */
  slots: (visit?: VisitKind) => Slot[];
  /** The first of those in the day's `session` (1 to 3), in a month other than this one. */
  slot: (session: 1 | 2 | 3, visit?: VisitKind) => Slot;
}

/**
 * Stores (rules off) the fullest booking settings for `base`'s doctor: the policy with a 60-day
 * horizon, three sessions every day at the clinic (and by video with `video`), 100 leave dates,
 * the clinic's hours with 60 closures.
 */
export async function storeFullestDay(env: RulesTestEnvironment, base: DoctorSchedule, { video = false } = {}): Promise<FullestDay> {
  const policy = { ...DEFAULT_BOOKING_POLICY, horizonDays: 60 };
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [...FULLEST_SESSIONS]])) as DoctorSchedule['weekly'];
  const schedule: DoctorSchedule = {
    ...base,
    weekly: week,
    ...(video ? { video: week } : {}),
    leave: Array.from({ length: BOOKING_LIMITS.leaveDates }, (_, i) => addDays('2031-01-01', i)),
  };
  const hours: ClinicHours = {
    ...seedClinicHours,
    closures: Array.from({ length: 60 }, (_, i) => ({ date: addDays('2032-01-01', i), reason: 'Closed for the day' })),
  };
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    const updatedAt = Timestamp.now();
    await setDoc(doc(db, 'clinic/booking'), { ...policy, updatedAt });
    await setDoc(doc(db, 'doctorSchedules', schedule.doctorId), { ...scheduleFields(schedule), updatedAt });
    await setDoc(doc(db, 'clinic/hours'), { ...hoursFields(hours), updatedAt });
  });
  const slots = (visit: VisitKind = 'clinic') =>
    freeSlots({
      schedule,
      visit,
      hours,
      policy: { ...policy, horizonDays: policy.horizonDays - 1 },
      taken: new Set(),
      now: new Date(Date.now() + 5 * 60_000),
    });
  const thisMonth = clinicToday().slice(0, 7);
  const slot = (session: 1 | 2 | 3, visit: VisitKind = 'clinic') => {
    const { start, end } = FULLEST_SESSIONS[session - 1];
    const found = slots(visit).find((s) => s.date.slice(0, 7) !== thisMonth && s.time >= start && s.time < end);
    if (!found) throw new Error(`No slot in session ${session} in another month`);
    return found;
  };
  return { schedule, slots, slot };
}

type SlotOf = Pick<Slot, 'doctorId' | 'date' | 'time'>;

/** 2,000 other bookings' slots in the slot's month (slot key -> booking id), none of them `keep`'s: a nearly full month. */
export function otherBookings(slot: SlotOf, keep: SlotOf[] = [slot]): Record<string, string> {
  const kept = new Set(keep.map(slotKey));
  const keys = Array.from({ length: 2000 }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    return `${slot.date.slice(0, 7)}-${day}T${timeOfMinutes(Math.floor(i / 28) * 10)}`;
  }).filter((key) => !kept.has(key));
  return Object.fromEntries(keys.map((key, i) => [key, `other${i}`]));
}

/**
 * Stores the slot's month (rules off): bookedSlots with `others` (by default otherBookings: nearly
 * full) and `own` taken (slot key -> booking id), the public mirror takenSlots to match.
 */
export async function fillMonth(
  env: RulesTestEnvironment,
  slot: SlotOf,
  others: Record<string, string> = otherBookings(slot),
  own: Record<string, string> = {},
): Promise<void> {
  const taken = { ...others, ...own };
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    const monthId = slotMonthId(slot);
    await setDoc(doc(db, 'bookedSlots', monthId), {
      doctorId: slot.doctorId,
      month: slot.date.slice(0, 7),
      taken,
      booking: 'seed',
      updatedAt: Timestamp.now(),
    });
    await setDoc(doc(db, 'takenSlots', monthId), { taken: Object.fromEntries(Object.keys(taken).map((key) => [key, true])) });
  });
}

const VISIT_MINUTE = 60_000;

/** A video visit's consent as the patient gives it (a minute ago unless `fields` say). */
export const videoConsent = (fields: Record<string, unknown> = {}) => ({
  consentAt: Timestamp.fromDate(new Date(Date.now() - VISIT_MINUTE)),
  notice: PRIVACY_NOTICE_VERSION,
  patientName: 'Alice Fernandes',
  age: 34,
  phone: '+91 98450 12345',
  ...fields,
});

/**
 * Alice's video visit with the linked doctor (Dr. Ananya Iyer), consented to, starting in `startsIn`
 * minutes (negative: started), with no slot documents. `fields` override; a field given as
 * undefined is left out.
 */
export function videoVisit(startsIn: number, fields: Record<string, unknown> = {}) {
  const visit: Record<string, unknown> = {
    uid: 'alice',
    kind: 'patient',
    doctorId: linkedDoctorId,
    doctorName: 'Dr. Ananya Iyer',
    date: '2026-11-26',
    time: '10:00',
    minutes: 30,
    startsAt: Timestamp.fromDate(new Date(Date.now() + startsIn * VISIT_MINUTE)),
    patientName: 'Alice Fernandes',
    phone: '+91 98450 12345',
    email: 'alice@example.com',
    status: 'booked',
    visit: 'video',
    consult: videoConsent(),
    ...fields,
  };
  // A field given as undefined is left out (a booking from before video visits, one not consented to).
  return Object.fromEntries(Object.entries(visit).filter(([, value]) => value !== undefined));
}

/**
 * Stores (in `db`, rules off) a video visit's call as a call leaves it: both sides' signalling,
 * who hung up (the doctor), and the job's TURN document, under booking `id`.
 */
export async function storeCall(db: Firestore, id: string): Promise<void> {
  const updatedAt = Timestamp.now();
  const call = (docId: string) => doc(db, 'bookings', id, 'call', docId);
  for (const side of ['patient', 'doctor']) {
    await setDoc(call(side), { session: `${side}00001`, peer: '', description: null, candidates: ['a=candidate'], updatedAt });
  }
  await setDoc(call('ended'), { by: 'doctor', at: updatedAt });
  await setDoc(call('ice'), {
    iceServers: [{ urls: ['turn:turn.example.in:3478'], username: 'u', credential: 'c' }],
    expiresAt: updatedAt,
  });
}

/**
 * A join or leave stamp of a video visit as the page writes it (videoVisits.ts stampCall): the
 * patient's alone, the doctor's with its access-log entry (joined or left, naming the booking's
 * patient, Alice unless `entry` says) in the same batch.
 */
export function stampCall(
  db: Firestore,
  by: string,
  bookingId: string,
  key: string,
  entry: { role?: string; action?: string; patientUid?: string } = {},
): Promise<void> {
  const field = `consult.${key}`;
  if (key.startsWith('patient')) return updateDoc(doc(db, `bookings/${bookingId}`), { [field]: serverTimestamp() });
  const batch = writeBatch(db);
  const log = addLogEntry(db, batch, {
    by,
    role: entry.role ?? 'doctor',
    collection: 'bookings',
    docId: bookingId,
    action: entry.action ?? (key.endsWith('JoinedAt') ? 'joined' : 'left'),
    patientUid: entry.patientUid ?? 'alice',
  });
  batch.update(doc(db, `bookings/${bookingId}`), { [field]: serverTimestamp(), ...log });
  return batch.commit();
}
