import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, clinicToday } from '../../src/lib/openingHours';
import { loggedDeleteId } from '../../src/services/accessLogFields';
import {
  admin,
  alice,
  bob,
  doctorUser,
  editor,
  frontDesk,
  inboxPage,
  linkedDoctorId,
  listBookings,
  readRecord,
  recordRead,
  rulesFile,
  seedStaff,
  storedForDelete,
} from './setup';

/*
 * firestore.rules, "The access log" and match /accessLog: what an entry must say, that nobody
 * changes one, the read records staff read patients' data under, and who reads the log. The writes
 * that carry entries are tested with their collections (bookings.rules.test.ts,
 * requests.rules.test.ts); here a request's status change stands for them.
 */

type User = { uid: string; token: TokenOptions };

const { env, as, visitor, seed } = rulesFile();

const today = () => clinicToday();
const yesterday = () => addDays(clinicToday(), -1);

const request = (uid?: string) => ({
  patientName: 'Ravi Kumar',
  patientEmail: 'ravi@example.com',
  phoneNumber: '+91 98450 12345',
  appointmentDate: '2030-01-07',
  status: 'new',
  mailStatus: 'sent',
  createdAt: Timestamp.now(),
  noticeVersion: '2026-11-23',
  ...(uid ? { uid } : {}),
});

/** A booking as stored, enough for reading it (the fields the read rules look at). */
const booking = (uid: string, doctorId: string) => ({ uid, kind: 'patient', doctorId, patientName: 'Alice Fernandes', status: 'booked' });

beforeEach(async () => {
  await env().clearFirestore();
  await seedStaff(env());
  await seed(async (db) => {
    await setDoc(doc(db, 'users/bob'), { uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '' });
    await setDoc(doc(db, 'appointmentRequests/alices'), request('alice'));
    await setDoc(doc(db, 'appointmentRequests/visitors'), request());
    await setDoc(doc(db, 'contactMessages/alices'), { ...request('alice'), status: 'new' });
    await setDoc(doc(db, 'bookings/aliceVisit'), booking('alice', linkedDoctorId));
    await setDoc(doc(db, 'bookings/bobVisit'), booking('bob', 'dr-rohan-kulkarni'));
  });
});

/** The front desk's read record of its bookings page, as the page writes it (for today unless `changes` say). */
const frontDeskRecord = (changes: Record<string, unknown> = {}) => readRecord('frontdesk', 'frontDesk', 'frontDesk', changes);

/** A write's entry as the service writes it, about alice's request marked handled by the front desk. */
const handledEntry = (changes: Record<string, unknown> = {}) => ({
  kind: 'write',
  by: 'frontdesk',
  role: 'frontDesk',
  collection: 'appointmentRequests',
  docId: 'alices',
  action: 'handled',
  patientUid: 'alice',
  at: serverTimestamp(),
  day: today(),
  ...changes,
});

/** The front desk marks alice's request handled, with `entry` in the same batch. */
function markHandled(entry: Record<string, unknown>, by: User = frontDesk) {
  const db = as(by);
  const batch = writeBatch(db);
  const ref = doc(collection(db, 'accessLog'));
  batch.set(ref, entry);
  batch.update(doc(db, 'appointmentRequests/alices'), { status: 'handled', logEntry: ref.id });
  return batch.commit();
}

describe('a write’s entry', () => {
  it('the entry of this write, by this person, now, goes through', async () => {
    await assertSucceeds(markHandled(handledEntry()));
  });

  it('refuses an entry about another action, another document, another collection or another patient', async () => {
    for (const changes of [
      { action: 'spam' },
      { docId: 'visitors' },
      { collection: 'contactMessages' },
      { patientUid: '' },
      { patientUid: 'bob' },
    ])
      await assertFails(markHandled(handledEntry(changes)));
  });

  it('refuses an entry by another person, or naming a role the writer does not hold', async () => {
    for (const changes of [{ by: 'admin' }, { by: 'alice' }, { role: 'owner' }, { role: 'doctor' }, { role: 'patient' }])
      await assertFails(markHandled(handledEntry(changes)));
    // The owner does the front desk's work too, under the owner role.
    await assertFails(markHandled(handledEntry({ by: 'admin', role: 'frontDesk' }), admin));
    await assertSucceeds(markHandled(handledEntry({ by: 'admin', role: 'owner' }), admin));
  });

  it('refuses a day other than the clinic’s today, a time other than the request’s, and extra or missing fields', async () => {
    for (const changes of [
      { day: yesterday() },
      { day: addDays(today(), 1) },
      { day: Timestamp.now() },
      { at: Timestamp.now() },
      { at: Timestamp.fromMillis(Date.now() - 60_000) },
      { note: 'called back' },
      { patientName: 'Alice Fernandes' },
      { purpose: 'inbox' },
      { kind: 'read' },
    ])
      await assertFails(markHandled(handledEntry(changes)));
    const { patientUid: _patientUid, ...withoutPatient } = handledEntry();
    await assertFails(markHandled(withoutPatient));
  });

  it('the role must be one that does the job: a doctor logs marking their patients, nothing of the inbox', async () => {
    const db = as(doctorUser);
    const doctorEntry = (changes: Record<string, unknown>) => handledEntry({ by: 'doctor', role: 'doctor', ...changes });
    await assertFails(addDoc(collection(db, 'accessLog'), doctorEntry({})));
    await assertFails(addDoc(collection(db, 'accessLog'), doctorEntry({ collection: 'bookings', docId: 'aliceVisit', action: 'cancel' })));
    // Even a mark's entry, in the doctor's role, stands only with its write (the doctor's marks, with
    // their entries: bookings.rules.test.ts).
    await assertFails(addDoc(collection(db, 'accessLog'), doctorEntry({ collection: 'bookings', docId: 'aliceVisit', action: 'arrived' })));
  });

  it('the editor, who sees no patient’s data, writes no entry', async () => {
    const db = as(editor);
    await assertFails(addDoc(collection(db, 'accessLog'), handledEntry({ by: 'editor', role: 'editor' })));
    await assertFails(
      addDoc(
        collection(db, 'accessLog'),
        handledEntry({ by: 'editor', role: 'editor', collection: 'bookings', docId: 'aliceVisit', action: 'cancel' }),
      ),
    );
  });

  it('an entry alone is refused outside the known collections and actions', async () => {
    const db = as(frontDesk);
    await assertFails(addDoc(collection(db, 'accessLog'), handledEntry({ collection: 'blogs' })));
    await assertFails(addDoc(collection(db, 'accessLog'), handledEntry({ action: 'read everything' })));
    await assertFails(addDoc(collection(db, 'accessLog'), handledEntry({ docId: 'a/b' })));
  });

  it('a patient or a visitor writes no entry; the editor’s entry does not let them mark a request', async () => {
    await assertFails(markHandled(handledEntry({ by: 'alice', role: 'frontDesk' }), alice));
    await assertFails(addDoc(collection(visitor(), 'accessLog'), handledEntry({ by: '' })));
    await assertFails(markHandled(handledEntry({ by: 'editor', role: 'editor' }), editor));
  });
});

/*
 * A write entry takes only an auto-id, or for a delete the id the rules compute: no staff member
 * can put one where the rules look for something else (found by an attacker's review).
 */
describe('the ids of the records the rules look up', () => {
  it('nobody writes an entry under another person’s read-record id (readRecorded would take it for their record)', async () => {
    // Today a doctor's entry (about their own patient) under the front desk's id lets the front
    // desk read every booking with no record of their own, and keeps them from writing theirs.
    const squatted = `frontdesk_${today()}_frontDesk`;
    await assertFails(
      setDoc(
        doc(as(doctorUser), 'accessLog', squatted),
        handledEntry({ by: 'doctor', role: 'doctor', collection: 'bookings', docId: 'aliceVisit', action: 'arrived' }),
      ),
    );
  });

  it('nobody writes an entry under another person’s delete id (their delete would be refused)', async () => {
    const { createdAt } = await storedForDelete(env(), 'appointmentRequests/alices');
    const theirs = loggedDeleteId('appointmentRequests', 'alices', createdAt, 'admin');
    await assertFails(setDoc(doc(as(frontDesk), 'accessLog', theirs), handledEntry({ action: 'delete' })));
  });

  it('nobody writes an entry about one patient under an id another patient may get', async () => {
    const aliceMayGet = `alice_${today()}_frontDesk`;
    await assertFails(
      setDoc(
        doc(as(frontDesk), 'accessLog', aliceMayGet),
        handledEntry({ collection: 'bookings', docId: 'bobVisit', action: 'arrived', patientUid: 'bob' }),
      ),
    );
  });

  it('an entry alone is refused even under a proper id: it stands only with the write it records (an attacker’s review)', async () => {
    await assertFails(addDoc(collection(as(frontDesk), 'accessLog'), handledEntry()));
    const { createdAt } = await storedForDelete(env(), 'appointmentRequests/alices');
    await assertFails(
      setDoc(
        doc(as(frontDesk), 'accessLog', loggedDeleteId('appointmentRequests', 'alices', createdAt, 'frontdesk')),
        handledEntry({ action: 'delete' }),
      ),
    );
  });
});

describe('entries are append-only', () => {
  beforeEach(async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'accessLog/written'), { ...handledEntry(), at: Timestamp.now() });
      await setDoc(doc(db, `accessLog/frontdesk_${today()}_frontDesk`), frontDeskRecord({ at: Timestamp.now() }));
    });
  });

  it('nobody changes or deletes an entry: not its writer, not the owner, not a patient it names', async () => {
    for (const user of [frontDesk, admin, alice, editor]) {
      for (const id of ['written', `frontdesk_${today()}_frontDesk`]) {
        const ref = doc(as(user), 'accessLog', id);
        await assertFails(updateDoc(ref, { patientUid: 'bob' }));
        await assertFails(updateDoc(ref, { at: serverTimestamp() }));
        await assertFails(deleteDoc(ref));
      }
    }
  });

  it('writing a record again, as it is, is refused too (a second tab finds it there)', async () => {
    await assertFails(setDoc(doc(as(frontDesk), 'accessLog', `frontdesk_${today()}_frontDesk`), frontDeskRecord()));
  });
});

describe('reading patients’ data under today’s record', () => {
  it('the front desk reads and lists no booking without today’s record, and does with it', async () => {
    const db = as(frontDesk);
    await assertFails(getDoc(doc(db, 'bookings/aliceVisit')));
    await assertFails(listBookings(db));
    await recordRead(env(), 'frontdesk', 'frontDesk', 'frontDesk');
    await assertSucceeds(getDoc(doc(db, 'bookings/aliceVisit')));
    const listed = await assertSucceeds(listBookings(db));
    expect(listed.size).toBe(2);
  });

  it('the inbox only under its own record (the bookings’ record does not open it)', async () => {
    const db = as(frontDesk);
    await recordRead(env(), 'frontdesk', 'frontDesk', 'frontDesk');
    for (const name of ['appointmentRequests', 'contactMessages']) {
      await assertFails(getDoc(doc(db, name, 'alices')));
      await assertFails(inboxPage(db, name));
    }
    await recordRead(env(), 'frontdesk', 'inbox', 'frontDesk');
    for (const name of ['appointmentRequests', 'contactMessages']) {
      await assertSucceeds(getDoc(doc(db, name, 'alices')));
      await assertSucceeds(inboxPage(db, name));
    }
  });

  it('a record of yesterday does not count', async () => {
    await seed(async (db) => {
      for (const purpose of ['frontDesk', 'inbox'])
        await setDoc(
          doc(db, `accessLog/frontdesk_${yesterday()}_${purpose}`),
          readRecord('frontdesk', purpose, 'frontDesk', { at: Timestamp.fromMillis(Date.now() - 24 * 60 * 60_000), day: yesterday() }),
        );
    });
    const db = as(frontDesk);
    await assertFails(getDoc(doc(db, 'bookings/aliceVisit')));
    await assertFails(listBookings(db));
    await assertFails(inboxPage(db, 'appointmentRequests'));
  });

  it('another person’s record does not count', async () => {
    await recordRead(env(), 'admin', 'frontDesk');
    await recordRead(env(), 'admin', 'inbox');
    const db = as(frontDesk);
    await assertFails(listBookings(db));
    await assertFails(inboxPage(db, 'appointmentRequests'));
    await assertSucceeds(listBookings(as(admin)));
  });

  it('a doctor reads their own bookings under their own day’s record; the front desk’s record does not open them', async () => {
    const db = as(doctorUser);
    const mine = () => getDocs(query(collection(db, 'bookings'), where('doctorId', '==', linkedDoctorId), limit(100)));
    await assertFails(mine());
    await recordRead(env(), 'doctor', 'frontDesk', 'doctor');
    await assertFails(mine());
    await assertFails(getDoc(doc(db, 'bookings/aliceVisit')));
    await recordRead(env(), 'doctor', 'doctorDay', 'doctor');
    const listed = await assertSucceeds(mine());
    expect(listed.docs.map((d) => d.id)).toEqual(['aliceVisit']);
    await assertSucceeds(getDoc(doc(db, 'bookings/aliceVisit')));
    await assertFails(getDoc(doc(db, 'bookings/bobVisit')));
    await assertFails(listBookings(db));
  });

  it('a patient reads their own with no record', async () => {
    await assertSucceeds(getDoc(doc(as(alice), 'bookings/aliceVisit')));
    await assertSucceeds(getDoc(doc(as(alice), 'appointmentRequests/alices')));
  });
});

describe('writing a read record', () => {
  const write = (id: string, data: Record<string, unknown>, by: User = frontDesk) => setDoc(doc(as(by), 'accessLog', id), data);

  it('a staff member writes their own under the fixed id {uid}_{today}_{purpose}, with a role they hold', async () => {
    await assertSucceeds(write(`frontdesk_${today()}_frontDesk`, frontDeskRecord()));
    await assertSucceeds(write(`frontdesk_${today()}_inbox`, frontDeskRecord({ purpose: 'inbox' })));
    await assertSucceeds(
      write(`doctor_${today()}_doctorDay`, frontDeskRecord({ by: 'doctor', role: 'doctor', purpose: 'doctorDay' }), doctorUser),
    );
    await assertSucceeds(write(`admin_${today()}_frontDesk`, frontDeskRecord({ by: 'admin', role: 'owner' }), admin));
  });

  it('refuses any other id: another purpose’s, another day’s, another person’s, a random one', async () => {
    await assertFails(write(`frontdesk_${today()}_inbox`, frontDeskRecord()));
    await assertFails(write(`frontdesk_${yesterday()}_frontDesk`, frontDeskRecord()));
    await assertFails(write(`admin_${today()}_frontDesk`, frontDeskRecord()));
    await assertFails(write(`frontdesk_${today()}_frontDesk_2`, frontDeskRecord()));
    await assertFails(addDoc(collection(as(frontDesk), 'accessLog'), frontDeskRecord()));
  });

  it('refuses another person’s uid, a role not held, an unknown purpose, another day, the client’s time, extra fields', async () => {
    await assertFails(write(`admin_${today()}_frontDesk`, frontDeskRecord({ by: 'admin' })));
    await assertFails(write(`frontdesk_${today()}_frontDesk`, frontDeskRecord({ by: 'admin' })));
    await assertFails(write(`frontdesk_${today()}_frontDesk`, frontDeskRecord({ role: 'owner' })));
    await assertFails(write(`frontdesk_${today()}_everything`, frontDeskRecord({ purpose: 'everything' })));
    await assertFails(write(`frontdesk_${yesterday()}_frontDesk`, frontDeskRecord({ day: yesterday() })));
    await assertFails(write(`frontdesk_${today()}_frontDesk`, frontDeskRecord({ at: Timestamp.now() })));
    await assertFails(write(`frontdesk_${today()}_frontDesk`, frontDeskRecord({ patientUid: 'alice' })));
    await assertFails(write(`frontdesk_${today()}_frontDesk`, frontDeskRecord({ docId: 'aliceVisit' })));
  });

  it('a record’s role is one that does its purpose: the front desk’s or the owner’s for the front desk and the inbox, a doctor’s for their day', async () => {
    await assertFails(write(`doctor_${today()}_frontDesk`, frontDeskRecord({ by: 'doctor', role: 'doctor' }), doctorUser));
    await assertFails(write(`doctor_${today()}_inbox`, frontDeskRecord({ by: 'doctor', role: 'doctor', purpose: 'inbox' }), doctorUser));
    await assertFails(write(`frontdesk_${today()}_doctorDay`, frontDeskRecord({ purpose: 'doctorDay' })));
    await assertFails(write(`editor_${today()}_frontDesk`, frontDeskRecord({ by: 'editor', role: 'editor' }), editor));
  });

  it('a patient or a visitor writes no entry of any kind', async () => {
    await assertFails(write(`alice_${today()}_frontDesk`, frontDeskRecord({ by: 'alice', role: 'frontDesk' }), alice));
    await assertFails(write(`alice_${today()}_frontDesk`, frontDeskRecord({ by: 'alice', role: 'patient' }), alice));
    await assertFails(addDoc(collection(as(alice), 'accessLog'), handledEntry({ by: 'alice', role: 'frontDesk' })));
    await assertFails(setDoc(doc(visitor(), 'accessLog', `x_${today()}_frontDesk`), frontDeskRecord({ by: '' })));
  });
});

describe('who reads the log', () => {
  const writeEntry = (patientUid: string, docId: string) => ({
    kind: 'write',
    by: 'frontdesk',
    role: 'frontDesk',
    collection: 'bookings',
    docId,
    action: 'arrived',
    patientUid,
    at: Timestamp.now(),
    day: today(),
  });

  beforeEach(async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'accessLog/aboutAlice'), writeEntry('alice', 'aliceVisit'));
      await setDoc(doc(db, 'accessLog/aboutBob'), writeEntry('bob', 'bobVisit'));
      await setDoc(doc(db, 'accessLog/aboutCaller'), writeEntry('', 'callerVisit'));
    });
    await recordRead(env(), 'frontdesk', 'frontDesk', 'frontDesk');
    await recordRead(env(), 'admin', 'inbox');
  });

  it('the owner lists and reads everything', async () => {
    const db = as(admin);
    const all = await assertSucceeds(getDocs(collection(db, 'accessLog')));
    expect(all.size).toBe(5);
    await assertSucceeds(getDocs(query(collection(db, 'accessLog'), orderBy('at', 'desc'), limit(50))));
    await assertSucceeds(getDocs(query(collection(db, 'accessLog'), where('by', '==', 'frontdesk'), limit(50))));
    await assertSucceeds(getDoc(doc(db, 'accessLog/aboutAlice')));
    await assertSucceeds(getDoc(doc(db, 'accessLog', `frontdesk_${today()}_frontDesk`)));
  });

  it('a front desk member gets their own read records by id (one not written yet too), nothing else, and lists nothing', async () => {
    const db = as(frontDesk);
    const own = await assertSucceeds(getDoc(doc(db, 'accessLog', `frontdesk_${today()}_frontDesk`)));
    expect(own.exists()).toBe(true);
    const notYet = await assertSucceeds(getDoc(doc(db, 'accessLog', `frontdesk_${today()}_inbox`)));
    expect(notYet.exists()).toBe(false);
    await assertFails(getDoc(doc(db, 'accessLog', `admin_${today()}_inbox`)));
    await assertFails(getDoc(doc(db, 'accessLog/aboutAlice')));
    await assertFails(getDocs(collection(db, 'accessLog')));
    await assertFails(getDocs(query(collection(db, 'accessLog'), orderBy('at', 'desc'), limit(50))));
    await assertFails(getDocs(query(collection(db, 'accessLog'), where('by', '==', 'frontdesk'), limit(50))));
    await assertFails(getDocs(query(collection(db, 'accessLog'), where('patientUid', '==', 'alice'), limit(50))));
  });

  it('neither does the editor or a doctor', async () => {
    for (const user of [editor, doctorUser]) {
      const db = as(user);
      await assertFails(getDocs(query(collection(db, 'accessLog'), limit(50))));
      await assertFails(getDoc(doc(db, 'accessLog/aboutAlice')));
      await assertFails(getDoc(doc(db, 'accessLog', `frontdesk_${today()}_frontDesk`)));
    }
  });

  it('a patient lists the write entries about them, at most 100 at a time, and nothing else', async () => {
    const mine = (db: Firestore, uid: string, count = 100) =>
      getDocs(query(collection(db, 'accessLog'), where('patientUid', '==', uid), limit(count)));
    const listed = await assertSucceeds(mine(as(alice), 'alice'));
    expect(listed.docs.map((d) => d.id)).toEqual(['aboutAlice']);
    const bobs = await assertSucceeds(mine(as(bob), 'bob'));
    expect(bobs.docs.map((d) => d.id)).toEqual(['aboutBob']);
    await assertFails(mine(as(alice), 'alice', 101));
    await assertFails(getDocs(query(collection(as(alice), 'accessLog'), where('patientUid', '==', 'alice'))));
    await assertFails(mine(as(alice), 'bob'));
    await assertFails(mine(as(alice), ''));
    await assertFails(getDocs(query(collection(as(alice), 'accessLog'), limit(100))));
    await assertFails(getDocs(query(collection(as(alice), 'accessLog'), where('by', '==', 'frontdesk'), limit(100))));
    await assertFails(getDoc(doc(as(alice), 'accessLog/aboutBob')));
    await assertFails(getDoc(doc(as(alice), 'accessLog', `frontdesk_${today()}_frontDesk`)));
    await assertFails(mine(visitor(), 'alice'));
  });
});
