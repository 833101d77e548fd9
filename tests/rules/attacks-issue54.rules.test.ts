import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteField, doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { reservedNameKey } from '../../src/services/publicName';
import { CALL_DOCUMENTS } from '../../src/services/bookingDocuments';
import {
  alice,
  doctorProfile,
  doctorUser,
  editor,
  linkedDoctorId,
  recordRead,
  rulesFile,
  seedStaff,
  stampCall,
  storeCall,
  videoVisit,
} from './setup';

/*
 * An attacker's review of issue 54's fixes (firestore.rules): each request here is one an account
 * of some kind would send with the public web config, beside the same request made legitimate.
 * Only what the other rules test files do not already guard is here (docs/decisions.md, "An
 * attacker's review of issue 54's fixes").
 */

const { env, as, seed, exists } = rulesFile();

beforeEach(async () => {
  await env().clearFirestore();
  await seedStaff(env());
  await recordRead(env(), 'doctor', 'doctorDay', 'doctor');
});

/*
 * Item 2's erasure clause (erasingCall) let a patient delete call documents with only an erasure
 * record written in the batch: their profile's delete and the record are all it took, and the
 * booking could stay. So a patient in the middle of a call (or with the app's own erasure batch of
 * another of their bookings) deleted the doctor's signalling and the TURN credential: what item 3
 * refuses them, and the erasure they "recorded" erased nothing of that visit.
 */
describe('call documents go only with their booking, in the erasure’s batch', () => {
  beforeEach(async () => {
    await seed(async (db) => {
      for (const id of ['incall', 'later']) {
        await setDoc(doc(db, `bookings/${id}`), videoVisit(id === 'incall' ? 5 : 3 * 24 * 60, { seat: 0 }));
        await storeCall(db, id);
      }
    });
  });

  /** Alice's batch: her profile's delete and the erasure record, the call documents of `callsOf`, and the bookings of `bookings`. */
  function erasure(callsOf: string, bookings: string[], docs: readonly string[] = CALL_DOCUMENTS) {
    const db = as(alice);
    const batch = writeBatch(db);
    for (const id of bookings) batch.delete(doc(db, `bookings/${id}`));
    for (const docId of docs) batch.delete(doc(db, `bookings/${callsOf}/call/${docId}`));
    batch.delete(doc(db, 'users/alice'));
    batch.set(doc(db, 'erasures/alice'), { at: serverTimestamp() });
    return batch.commit();
  }

  it('a patient keeping the booking deletes none of its call documents, erasure record or not; with the booking, all four go', async () => {
    // In the middle of the call: the doctor's signalling and the TURN credential, the booking kept.
    await assertFails(erasure('incall', [], ['doctor', 'ice']));
    // The app's erasure batch of another booking of hers, carrying this visit's call documents too.
    await assertFails(erasure('incall', ['later']));
    for (const docId of CALL_DOCUMENTS) expect(await exists(`bookings/incall/call/${docId}`)).toBe(true);
    expect(await exists('users/alice')).toBe(true);
    // The same made legitimate: the booking goes in the same batch (bookings.ts deleteMyBookings).
    await assertSucceeds(erasure('incall', ['incall']));
    expect(await exists('bookings/incall')).toBe(false);
    for (const docId of CALL_DOCUMENTS) expect(await exists(`bookings/incall/call/${docId}`)).toBe(false);
  });
});

/*
 * Item 6: the doctor's join and leave stamps carry an entry naming the booking's patient. One that
 * names another patient would put "the clinic joined your video visit" in that patient's download.
 */
describe('the doctor’s stamp entry names the booking’s patient, nobody else', () => {
  beforeEach(async () => {
    await seed((db) => setDoc(doc(db, 'bookings/incall'), videoVisit(5, { seat: 0 })));
  });

  const stamp = (patientUid: string) => stampCall(as(doctorUser), 'doctor', 'incall', 'doctorJoinedAt', { patientUid });

  it('refuses an entry naming another patient or none; the one naming the patient goes through', async () => {
    await assertFails(stamp('bob'));
    await assertFails(stamp(''));
    await assertSucceeds(stamp('alice'));
  });
});

/*
 * Item 7 (not fixed; docs/decisions.md): a key never changes holder in place, but the editor, who
 * edits the doctors' profiles, can free a doctor's name by renaming the doctor away, take it as
 * staff by renaming themselves to it, and rename the doctor back: a doctor's name may be held by
 * 'staff' (an owner who is also a doctor carries it as both), so the last step is accepted, and the
 * editor comments as the doctor with the staff badge. The rules have no way to tell this apart from
 * an owner-doctor without holders per staff account. Kept as a failing expectation (it.fails): it
 * turns red once a fix refuses the attack, to be made a plain test then.
 */
describe('an editor taking a doctor’s name in three steps (item 7, residual)', () => {
  const DOCTOR_NAME = 'Dr. Ananya Iyer';
  const AWAY = 'Dr. Ananya Iyer-Bhat';
  const doctorKey = reservedNameKey(DOCTOR_NAME);
  const awayKey = reservedNameKey(AWAY);

  beforeEach(async () => {
    await seed(async (db) => {
      await updateDoc(doc(db, 'clinic/reservedNames'), { [`names.${doctorKey}`]: `doctor:${linkedDoctorId}` });
      await setDoc(doc(db, 'blogs/monsoon'), { title: 'Monsoon fevers', published: true });
    });
  });

  it.fails('the editor renames the doctor away, takes the name as staff, renames the doctor back, and comments as them', async () => {
    const db = as(editor);
    const names = doc(db, 'clinic/reservedNames');
    /** Whether the write went through (a refusal at any step is what a fix may choose). */
    const sent = (write: Promise<unknown>) =>
      write.then(
        () => true,
        () => false,
      );
    const rename = (name: string, changes: Record<string, unknown>) => {
      const batch = writeBatch(db);
      batch.set(doc(db, `doctors/${linkedDoctorId}`), doctorProfile({ name, photoAlt: `Portrait of ${name}`, order: 1 }));
      batch.set(names, { names: changes, changed: `doctor:${linkedDoctorId}` }, { merge: true });
      return batch.commit();
    };
    await sent(rename(AWAY, { [doctorKey]: deleteField(), [awayKey]: `doctor:${linkedDoctorId}` }));
    const take = writeBatch(db);
    take.update(doc(db, 'users/editor'), { displayName: DOCTOR_NAME });
    take.set(names, { names: { [doctorKey]: 'staff' }, changed: 'staff:editor' }, { merge: true });
    await sent(take.commit());
    await sent(rename(DOCTOR_NAME, { [awayKey]: deleteField() }));
    const commented = await sent(
      addDoc(collection(db, 'blogs/monsoon/comments'), {
        userId: 'editor',
        name: DOCTOR_NAME,
        body: 'Come and see me.',
        createdAt: serverTimestamp(),
        staff: true,
      }),
    );
    let doctorName = '';
    await seed(async (seeded) => {
      doctorName = String((await getDoc(doc(seeded, `doctors/${linkedDoctorId}`))).get('name'));
    });
    // What a fix must make unreachable: the doctor listed under the name the editor comments under.
    expect({ doctorName, commented }).not.toEqual({ doctorName: DOCTOR_NAME, commented: true });
  });
});
