import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { deleteDoc, deleteField, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import {
  admin,
  alice,
  bob,
  doctorProfile,
  doctorUser,
  editor,
  frontDesk,
  linkedDoctorId,
  modularFirestore,
  rulesEnvironmentForFile,
  seedStaff,
} from './setup';

/*
 * A video visit's call (issue 46; firestore.rules, "A video visit's call" and consultWrite): only
 * the booking's patient and the doctor linked to its doctor, only inside the join window (15
 * minutes before the start to 30 minutes after the end), reach the call's signalling and stamp the
 * consultation record. Every party is tried at every moment.
 */

type User = { uid: string; token: TokenOptions & { email: string } };

const env = rulesEnvironmentForFile();
const as = (user: User | null) =>
  modularFirestore(user ? env().authenticatedContext(user.uid, user.token) : env().unauthenticatedContext());

async function seed(write: (db: Firestore) => Promise<unknown>) {
  await env().withSecurityRulesDisabled(async (ctx) => {
    await write(modularFirestore(ctx));
  });
}

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

const MINUTE = 60_000;
/** Each moment's visit, 30 minutes long: the window is open only for `inside`. */
const moments = [
  { name: 'before the window', id: 'vbefore', startsIn: 20 },
  { name: 'inside the window', id: 'vinside', startsIn: 5 },
  { name: 'after the window', id: 'vafter', startsIn: -61 },
] as const;

const consent = (fields: Record<string, unknown> = {}) => ({
  consentAt: Timestamp.fromDate(new Date(Date.now() - MINUTE)),
  notice: PRIVACY_NOTICE_VERSION,
  patientName: 'Alice Fernandes',
  age: 34,
  phone: '+91 98450 12345',
  ...fields,
});

function videoVisit(startsIn: number, fields: Record<string, unknown> = {}) {
  const visit: Record<string, unknown> = {
    uid: 'alice',
    kind: 'patient',
    doctorId: linkedDoctorId,
    doctorName: 'Dr. Ananya Iyer',
    date: '2026-11-26',
    time: '10:00',
    minutes: 30,
    startsAt: Timestamp.fromDate(new Date(Date.now() + startsIn * MINUTE)),
    patientName: 'Alice Fernandes',
    phone: '+91 98450 12345',
    email: 'alice@example.com',
    status: 'booked',
    visit: 'video',
    consult: consent(),
    ...fields,
  };
  // A field given as undefined is left out (a booking from before video visits, one not consented to).
  return Object.fromEntries(Object.entries(visit).filter(([, value]) => value !== undefined));
}

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
        await check(deleteDoc(doc(db, `bookings/${moment.id}/call/${other}`)));
      });

      const stampAllowed = moment.id === 'vinside' && party.side !== null;
      it(`${party.name} ${stampAllowed ? 'stamps' : 'cannot stamp'} their join and leave on the record ${moment.name}`, async () => {
        const db = as(party.user);
        const side = party.side ?? 'doctor';
        const check = stampAllowed ? assertSucceeds : assertFails;
        await check(updateDoc(doc(db, `bookings/${moment.id}`), { [`consult.${side}JoinedAt`]: serverTimestamp() }));
        await check(updateDoc(doc(db, `bookings/${moment.id}`), { [`consult.${side}LeftAt`]: serverTimestamp() }));
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
    await assertSucceeds(updateDoc(doc(as(doctorUser), 'bookings/norecord'), { 'consult.doctorJoinedAt': serverTimestamp() }));
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
    await assertSucceeds(updateDoc(doc(as(doctorUser), visit), { 'consult.doctorJoinedAt': serverTimestamp() }));
    await assertFails(updateDoc(doc(as(doctorUser), visit), { 'consult.doctorJoinedAt': serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as(doctorUser), visit), { 'consult.doctorLeftAt': serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as(doctorUser), visit), { 'consult.doctorLeftAt': serverTimestamp() }));
    await assertFails(updateDoc(doc(as(doctorUser), visit), { 'consult.patientLeftAt': serverTimestamp() }));
    await assertFails(updateDoc(doc(as(alice), visit), { 'consult.doctorLeftAt': serverTimestamp() }));
    await assertFails(updateDoc(doc(as(alice), visit), { 'consult.patientLeftAt': Timestamp.fromDate(new Date()) }));
    await assertFails(updateDoc(doc(as(alice), visit), { consult: deleteField() }));
  });
});
