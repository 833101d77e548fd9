import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { beforeEach, describe, it } from 'vitest';
import { admin, alice, rulesEnvironmentForFile, seedProfiles } from './setup';

const env = rulesEnvironmentForFile();
const { FieldValue, Timestamp } = firebase.firestore;

const as = (user: { uid: string; token: TokenOptions }) => env().authenticatedContext(user.uid, user.token).firestore();
const visitor = () => env().unauthenticatedContext().firestore();

const appointment = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Ravi Kumar',
  patientEmail: 'ravi@example.com',
  phoneNumber: '+91 98450 12345',
  appointmentDate: '2026-12-03',
  status: 'new',
  mailStatus: 'pending',
  createdAt: FieldValue.serverTimestamp(),
  ...overrides,
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Iyer',
  email: 'lakshmi@example.com',
  subject: 'Bill for July',
  message: 'Could you resend my invoice?',
  status: 'new',
  mailStatus: 'pending',
  createdAt: FieldValue.serverTimestamp(),
  ...overrides,
});

beforeEach(async () => {
  await env().clearFirestore();
  await seedProfiles(env());
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('appointmentRequests/recent').set(appointment({ createdAt: Timestamp.now() }));
    await db.doc('appointmentRequests/old').set(appointment({ createdAt: Timestamp.fromDate(new Date('2026-01-01')) }));
    await db.doc('contactMessages/recent').set(contact({ createdAt: Timestamp.now() }));
  });
});

describe.each([
  ['appointmentRequests', appointment],
  ['contactMessages', contact],
] as const)('%s', (collection, valid) => {
  it('anyone, signed in or not, creates one with exactly the allowed fields', async () => {
    await assertSucceeds(visitor().collection(collection).add(valid()));
    await assertSucceeds(as(alice).collection(collection).add(valid()));
  });

  it("refuses a status other than 'new', a mail status other than 'pending', or a client time", async () => {
    await assertFails(visitor().collection(collection).add(valid({ status: 'handled' })));
    await assertFails(visitor().collection(collection).add(valid({ mailStatus: 'sent' })));
    await assertFails(visitor().collection(collection).add(valid({ createdAt: Timestamp.fromDate(new Date('2026-01-01')) })));
  });

  it('refuses extra fields', async () => {
    await assertFails(visitor().collection(collection).add(valid({ priority: 'urgent' })));
  });

  it('nobody but an admin reads or lists them', async () => {
    await assertFails(visitor().collection(collection).get());
    await assertFails(as(alice).collection(collection).get());
    await assertSucceeds(as(admin).collection(collection).get());
  });

  it('an admin deletes one (spam); a patient or a visitor cannot', async () => {
    await assertFails(as(alice).doc(`${collection}/recent`).delete());
    await assertFails(visitor().doc(`${collection}/recent`).delete());
    await assertSucceeds(as(admin).doc(`${collection}/recent`).delete());
  });

  it("an admin changes the status to 'handled' and back, and nothing else", async () => {
    await assertSucceeds(as(admin).doc(`${collection}/recent`).update({ status: 'handled' }));
    await assertSucceeds(as(admin).doc(`${collection}/recent`).update({ status: 'new' }));
    await assertFails(as(admin).doc(`${collection}/recent`).update({ status: 'archived' }));
  });

  it('a non-admin cannot change the status', async () => {
    await assertFails(as(alice).doc(`${collection}/recent`).update({ status: 'handled' }));
  });

  it("an admin marks one as spam and back; a patient or a visitor cannot, and nobody sends one as spam", async () => {
    await assertFails(as(alice).doc(`${collection}/recent`).update({ status: 'spam' }));
    await assertFails(visitor().doc(`${collection}/recent`).update({ status: 'spam' }));
    await assertSucceeds(as(admin).doc(`${collection}/recent`).update({ status: 'spam' }));
    await assertSucceeds(as(admin).doc(`${collection}/recent`).update({ status: 'new' }));
    await assertFails(visitor().collection(collection).add(valid({ status: 'spam' })));
  });

  it("an admin pages through one status, newest first (the inbox's query); nobody else can", async () => {
    const inboxPage = (db: firebase.firestore.Firestore) => db.collection(collection).where('status', '==', 'new').orderBy('createdAt', 'desc').limit(10).get();
    await assertSucceeds(inboxPage(as(admin)));
    await assertFails(inboxPage(as(alice)));
    await assertFails(inboxPage(visitor()));
  });

  it('the sender reports once, soon after, whether the e-mail went out', async () => {
    await assertSucceeds(visitor().doc(`${collection}/recent`).update({ mailStatus: 'failed' }));
    await assertFails(visitor().doc(`${collection}/recent`).update({ mailStatus: 'sent' }));
  });

  it('the mail report changes nothing else', async () => {
    await assertFails(visitor().doc(`${collection}/recent`).update({ mailStatus: 'sent', status: 'handled' }));
  });
});

describe('appointmentRequests fields', () => {
  it('refuses a blank name, a malformed e-mail, a phone that is not one, or a date that is not YYYY-MM-DD', async () => {
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ patientName: '   ' })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ patientEmail: 'ravi@example' })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: 'call me' })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ appointmentDate: 'tomorrow' })));
  });

  it('refuses phone numbers the form refuses: tabs, non-breaking spaces, fewer than 7 or more than 15 digits', async () => {
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: '98450\t12345' })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: '98450\u00a012345' })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: '(080) 1-2-3' })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: '1234 5678 9012 3456' })));
    await assertSucceeds(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: '(080) 4123-5678' })));
  });

  it('refuses over-long values', async () => {
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ patientName: 'n'.repeat(101) })));
    await assertFails(visitor().collection('appointmentRequests').add(appointment({ phoneNumber: '9'.repeat(26) })));
  });

  it('the mail report is refused long after the request was stored', async () => {
    await assertFails(visitor().doc('appointmentRequests/old').update({ mailStatus: 'sent' }));
  });
});

describe('contactMessages fields', () => {
  it('refuses a blank subject or message, and over-long ones', async () => {
    await assertFails(visitor().collection('contactMessages').add(contact({ subject: '' })));
    await assertFails(visitor().collection('contactMessages').add(contact({ message: '  ' })));
    await assertFails(visitor().collection('contactMessages').add(contact({ message: 'm'.repeat(5001) })));
    await assertFails(visitor().collection('contactMessages').add(contact({ subject: 's'.repeat(151) })));
  });
});
