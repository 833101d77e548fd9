import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import { clinicToday } from '../../src/lib/openingHours';
import { MAX_CANDIDATE_LENGTH } from '../../src/services/videoCallTypes';
import {
  addLogEntry,
  admin,
  alice,
  bob,
  doctorProfile,
  doctorUser,
  editor,
  entriesAbout,
  frontDesk,
  readRecord,
  recordRead,
  rulesFile,
  seedStaff,
  stampCall,
  videoVisit,
} from './setup';

/*
 * A video visit's call (issue 46; firestore.rules, "A video visit's call" and consultWrite): only
 * the booking's patient and the doctor linked to its doctor, only inside the join window (15
 * minutes before the start to 30 minutes after the end), reach the call's signalling and stamp the
 * consultation record. Every party is tried at every moment. The doctor reaches the call under
 * today's record of their day, and their stamps carry access-log entries (issue 54): both are
 * written here as the page writes them.
 */

type User = { uid: string; token: TokenOptions & { email: string } };

const { env, as, seed } = rulesFile();

const otherDoctor: User = { uid: 'doctor2', token: { email: 'doctor2@example.com', email_verified: true } };
const parties: Array<{ name: string; user: User | null; side: 'patient' | 'doctor' | null }> = [
  { name: 'the patient', user: alice, side: 'patient' },
  { name: 'the linked doctor', user: doctorUser, side: 'doctor' },
  { name: 'another doctor', user: otherDoctor, side: null },
  { name: 'the front desk', user: frontDesk, side: null },
  { name: 'the owner', user: admin, side: null },
  { name: 'the editor', user: editor, side: null },
  { name: 'another patient', user: bob, side: null },
  { name: 'a visitor', user: null, side: null },
];

/** Each moment's visit, 30 minutes long: the window is open only for `inside`. */
const moments = [
  { name: 'before the window', id: 'vbefore', startsIn: 20 },
  { name: 'inside the window', id: 'vinside', startsIn: 5 },
  { name: 'after the window', id: 'vafter', startsIn: -61 },
] as const;

const sideDoc = (session = 'session0001') => ({ session, peer: '', description: null, candidates: [], updatedAt: serverTimestamp() });

beforeEach(async () => {
  await env().clearFirestore();
  await seedStaff(env());
  await seed(async (db) => {
    await setDoc(doc(db, 'doctors/other-doctor'), doctorProfile({ name: 'Dr. Rohan Kulkarni', order: 2 }));
    await setDoc(doc(db, 'users/doctor2'), {
      uid: 'doctor2',
      displayName: 'Dr. Rohan Kulkarni',
      email: 'doctor2@example.com',
      photoURL: '',
      roles: ['doctor'],
      doctorId: 'other-doctor',
      staff: true,
    });
    await setDoc(doc(db, 'users/bob'), { uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '' });
    for (const moment of moments) {
      await setDoc(doc(db, `bookings/${moment.id}`), videoVisit(moment.startsIn));
      // A visit the patient has not consented to yet, at the same moment (its record null, as the seed writes it).
      await setDoc(doc(db, `bookings/${moment.id}new`), videoVisit(moment.startsIn, { consult: null }));
      for (const side of ['patient', 'doctor'] as const) await setDoc(doc(db, `bookings/${moment.id}/call/${side}`), sideDoc());
    }
  });
  // The doctors opened their day today, as the call page does first (videoVisits.ts getCallVisit).
  await recordRead(env(), 'doctor', 'doctorDay', 'doctor');
  await recordRead(env(), 'doctor2', 'doctorDay', 'doctor');
});

describe('the call signalling, every party at every moment', () => {
  for (const moment of moments) {
    for (const party of parties) {
      const allowed = moment.id === 'vinside' && party.side !== null;
      const verb = allowed ? 'reaches' : 'is refused';
      it(`${party.name} ${verb} the signalling ${moment.name}`, async () => {
        const db = as(party.user);
        const check = allowed ? assertSucceeds : assertFails;
        const other = party.side === 'doctor' ? 'patient' : 'doctor';
        await check(getDoc(doc(db, `bookings/${moment.id}/call/${other}`)));
        await check(getDoc(doc(db, `bookings/${moment.id}/call/ended`)));
        // Each writes its own side (a non-party tries both).
        const mine = party.side ?? 'patient';
        await check(setDoc(doc(db, `bookings/${moment.id}/call/${mine}`), sideDoc('session0002')));
        if (!party.side) await assertFails(setDoc(doc(db, `bookings/${moment.id}/call/doctor`), sideDoc('session0002')));
        await check(setDoc(doc(db, `bookings/${moment.id}/call/ended`), { by: mine, at: serverTimestamp() }));
        // Each deletes its own signalling, never the other's (issue 54: this test once let a party delete the other's).
        await assertFails(deleteDoc(doc(db, `bookings/${moment.id}/call/${other}`)));
        await check(deleteDoc(doc(db, `bookings/${moment.id}/call/${mine}`)));
      });

      const stampAllowed = moment.id === 'vinside' && party.side !== null;
      it(`${party.name} ${stampAllowed ? 'stamps' : 'cannot stamp'} their join and leave on the record ${moment.name}`, async () => {
        const db = as(party.user);
        const side = party.side ?? 'doctor';
        const check = stampAllowed ? assertSucceeds : assertFails;
        const by = party.user?.uid ?? '';
        await check(stampCall(db, by, moment.id, `${side}JoinedAt`));
        await check(stampCall(db, by, moment.id, `${side}LeftAt`));
      });

      const consentAllowed = moment.id === 'vinside' && party.side === 'patient';
      it(`${party.name} ${consentAllowed ? 'consents' : 'cannot consent'} ${moment.name}`, async () => {
        const db = as(party.user);
        const write = updateDoc(doc(db, `bookings/${moment.id}new`), {
          'consult.consentAt': serverTimestamp(),
          'consult.notice': PRIVACY_NOTICE_VERSION,
          'consult.patientName': 'Alice Fernandes',
          'consult.age': 34,
          'consult.phone': '+91 98450 12345',
          'consult.patientJoinedAt': serverTimestamp(),
        });
        await (consentAllowed ? assertSucceeds(write) : assertFails(write));
      });
    }
  }
});

describe('what the two parties still cannot do inside the window', () => {
  const visit = 'bookings/vinside';
  const fresh = 'bookings/vinsidenew';
  const consentWrite = (fields: Record<string, unknown>) => ({
    'consult.consentAt': serverTimestamp(),
    'consult.notice': PRIVACY_NOTICE_VERSION,
    'consult.patientName': 'Asha',
    'consult.age': 34,
    'consult.phone': '+91 98450 12345',
    ...fields,
  });

  it('a record that is not there yet counts as none (no consent)', async () => {
    await seed((db) => setDoc(doc(db, 'bookings/norecord'), videoVisit(5, { consult: undefined })));
    await assertFails(getDoc(doc(as(alice), 'bookings/norecord/call/doctor')));
    await assertSucceeds(stampCall(as(doctorUser), 'doctor', 'norecord', 'doctorJoinedAt'));
    await assertSucceeds(updateDoc(doc(as(alice), 'bookings/norecord'), consentWrite({})));
    await assertSucceeds(getDoc(doc(as(alice), 'bookings/norecord/call/doctor')));
  });

  it('a patient who has not consented reaches no signalling', async () => {
    await assertFails(getDoc(doc(as(alice), `${fresh}/call/doctor`)));
    await assertFails(setDoc(doc(as(alice), `${fresh}/call/patient`), sideDoc()));
    // The doctor may wait for them.
    await assertSucceeds(setDoc(doc(as(doctorUser), `${fresh}/call/doctor`), sideDoc()));
  });

  it('nobody writes the other side’s document, nor the TURN document, nor hangs up as the other', async () => {
    await assertFails(setDoc(doc(as(alice), `${visit}/call/doctor`), sideDoc()));
    await assertFails(setDoc(doc(as(doctorUser), `${visit}/call/patient`), sideDoc()));
    await assertFails(setDoc(doc(as(alice), `${visit}/call/ended`), { by: 'doctor', at: serverTimestamp() }));
    await assertFails(setDoc(doc(as(doctorUser), `${visit}/call/ice`), { iceServers: [] }));
    await assertSucceeds(getDoc(doc(as(alice), `${visit}/call/ice`)));
    await assertFails(setDoc(doc(as(alice), `${visit}/call/other`), sideDoc()));
  });

  it('a side’s document keeps its shape', async () => {
    const write = (fields: Record<string, unknown>) => setDoc(doc(as(alice), `${visit}/call/patient`), { ...sideDoc(), ...fields });
    await assertSucceeds(write({ description: { type: 'offer', sdp: 'v=0' }, candidates: ['{}'] }));
    await assertFails(write({ description: { type: 'rollback', sdp: '' } }));
    await assertFails(write({ session: 'short' }));
    await assertFails(write({ extra: true }));
    await assertFails(write({ updatedAt: Timestamp.fromDate(new Date()) }));
    await assertFails(write({ candidates: Array.from({ length: 101 }, () => '{}') }));
  });

  it('no call for a visit at the clinic, a cancelled visit, or one marked a no-show', async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'bookings/clinic'), videoVisit(5, { visit: 'clinic' }));
      await setDoc(doc(db, 'bookings/old'), videoVisit(5, { visit: undefined }));
      await setDoc(doc(db, 'bookings/cancelled'), videoVisit(5, { status: 'cancelled' }));
      await setDoc(doc(db, 'bookings/noshow'), videoVisit(5, { status: 'no-show' }));
      await setDoc(doc(db, 'bookings/arrived'), videoVisit(5, { status: 'arrived' }));
    });
    for (const id of ['clinic', 'old', 'cancelled', 'noshow']) {
      await assertFails(getDoc(doc(as(alice), `bookings/${id}/call/doctor`)));
      await assertFails(getDoc(doc(as(doctorUser), `bookings/${id}/call/patient`)));
    }
    await assertSucceeds(getDoc(doc(as(doctorUser), 'bookings/arrived/call/patient')));
  });

  it('the consent: once, at the request’s time, with the details the rules bound; a minor needs the adult present', async () => {
    const db = as(alice);
    await assertFails(updateDoc(doc(db, fresh), consentWrite({ 'consult.consentAt': Timestamp.fromDate(new Date()) })));
    await assertFails(updateDoc(doc(db, fresh), consentWrite({ 'consult.patientName': '   ' })));
    await assertFails(updateDoc(doc(db, fresh), consentWrite({ 'consult.age': 130 })));
    await assertFails(updateDoc(doc(db, fresh), consentWrite({ 'consult.phone': 'call me' })));
    await assertFails(updateDoc(doc(db, fresh), consentWrite({ 'consult.age': 9 })));
    await assertFails(updateDoc(doc(db, fresh), consentWrite({ 'consult.doctorJoinedAt': serverTimestamp() })));
    await assertFails(updateDoc(doc(db, fresh), { ...consentWrite({}), status: 'arrived' }));
    await assertSucceeds(updateDoc(doc(db, fresh), consentWrite({ 'consult.age': 9, 'consult.adultPresent': 'Ravi (father)' })));
    // Given once: not again, not changed.
    await assertFails(updateDoc(doc(db, fresh), consentWrite({})));
    await assertFails(updateDoc(doc(db, fresh), { 'consult.patientName': 'Someone else' }));
  });

  it('a first join is never moved; the latest leaving is', async () => {
    await assertSucceeds(stampCall(as(doctorUser), 'doctor', 'vinside', 'doctorJoinedAt'));
    await assertFails(stampCall(as(doctorUser), 'doctor', 'vinside', 'doctorJoinedAt'));
    await assertSucceeds(stampCall(as(doctorUser), 'doctor', 'vinside', 'doctorLeftAt'));
    await assertSucceeds(stampCall(as(doctorUser), 'doctor', 'vinside', 'doctorLeftAt'));
    await assertFails(updateDoc(doc(as(doctorUser), visit), { 'consult.patientLeftAt': serverTimestamp() }));
    await assertFails(updateDoc(doc(as(alice), visit), { 'consult.doctorLeftAt': serverTimestamp() }));
    await assertFails(updateDoc(doc(as(alice), visit), { 'consult.patientLeftAt': Timestamp.fromDate(new Date()) }));
    await assertFails(updateDoc(doc(as(alice), visit), { consult: deleteField() }));
  });
});

describe('issue 54: each side’s own signalling, bounded candidates, the published notice, the doctor under the access log', () => {
  const visit = 'bookings/vinside';
  const sideWith = (fields: Record<string, unknown>) => ({ ...sideDoc('session0002'), ...fields });
  /** A candidate as a browser gives one (peerLink.ts: RTCIceCandidateInit as JSON). */
  const realCandidate = JSON.stringify({
    candidate:
      'candidate:842163049 1 udp 1677729535 203.0.113.5 50000 typ srflx raddr 192.168.1.5 rport 50000 generation 0 ufrag Ab1x network-id 1',
    sdpMid: '0',
    sdpMLineIndex: 0,
    usernameFragment: 'Ab1x',
  });

  it('3. in the middle of a call, neither side deletes the other’s signalling; each deletes its own', async () => {
    await assertFails(deleteDoc(doc(as(alice), `${visit}/call/doctor`)));
    await assertFails(deleteDoc(doc(as(doctorUser), `${visit}/call/patient`)));
    expect((await getDoc(doc(as(alice), `${visit}/call/doctor`))).exists()).toBe(true);
    await assertSucceeds(deleteDoc(doc(as(alice), `${visit}/call/patient`)));
    await assertSucceeds(deleteDoc(doc(as(doctorUser), `${visit}/call/doctor`)));
  });

  it('3. `ended`: not cleared by the other side while its writer is still in the call; by the writer, or by the other once the writer has left', async () => {
    // The doctor's `ended` while their signalling is still there: the patient cannot clear it.
    await assertSucceeds(setDoc(doc(as(doctorUser), `${visit}/call/ended`), { by: 'doctor', at: serverTimestamp() }));
    await assertFails(deleteDoc(doc(as(alice), `${visit}/call/ended`)));
    await assertSucceeds(deleteDoc(doc(as(doctorUser), `${visit}/call/ended`)));
    // Deleting an `ended` that is not there (a fresh join) goes through.
    await assertSucceeds(deleteDoc(doc(as(alice), `${visit}/call/ended`)));
    // The doctor hangs up as the page does (videoCall.ts endCall: `ended` and their own document in one batch).
    const db = as(doctorUser);
    const batch = writeBatch(db);
    batch.set(doc(db, `${visit}/call/ended`), { by: 'doctor', at: serverTimestamp() });
    batch.delete(doc(db, `${visit}/call/doctor`));
    await assertSucceeds(batch.commit());
    // The patient's page clears up (clearCall): its own document, then `ended`.
    await assertSucceeds(deleteDoc(doc(as(alice), `${visit}/call/patient`)));
    await assertSucceeds(deleteDoc(doc(as(alice), `${visit}/call/ended`)));
  });

  it('4. a candidate is a string of printable text, at most 1,000 characters; about 900 kB in one write is refused', async () => {
    const write = (fields: Record<string, unknown>) => setDoc(doc(as(alice), `${visit}/call/patient`), sideWith(fields));
    await assertFails(write({ candidates: [{ candidate: 'candidate:1', sdpMid: '0' }] }));
    await assertFails(write({ candidates: [42] }));
    await assertFails(write({ candidates: [realCandidate, null] }));
    await assertFails(write({ candidates: [''] }));
    await assertFails(write({ candidates: ['x'.repeat(MAX_CANDIDATE_LENGTH + 1)] }));
    await assertFails(write({ candidates: [`${'x'.repeat(900)}\n${'x'.repeat(900)}`] }));
    await assertFails(write({ candidates: ['candidate é'] }));
    // The attack of the issue: 100 candidates of 9,000 characters.
    await assertFails(write({ candidates: Array.from({ length: 100 }, () => 'x'.repeat(9000)) }));
    // A description still needs its type and an SDP of at most 50,000 characters.
    await assertFails(write({ description: { type: 'offer', sdp: 'v'.repeat(50_001) } }));
    await assertFails(write({ description: { type: 'offer' } }));
    // The same made legitimate: real candidates, a description, and candidates added as the page adds them.
    await assertSucceeds(write({ description: { type: 'offer', sdp: 'v=0' }, candidates: [realCandidate] }));
    await assertSucceeds(
      updateDoc(doc(as(alice), `${visit}/call/patient`), { candidates: arrayUnion(`${realCandidate} `), updatedAt: serverTimestamp() }),
    );
  });

  it('4. the costliest side’s document goes through (within the rules’ 1,000 expressions): 100 candidates of 1,000 characters and a 50,000-character SDP', async () => {
    const candidates = Array.from({ length: 100 }, (_, i) => `${i}`.padEnd(MAX_CANDIDATE_LENGTH, '~'));
    await assertSucceeds(
      setDoc(
        doc(as(doctorUser), `${visit}/call/doctor`),
        sideWith({ description: { type: 'answer', sdp: 'v'.repeat(50_000) }, candidates }),
      ),
    );
  });

  it('5. a consent names the notice the clinic published, not any other', async () => {
    const consentWith = (notice: string) => ({
      'consult.consentAt': serverTimestamp(),
      'consult.notice': notice,
      'consult.patientName': 'Alice Fernandes',
      'consult.age': 34,
      'consult.phone': '+91 98450 12345',
      'consult.patientJoinedAt': serverTimestamp(),
    });
    for (const notice of ['1999-01-01', '2099-12-31', 'x', `${PRIVACY_NOTICE_VERSION} `]) {
      await assertFails(updateDoc(doc(as(alice), 'bookings/vinsidenew'), consentWith(notice)));
    }
    await assertSucceeds(updateDoc(doc(as(alice), 'bookings/vinsidenew'), consentWith(PRIVACY_NOTICE_VERSION)));
  });

  it('6. without today’s record of their day the doctor reaches no signalling, no TURN credential; with it, they do', async () => {
    // As beforeEach, without the doctor's record of their day.
    await env().clearFirestore();
    await seedStaff(env());
    await seed(async (db) => {
      await setDoc(doc(db, visit), videoVisit(5));
      await setDoc(doc(db, `${visit}/call/patient`), sideDoc());
      await setDoc(doc(db, `${visit}/call/ice`), { iceServers: [], expiresAt: Timestamp.fromDate(new Date(Date.now() + 3_600_000)) });
    });
    const db = as(doctorUser);
    await assertFails(getDoc(doc(db, `${visit}/call/patient`)));
    await assertFails(getDoc(doc(db, `${visit}/call/ice`)));
    await assertFails(getDoc(doc(db, `${visit}/call/ended`)));
    await assertFails(setDoc(doc(db, `${visit}/call/doctor`), sideDoc()));
    // A record of another day, or for another purpose, is not today's record of their day.
    await recordRead(env(), 'doctor', 'frontDesk', 'doctor');
    await assertFails(getDoc(doc(db, `${visit}/call/patient`)));
    // The page writes it first (videoVisits.ts getCallVisit, videoCall.ts startSide), as the doctor may.
    const day = clinicToday();
    await assertSucceeds(setDoc(doc(db, `accessLog/doctor_${day}_doctorDay`), readRecord('doctor', 'doctorDay', 'doctor', { day })));
    await assertSucceeds(getDoc(doc(db, `${visit}/call/patient`)));
    await assertSucceeds(getDoc(doc(db, `${visit}/call/ice`)));
    await assertSucceeds(setDoc(doc(db, `${visit}/call/doctor`), sideDoc()));
    // The patient needs no record.
    await assertSucceeds(getDoc(doc(as(alice), `${visit}/call/ice`)));
  });

  it('6. the doctor’s join and leave stamps carry their access-log entry, naming the patient; without one, or a wrong one, they are refused', async () => {
    const db = as(doctorUser);
    // As the attack: a stamp with no entry.
    await assertFails(updateDoc(doc(db, visit), { 'consult.doctorJoinedAt': serverTimestamp() }));
    // An entry that says something else, or names another role, or two stamps under one entry.
    await assertFails(stampCall(db, 'doctor', 'vinside', 'doctorJoinedAt', { action: 'left' }));
    await assertFails(stampCall(db, 'doctor', 'vinside', 'doctorJoinedAt', { action: 'arrived' }));
    await assertFails(stampCall(db, 'doctor', 'vinside', 'doctorJoinedAt', { role: 'frontDesk' }));
    // The doctor's entry of a join, as stampCall() writes it.
    const joinedEntry = (batch: WriteBatch) =>
      addLogEntry(db, batch, {
        by: 'doctor',
        role: 'doctor',
        collection: 'bookings',
        docId: 'vinside',
        action: 'joined',
        patientUid: 'alice',
      });
    const both = writeBatch(db);
    const log = joinedEntry(both);
    both.update(doc(db, visit), { 'consult.doctorJoinedAt': serverTimestamp(), 'consult.doctorLeftAt': serverTimestamp(), ...log });
    await assertFails(both.commit());
    // A joined or left entry with no stamp behind it, and one by anyone but a doctor.
    const lone = writeBatch(db);
    joinedEntry(lone);
    await assertFails(lone.commit());
    // The same made legitimate (within the rules' 1,000 expressions): each stamp with its entry.
    await assertSucceeds(stampCall(db, 'doctor', 'vinside', 'doctorJoinedAt'));
    await assertSucceeds(stampCall(db, 'doctor', 'vinside', 'doctorLeftAt'));
    // The patient's own stamps carry none (they are not staff), and may not carry one.
    await assertSucceeds(stampCall(as(alice), 'alice', 'vinside', 'patientLeftAt'));
    await assertFails(updateDoc(doc(as(alice), visit), { 'consult.patientLeftAt': serverTimestamp(), logEntry: 'abc' }));
    // The patient finds the doctor's entries about them (their data download).
    const mine = await entriesAbout(env(), alice);
    expect(mine.map((entry) => entry.action as string).sort()).toEqual(['joined', 'left']);
  });
});
