import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { seedClinicHours } from '../../src/seed';
import { admin, alice, rulesFile, seedProfiles } from './setup';
import { ownerProfile } from './staffFixtures';

/**
 * clinic/publishing (issue 33): the record that public content changed, written in the same batch
 * as the change, and "Publish now". Admins only, the request's time only, one change at a time.
 */
const { env, as, visitor, seed, stored: storedDoc } = rulesFile();
const publishing = (db: Firestore) => doc(db, 'clinic', 'publishing');
/** What every content write adds (src/services/firebase/publishing.ts). */
const contentChange = () => ({ changedAt: serverTimestamp(), changes: increment(1) });

/** clinic/publishing as stored. */
const stored = () => storedDoc('clinic/publishing');

/** An admin saves the hours, with the record, as the hours editor does. */
function saveHours(db: Firestore, change: Record<string, unknown> = contentChange()) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'clinic', 'hours'), { ...hoursFields(seedClinicHours), updatedAt: serverTimestamp() });
  batch.set(publishing(db), change, { merge: true });
  return batch.commit();
}

beforeEach(async () => {
  await env().clearFirestore();
  await seedProfiles(env());
});

describe('clinic/publishing', () => {
  it('an admin records each content change, in the same batch, with the time of the write', async () => {
    await assertSucceeds(saveHours(as(admin)));
    expect((await stored())?.changes).toBe(1);
    await assertSucceeds(saveHours(as(admin)));
    const after = await stored();
    expect(after?.changes).toBe(2);
    expect(after?.changedAt).toBeInstanceOf(Timestamp);
  });

  it('refuses another time, a jump in the count, a count set back, and any other field', async () => {
    await assertSucceeds(saveHours(as(admin)));
    const db = as(admin);
    await assertFails(saveHours(db, { changedAt: Timestamp.fromDate(new Date('2026-01-01')), changes: increment(1) }));
    await assertFails(saveHours(db, { changedAt: serverTimestamp(), changes: increment(2) }));
    await assertFails(saveHours(db, { changedAt: serverTimestamp(), changes: 0 }));
    await assertFails(saveHours(db, { ...contentChange(), note: 'hi' }));
    // Publish now and a content change are separate writes.
    await assertFails(saveHours(db, { ...contentChange(), requestedAt: serverTimestamp() }));
    expect((await stored())?.changes).toBe(1);
  });

  it('"Publish now" sets the time it was asked, and only that', async () => {
    await assertSucceeds(setDoc(publishing(as(admin)), { requestedAt: serverTimestamp() }, { merge: true }));
    await assertFails(setDoc(publishing(as(admin)), { requestedAt: Timestamp.fromDate(new Date('2030-01-01')) }, { merge: true }));
    await assertFails(updateDoc(publishing(as(admin)), { requestedAt: serverTimestamp(), changes: 5 }));
  });

  it('is neither read nor written by patients or visitors, and deleted by nobody', async () => {
    await assertSucceeds(saveHours(as(admin)));
    for (const db of [as(alice), visitor()]) {
      await assertFails(getDoc(publishing(db)));
      await assertFails(setDoc(publishing(db), contentChange(), { merge: true }));
      await assertFails(setDoc(publishing(db), { requestedAt: serverTimestamp() }, { merge: true }));
    }
    await assertSucceeds(getDoc(publishing(as(admin))));
    await assertFails(deleteDoc(publishing(as(admin))));
  });

  it('two admins saving at the same moment: both changes are counted', async () => {
    const second = { uid: 'admin2', token: { email: 'admin2@example.com', email_verified: true } };
    await seed((db) => setDoc(doc(db, 'users/admin2'), ownerProfile('admin2', 'Asha')));
    const results = await Promise.allSettled([saveHours(as(admin)), saveHours(as(second))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect((await stored())?.changes).toBe(2);
  });
});
