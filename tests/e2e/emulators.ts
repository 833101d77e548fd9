import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { emulatorProjectId } from '../../scripts/lib/emulators.mjs';
import type { Account } from './session';

/**
 * The production specs' own access to the seeded emulators (firebase-admin: the tests' set-up and
 * look-ups, not the app's way in): one Admin SDK app a spec file, made before its tests (with the
 * file's fresh accounts) and deleted after them.
 */

export interface FreshAccount extends Account {
  displayName: string;
}

/**
 * A verified account of the file's own that has never booked or held a role: one a run of the file
 * (a retry starts afresh), so other files' bookings and roles do not reach it.
 */
export const freshAccount = (name: string, displayName: string): FreshAccount => ({
  email: `${name}.${Date.now()}@clinic.test`,
  password: `${name}1234`,
  displayName,
});

/** The file's Admin SDK app (from its beforeAll on), with `accounts` created first. */
export function adminForFile(file: string, ...accounts: FreshAccount[]) {
  let app: App;
  test.beforeAll(async () => {
    app = initializeApp({ projectId: emulatorProjectId }, `e2e-${file}-${Date.now()}`);
    for (const account of accounts) await getAuth(app).createUser({ ...account, emailVerified: true });
  });
  test.afterAll(async () => {
    await deleteApp(app);
  });
  return { auth: () => getAuth(app), db: () => getFirestore(app) };
}

export type Admin = ReturnType<typeof adminForFile>;

/** The one booking of Dr. Iyer the account `uid` holds on `date` (status booked), as stored. */
export async function theBooking(admin: Admin, uid: string, date: string): Promise<QueryDocumentSnapshot> {
  const stored = await admin
    .db()
    .collection('bookings')
    .where('uid', '==', uid)
    .where('date', '==', date)
    .where('status', '==', 'booked')
    .get();
  expect(stored.docs).toHaveLength(1);
  expect(stored.docs[0].get('doctorId')).toBe('dr-ananya-iyer');
  return stored.docs[0];
}
