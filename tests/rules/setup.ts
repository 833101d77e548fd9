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
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
  type DocumentData,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { clinicToday } from '../../src/lib/openingHours';
import { loggedDeleteId } from '../../src/services/accessLogFields';
import type { LoggedCollection } from '../../src/types';
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
    setDoc(doc(modularFirestore(ctx), `accessLog/${uid}_${day}_${purpose}`), {
      kind: 'read',
      by: uid,
      role,
      purpose,
      at: serverTimestamp(),
      day,
    }),
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

/**
 * The access-log entries a patient's data download lists (src/services/firebase/accessLog.ts
 * listAccessLogAboutMe), read as that patient: the staff changes to their data.
 */
export async function entriesAbout(env: RulesTestEnvironment, user: { uid: string; token: TokenOptions }): Promise<DocumentData[]> {
  const db = modularFirestore(env.authenticatedContext(user.uid, user.token));
  const snapshot = await getDocs(query(collection(db, 'accessLog'), where('patientUid', '==', user.uid), limit(100)));
  return snapshot.docs.map((d) => d.data());
}
