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
import { REQUEST_LIMITS } from '../../src/config/limits';
import { openDayFromToday } from '../utils/dates';
import {
  addLogEntry,
  admin,
  alice,
  bob,
  entriesAbout,
  frontDesk,
  inboxPage,
  logDelete,
  logStaffWrite,
  modularFirestore,
  recordRead,
  rulesFile,
  seedStaff,
  storedForDelete,
  type LogOption,
} from './setup';

const { env, as, visitor } = rulesFile();

type User = { uid: string; token: TokenOptions };

/*
 * The front desk's work on the inbox carries its access-log entry (firestore.rules, "The access
 * log"), as src/services/firebase/accessLog.ts logWrite adds it, and reads it under today's access
 * record; tests/rules/access-log.rules.test.ts tests the log itself.
 */

/** The account that sent a stored request ('' for a visitor's), read with the rules off. */
async function senderOf(collectionName: string, id: string): Promise<string> {
  let uid = '';
  await env().withSecurityRulesDisabled(async (ctx) => {
    uid = String((await getDoc(doc(modularFirestore(ctx), collectionName, id))).data()?.uid ?? '');
  });
  return uid;
}

/** The front desk marks a request `status`, with its entry (about the sender) in the same batch unless `log` is false. */
async function markAs(
  by: User,
  collectionName: string,
  id: string,
  status: string,
  { log = {} as LogOption, fields = {} as Record<string, unknown> } = {},
) {
  const patientUid = await senderOf(collectionName, id);
  const db = as(by);
  const batch = writeBatch(db);
  const entry = logStaffWrite(batch, db, by, { collection: collectionName, docId: id, action: status, patientUid }, log);
  batch.update(doc(db, collectionName, id), { status, ...entry, ...fields });
  return batch.commit();
}

/**
 * The front desk deletes a request, with its entry unless `log` is false: under the id the rules
 * look for (named after the request's createdAt as stored), about its sender.
 */
async function staffDelete(by: User, collectionName: string, id: string, { log = {} as LogOption } = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  await logDelete(env(), batch, db, by, collectionName, id, log);
  batch.delete(doc(db, collectionName, id));
  return batch.commit();
}

const appointment = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Ravi Kumar',
  patientEmail: 'ravi@example.com',
  phoneNumber: '+91 98450 12345',
  appointmentDate: openDayFromToday(3),
  status: 'new',
  mailStatus: 'pending',
  createdAt: serverTimestamp(),
  noticeVersion: '2026-11-23',
  ...overrides,
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Iyer',
  email: 'lakshmi@example.com',
  subject: 'Bill for July',
  message: 'Could you resend my invoice?',
  status: 'new',
  mailStatus: 'pending',
  createdAt: serverTimestamp(),
  noticeVersion: '2026-11-23',
  ...overrides,
});

beforeEach(async () => {
  await env().clearFirestore();
  await seedStaff(env());
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    await setDoc(doc(db, 'appointmentRequests/recent'), appointment({ createdAt: Timestamp.now() }));
    await setDoc(doc(db, 'appointmentRequests/old'), appointment({ createdAt: Timestamp.fromDate(new Date('2026-01-01')) }));
    await setDoc(doc(db, 'contactMessages/recent'), contact({ createdAt: Timestamp.now() }));
    // Sent while signed in (alice's), and a visitor's of ten minutes ago.
    await setDoc(doc(db, 'appointmentRequests/alices'), appointment({ createdAt: Timestamp.now(), uid: 'alice' }));
    await setDoc(doc(db, 'contactMessages/alices'), contact({ createdAt: Timestamp.now(), uid: 'alice' }));
    await setDoc(doc(db, 'appointmentRequests/aged'), appointment({ createdAt: Timestamp.fromMillis(Date.now() - 10 * 60_000) }));
  });
});

describe.each([
  ['appointmentRequests', appointment],
  ['contactMessages', contact],
] as const)('%s', (collectionName, valid) => {
  it('anyone, signed in or not, creates one with exactly the allowed fields', async () => {
    await assertSucceeds(addDoc(collection(visitor(), collectionName), valid()));
    await assertSucceeds(addDoc(collection(as(alice), collectionName), valid()));
  });

  it("refuses a status other than 'new', a mail status other than 'pending', or a client time", async () => {
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ status: 'handled' })));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ mailStatus: 'sent' })));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ createdAt: Timestamp.fromDate(new Date('2026-01-01')) })));
  });

  it('refuses extra fields', async () => {
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ priority: 'urgent' })));
  });

  it('needs the version of the privacy notice it was sent under, of at most 20 characters', async () => {
    const withoutVersion: Record<string, unknown> = valid();
    delete withoutVersion.noticeVersion;
    await assertFails(addDoc(collection(visitor(), collectionName), withoutVersion));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ noticeVersion: '' })));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ noticeVersion: 'v'.repeat(21) })));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ noticeVersion: 1 })));
  });

  it('nobody but an admin reads or lists them', async () => {
    await recordRead(env(), 'admin', 'inbox');
    await assertFails(getDocs(collection(visitor(), collectionName)));
    await assertFails(getDocs(collection(as(alice), collectionName)));
    await assertSucceeds(getDocs(collection(as(admin), collectionName)));
  });

  it('an admin deletes one (spam); a patient or a visitor cannot', async () => {
    await assertFails(deleteDoc(doc(as(alice), `${collectionName}/recent`)));
    await assertFails(deleteDoc(doc(visitor(), `${collectionName}/recent`)));
    await assertSucceeds(staffDelete(admin, collectionName, 'recent'));
  });

  it("an admin changes the status to 'handled' and back, and nothing else", async () => {
    await assertSucceeds(markAs(admin, collectionName, 'recent', 'handled'));
    await assertSucceeds(markAs(admin, collectionName, 'recent', 'new'));
    await assertFails(markAs(admin, collectionName, 'recent', 'archived'));
    await assertFails(markAs(admin, collectionName, 'recent', 'archived', { log: { action: 'handled' } }));
    await assertFails(markAs(admin, collectionName, 'recent', 'handled', { fields: { noticeVersion: 'x' } }));
  });

  it('a non-admin cannot change the status', async () => {
    await assertFails(updateDoc(doc(as(alice), `${collectionName}/recent`), { status: 'handled' }));
  });

  it('an admin marks one as spam and back; a patient or a visitor cannot, and nobody sends one as spam', async () => {
    await assertFails(updateDoc(doc(as(alice), `${collectionName}/recent`), { status: 'spam' }));
    await assertFails(updateDoc(doc(visitor(), `${collectionName}/recent`), { status: 'spam' }));
    await assertSucceeds(markAs(admin, collectionName, 'recent', 'spam'));
    await assertSucceeds(markAs(admin, collectionName, 'recent', 'new'));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ status: 'spam' })));
  });

  it("an admin pages through one status, newest first (the inbox's query); nobody else can", async () => {
    await recordRead(env(), 'admin', 'inbox');
    await assertSucceeds(inboxPage(as(admin), collectionName));
    await assertFails(inboxPage(as(alice), collectionName));
    await assertFails(inboxPage(visitor(), collectionName));
  });

  it('the sender reports once, soon after, whether the e-mail went out', async () => {
    await assertSucceeds(updateDoc(doc(visitor(), `${collectionName}/recent`), { mailStatus: 'failed' }));
    await assertFails(updateDoc(doc(visitor(), `${collectionName}/recent`), { mailStatus: 'sent' }));
  });

  it("only the signed-in sender reports their request's mail outcome: not a visitor, another patient or an admin", async () => {
    await assertFails(updateDoc(doc(visitor(), `${collectionName}/alices`), { mailStatus: 'failed' }));
    await assertFails(updateDoc(doc(as(bob), `${collectionName}/alices`), { mailStatus: 'failed' }));
    await assertFails(updateDoc(doc(as(admin), `${collectionName}/alices`), { mailStatus: 'failed' }));
    await assertSucceeds(updateDoc(doc(as(alice), `${collectionName}/alices`), { mailStatus: 'sent' }));
  });

  it('the mail report changes nothing else', async () => {
    await assertFails(updateDoc(doc(visitor(), `${collectionName}/recent`), { mailStatus: 'sent', status: 'handled' }));
  });
});

describe('appointmentRequests fields', () => {
  it('refuses a blank name, a malformed e-mail, a phone that is not one, or a date that is not YYYY-MM-DD', async () => {
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ patientName: '   ' })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ patientEmail: 'ravi@example' })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: 'call me' })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ appointmentDate: 'tomorrow' })));
  });

  it('refuses phone numbers the form refuses: tabs, non-breaking spaces, fewer than 7 or more than 15 digits', async () => {
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: '98450\t12345' })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: '98450\u00a012345' })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: '(080) 1-2-3' })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: '1234 5678 9012 3456' })));
    await assertSucceeds(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: '(080) 4123-5678' })));
  });

  it('refuses over-long values', async () => {
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ patientName: 'n'.repeat(101) })));
    await assertFails(addDoc(collection(visitor(), 'appointmentRequests'), appointment({ phoneNumber: '9'.repeat(26) })));
  });

  it('the mail report is refused long after the request was stored', async () => {
    await assertFails(updateDoc(doc(visitor(), 'appointmentRequests/old'), { mailStatus: 'sent' }));
  });

  it("a visitor's request takes its mail report in its first 5 minutes only: ten minutes on, nobody flips it", async () => {
    await assertFails(updateDoc(doc(visitor(), 'appointmentRequests/aged'), { mailStatus: 'failed' }));
    await assertFails(updateDoc(doc(as(alice), 'appointmentRequests/aged'), { mailStatus: 'failed' }));
  });
});

describe('contactMessages fields', () => {
  it('refuses a blank subject or message, and over-long ones', async () => {
    await assertFails(addDoc(collection(visitor(), 'contactMessages'), contact({ subject: '' })));
    await assertFails(addDoc(collection(visitor(), 'contactMessages'), contact({ message: '  ' })));
    await assertFails(addDoc(collection(visitor(), 'contactMessages'), contact({ message: 'm'.repeat(5001) })));
    await assertFails(addDoc(collection(visitor(), 'contactMessages'), contact({ subject: 's'.repeat(151) })));
  });
});

describe.each([
  ['appointmentRequests', appointment],
  ['contactMessages', contact],
] as const)("%s: the sender's own (My requests)", (collectionName, valid) => {
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      await setDoc(doc(db, `${collectionName}/alices`), valid({ uid: 'alice', createdAt: Timestamp.now() }));
      await setDoc(doc(db, `${collectionName}/alices-handled`), valid({ uid: 'alice', status: 'handled', createdAt: Timestamp.now() }));
      await setDoc(doc(db, `${collectionName}/alices-spam`), valid({ uid: 'alice', status: 'spam', createdAt: Timestamp.now() }));
      await setDoc(doc(db, `${collectionName}/bobs`), valid({ uid: 'bob', createdAt: Timestamp.now() }));
    });
  });

  const mine = (db: Firestore, uid: string) =>
    getDocs(query(collection(db, collectionName), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(10)));

  it('a signed-in sender files one under their own account; nobody files one under another account', async () => {
    await assertSucceeds(addDoc(collection(as(alice), collectionName), valid({ uid: 'alice' })));
    await assertFails(addDoc(collection(as(alice), collectionName), valid({ uid: 'bob' })));
    await assertFails(addDoc(collection(visitor(), collectionName), valid({ uid: 'alice' })));
    await assertFails(addDoc(collection(as(alice), collectionName), valid({ uid: '' })));
  });

  it('the sender reads and lists their own; nobody reads another person’s, nor lists without naming themselves', async () => {
    await assertSucceeds(getDoc(doc(as(alice), `${collectionName}/alices`)));
    await assertSucceeds(mine(as(alice), 'alice'));
    await assertFails(getDoc(doc(as(alice), `${collectionName}/bobs`)));
    await assertFails(mine(as(alice), 'bob'));
    await assertFails(getDocs(query(collection(as(alice), collectionName), orderBy('createdAt', 'desc'), limit(10))));
    await assertFails(getDoc(doc(as(alice), `${collectionName}/recent`)));
    await assertFails(mine(visitor(), 'alice'));
  });

  it('the sender withdraws their own while it is new or spam, and changes nothing else', async () => {
    await assertSucceeds(updateDoc(doc(as(alice), `${collectionName}/alices`), { status: 'withdrawn' }));
    await assertSucceeds(updateDoc(doc(as(alice), `${collectionName}/alices-spam`), { status: 'withdrawn' }));
    await assertFails(updateDoc(doc(as(alice), `${collectionName}/alices-handled`), { status: 'withdrawn' }));
    await assertFails(updateDoc(doc(as(alice), `${collectionName}/bobs`), { status: 'withdrawn' }));
    await assertFails(updateDoc(doc(as(bob), `${collectionName}/bobs`), { status: 'handled' }));
    await assertFails(updateDoc(doc(as(bob), `${collectionName}/bobs`), { status: 'withdrawn', noticeVersion: 'x' }));
  });

  it('an admin cannot withdraw a request for its sender', async () => {
    await assertFails(updateDoc(doc(as(admin), `${collectionName}/bobs`), { status: 'withdrawn' }));
  });

  it("the sender deletes their own; not another person's", async () => {
    await assertFails(deleteDoc(doc(as(alice), `${collectionName}/bobs`)));
    await assertSucceeds(deleteDoc(doc(as(alice), `${collectionName}/alices-handled`)));
  });
});

describe.each([
  ['appointmentRequests', appointment],
  ['contactMessages', contact],
] as const)('%s: the access log of the front desk’s work', (collectionName, valid) => {
  beforeEach(async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), `${collectionName}/bobs`), valid({ uid: 'bob', createdAt: Timestamp.now() })),
    );
  });

  it('the front desk marks one handled, spam or new only with an entry each', async () => {
    for (const status of ['handled', 'spam', 'new']) {
      await assertFails(markAs(frontDesk, collectionName, 'recent', status, { log: false }));
      await assertSucceeds(markAs(frontDesk, collectionName, 'recent', status));
    }
  });

  it('deletes one only with its entry, written in the same batch under the fixed id', async () => {
    await assertFails(staffDelete(frontDesk, collectionName, 'recent', { log: false }));
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'recent'));
  });

  it('a delete’s entry written beforehand, or about another request, does not count', async () => {
    const db = as(frontDesk);
    const early = writeBatch(db);
    addLogEntry(db, early, {
      by: 'frontdesk',
      role: 'frontDesk',
      collection: collectionName,
      docId: 'bobs',
      action: 'delete',
      patientUid: 'bob',
      createdAt: (await storedForDelete(env(), `${collectionName}/bobs`)).createdAt,
    });
    // An entry stands only with its write: written alone, beforehand, it is refused.
    await assertFails(early.commit());
    await assertFails(deleteDoc(doc(db, collectionName, 'bobs')));
    await assertFails(staffDelete(frontDesk, collectionName, 'recent', { log: { docId: 'alices' } }));
    await assertFails(staffDelete(frontDesk, collectionName, 'recent', { log: { patientUid: 'alice' } }));
    await assertFails(staffDelete(frontDesk, collectionName, 'alices', { log: { patientUid: '' } }));
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'alices'));
  });

  it('the entry names the sender: their uid for a signed-in sender’s, none for a visitor’s', async () => {
    await assertFails(markAs(frontDesk, collectionName, 'bobs', 'handled', { log: { patientUid: '' } }));
    await assertFails(markAs(frontDesk, collectionName, 'bobs', 'handled', { log: { patientUid: 'alice' } }));
    await assertSucceeds(markAs(frontDesk, collectionName, 'bobs', 'handled'));
    await assertFails(markAs(frontDesk, collectionName, 'recent', 'handled', { log: { patientUid: 'bob' } }));
    await assertSucceeds(markAs(frontDesk, collectionName, 'recent', 'handled'));
  });

  it('an entry about another status, another request or another collection does not count', async () => {
    await assertFails(markAs(frontDesk, collectionName, 'recent', 'handled', { log: { action: 'spam' } }));
    await assertFails(markAs(frontDesk, collectionName, 'recent', 'handled', { log: { docId: 'alices' } }));
    const other = collectionName === 'appointmentRequests' ? 'contactMessages' : 'appointmentRequests';
    await assertFails(markAs(frontDesk, collectionName, 'recent', 'handled', { log: { collection: other } }));
  });

  it('the sender reads, withdraws and deletes their own with no entry', async () => {
    await assertSucceeds(getDoc(doc(as(bob), `${collectionName}/bobs`)));
    await assertSucceeds(updateDoc(doc(as(bob), `${collectionName}/bobs`), { status: 'withdrawn' }));
    await assertSucceeds(deleteDoc(doc(as(bob), `${collectionName}/bobs`)));
  });

  // Issue 54, item 1: a delete's entry was checked against the document's patient only where the
  // delete's own rule asked for an entry; a staff member deleting, as its sender, a request they
  // sent could name another patient, and the entry showed in that patient's data download.
  it('a staff member deletes a request they sent: an entry with it names them, not another patient (issue 54)', async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), `${collectionName}/frontdesks`), valid({ uid: 'frontdesk', createdAt: Timestamp.now() })),
    );
    await assertFails(staffDelete(frontDesk, collectionName, 'frontdesks', { log: { patientUid: 'alice' } }));
    await assertFails(staffDelete(frontDesk, collectionName, 'bobs', { log: { patientUid: 'alice' } }));
    expect(await entriesAbout(env(), alice)).toEqual([]);
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'frontdesks'));
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'bobs'));
    expect(await entriesAbout(env(), alice)).toEqual([]);
    expect(await entriesAbout(env(), bob)).toEqual([expect.objectContaining({ docId: 'bobs', action: 'delete', by: 'frontdesk' })]);
  });

  // Issue 54, item 10: a delete's entry had one id per request id, and an entry is never changed,
  // so a request sent again under a deleted one's id could never be deleted (a spammer's ids).
  it('a request sent again under a deleted request’s id is deleted again, with an entry of its own (issue 54)', async () => {
    const reused = (db: Firestore) => doc(db, collectionName, 'reused');
    await assertSucceeds(setDoc(reused(visitor()), valid()));
    const first = await storedForDelete(env(), `${collectionName}/reused`);
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'reused'));
    // The sender cannot give the new one the old one's time (createdAt is the server's).
    await assertFails(setDoc(reused(visitor()), valid({ createdAt: Timestamp.fromDate(first.createdAt!) })));
    await assertSucceeds(setDoc(reused(visitor()), valid()));
    // As before: an entry under the first delete's id (a list read before the request came back) is refused...
    await assertFails(staffDelete(frontDesk, collectionName, 'reused', { log: { createdAt: first.createdAt } }));
    // ...and so is one under a time of the writer's choosing (no entry takes another's place).
    await assertFails(staffDelete(frontDesk, collectionName, 'reused', { log: { createdAt: new Date(Date.now() + 60_000) } }));
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'reused'));
    expect((await storedForDelete(env(), `${collectionName}/reused`)).createdAt).toBeNull();
  });

  // Issue 54: a delete's entry reads the document's createdAt (its id) and uid (its patient), on
  // top of the front desk's role and the entry's own checks.
  it('the fullest request, a signed-in sender’s with every field at its bound, deleted by the front desk with its entry (within the rules’ 1,000 expressions)', async () => {
    const fullest =
      collectionName === 'appointmentRequests'
        ? { patientName: 'R'.repeat(REQUEST_LIMITS.name), patientEmail: `${'r'.repeat(REQUEST_LIMITS.email - 12)}@example.com` }
        : {
            name: 'L'.repeat(REQUEST_LIMITS.name),
            email: `${'l'.repeat(REQUEST_LIMITS.email - 12)}@example.com`,
            subject: 'S'.repeat(REQUEST_LIMITS.subject),
            message: 'M'.repeat(REQUEST_LIMITS.message),
          };
    // Sent through the rules, as the form sends it (the server's createdAt, with its microseconds).
    await assertSucceeds(setDoc(doc(as(alice), collectionName, 'fullest'), valid({ ...fullest, uid: 'alice' })));
    // Refused: no entry, or an entry naming another patient (the attacker's), or a patient's delete with an entry.
    await assertFails(staffDelete(frontDesk, collectionName, 'fullest', { log: false }));
    await assertFails(staffDelete(frontDesk, collectionName, 'fullest', { log: { patientUid: 'bob' } }));
    await assertFails(staffDelete(bob, collectionName, 'fullest', { log: { role: 'frontDesk' } }));
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'fullest'));
    expect((await storedForDelete(env(), `${collectionName}/fullest`)).createdAt).toBeNull();
    expect(await entriesAbout(env(), alice)).toEqual([expect.objectContaining({ docId: 'fullest', action: 'delete', by: 'frontdesk' })]);
  });

  it('a delete’s entry id takes createdAt in whole milliseconds, as the page reads it (a server time has microseconds)', async () => {
    const precise = new Timestamp(Math.floor(Date.now() / 1000), 999_999_999);
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), `${collectionName}/precise`), valid({ createdAt: precise })),
    );
    await assertSucceeds(staffDelete(frontDesk, collectionName, 'precise'));
  });
});
