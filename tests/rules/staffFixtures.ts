import type { TokenOptions } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, serverTimestamp, Timestamp, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { StaffRole } from '../../src/config/staffRoles';
import { clinicToday } from '../../src/lib/openingHours';
import { accessLogEntryFields } from '../../src/services/accessLogFields';
import { reservedNameKey } from '../../src/services/publicName';
import type { LoggedAction, LoggedCollection } from '../../src/types';
import { admin, doctorProfile } from './setup';

/*
 * The fixtures of the staff and content rules tests (roles, staff, blogs, doctors, publishing,
 * public names, titled entries, hours, the foundation), defined once: how a file reaches Firestore,
 * the staff's roles and the documents an owner writes to change them, the doctors, and posts.
 */

/** A signed-in account (setup.ts's alice, bob, admin and the staff accounts). */
export type User = { uid: string; token: TokenOptions & { email: string } };

/** When documents seeded "earlier" were written (a post's timestamp, a comment's createdAt). */
export const storedTimestamp = Timestamp.fromDate(new Date('2026-07-02T04:00:00Z'));

/** A patient's profile as a first sign-in writes it (no roles). */
export const patientProfile = (uid: string, displayName: string) => ({ uid, displayName, email: `${uid}@example.com`, photoURL: '' });

/** An owner's profile, as make-admin or an owner's grant leaves it (setup.ts seedProfiles writes `admin`'s). */
export const ownerProfile = (uid: string, displayName: string) => ({
  ...patientProfile(uid, displayName),
  roles: ['owner'],
  doctorId: '',
  staff: true,
});

// The staff -------------------------------------------------------------------------------------

/** The role each staff account of seedStaff holds; anyone else who writes as staff in a test was made an owner. */
const STAFF_ROLES: Record<string, StaffRole> = { admin: 'owner', frontdesk: 'frontDesk', doctor: 'doctor', editor: 'editor' };

/** The role `by`'s access-log entries name (the rules: one they hold). */
export const roleOf = (by: { uid: string }): StaffRole => STAFF_ROLES[by.uid] ?? 'owner';

/** What a staff write's access-log entry says it did. */
export type Logged = { collection: LoggedCollection; docId: string; action: LoggedAction; patientUid: string };

/** In `batch`: the write's access-log entry (src/services/firebase/accessLog.ts logWrite); the target carries `logEntry`. */
export function logWrite(batch: WriteBatch, db: Firestore, by: { uid: string }, what: Logged): { logEntry: string } {
  const ref = doc(collection(db, 'accessLog'));
  batch.set(ref, { ...accessLogEntryFields(by.uid, roleOf(by), what, clinicToday()), at: serverTimestamp() });
  return { logEntry: ref.id };
}

/** In `batch`: the access-log entry of a change of `uid`'s roles, named by the profile's `logEntry`. */
export const logRolesChange = (batch: WriteBatch, db: Firestore, by: { uid: string }, uid: string) =>
  logWrite(batch, db, by, { collection: 'users', docId: uid, action: 'roles', patientUid: '' });

/** The fields an owner writes to change someone's roles (src/services/firebase/staff.ts): whole, with the time and their uid. */
export const rolesChange = (by: { uid: string }, roles: string[], doctorId = '', overrides: Record<string, unknown> = {}) => ({
  roles,
  doctorId,
  staff: roles.length > 0,
  rolesChangedAt: serverTimestamp(),
  rolesChangedBy: by.uid,
  ...overrides,
});

/**
 * In `batch`, as the staff page links one (src/services/firebase/staff.ts): doctor profile `doctorId`
 * given to `uid` in clinic/doctorLinks, unless it is theirs already.
 */
async function linkDoctor(batch: WriteBatch, db: Firestore, uid: string, doctorId: string) {
  if (typeof doctorId !== 'string' || !doctorId) return;
  const links = (await getDoc(doc(db, 'clinic/doctorLinks')).catch(() => null))?.get('doctors') as Record<string, string> | undefined;
  if (links?.[doctorId] !== uid) batch.set(doc(db, 'clinic/doctorLinks'), { doctors: { [doctorId]: uid }, changed: uid }, { merge: true });
}

/**
 * `by` (signed in as `db`) sets `uid`'s roles: the profile and its access-log entry (and a doctor's
 * link), no clinic/owners change. Returns the batch, to commit or to add to.
 */
export async function rolesBatch(
  db: Firestore,
  by: User,
  uid: string,
  roles: string[],
  doctorId = '',
  overrides: Record<string, unknown> = {},
) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', uid), { ...rolesChange(by, roles, doctorId, overrides), ...logRolesChange(batch, db, by, uid) });
  if (roles.includes('doctor')) await linkDoctor(batch, db, uid, doctorId);
  return batch;
}

// Doctors ---------------------------------------------------------------------------------------

/** The doctor the `doctor` account is linked to (setup.ts linkedDoctorId), by name. */
export const LINKED_NAME = 'Dr. Ananya Iyer';
/** Another doctor, to whom no account is linked. */
export const OTHER_NAME = 'Dr. Rohan Kulkarni';
/** The other doctor's profile, as the editor saved it. */
export const otherDoctor = () => doctorProfile({ name: OTHER_NAME, order: 2 });

/** The reserved names as stored now (anyone reads them). */
export async function heldNames(db: Firestore): Promise<Record<string, unknown>> {
  return ((await getDoc(doc(db, 'clinic/reservedNames'))).get('names') ?? {}) as Record<string, unknown>;
}

/**
 * A new doctor as the app adds one: the profile and, in the same write, their reserved name (a
 * name another holder has stays theirs).
 */
export async function addDoctor(db: Firestore, data: Record<string, unknown>) {
  const ref = doc(collection(db, 'doctors'));
  const batch = writeBatch(db);
  batch.set(ref, data);
  const key = reservedNameKey(String(data.name ?? ''));
  if (key && !(await heldNames(db))[key]) {
    batch.set(doc(db, 'clinic/reservedNames'), { names: { [key]: `doctor:${ref.id}` }, changed: `doctor:${ref.id}` }, { merge: true });
  }
  return batch.commit();
}

// Posts -----------------------------------------------------------------------------------------

/** A service or a FAQ entry (a titled entry) as stored earlier, by the owner. */
export const storedEntry = (title: string, description: string) => ({
  title,
  description,
  author: 'Admin',
  userId: admin.uid,
  timestamp: storedTimestamp,
});

/** A published post as the blog editor saves it, by Dr. Meera Nair, saved by the owner. */
export function postFields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon fevers',
    category: 'Disease Prevention and Management',
    tags: ['fever', 'monsoon'],
    trending: 'no',
    description: 'Rest and fluids.',
    imgUrl: '',
    imgCardUrl: '',
    imgAlt: '',
    keywords: ['monsoon', 'fevers', 'fever'],
    author: 'Dr. Meera Nair',
    authorId: 'meera',
    reviewerId: '',
    reviewerName: '',
    reviewedAt: null,
    userId: admin.uid,
    timestamp: serverTimestamp(),
    published: true,
    publishedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A post as stored earlier (rules off): saved and published at storedTimestamp, no likes yet. */
export const storedPost = (overrides: Record<string, unknown> = {}) => ({
  ...postFields({ timestamp: storedTimestamp, publishedAt: storedTimestamp, ...overrides }),
  likes: [],
});
