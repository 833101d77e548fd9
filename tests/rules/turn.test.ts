import { createHmac } from 'node:crypto';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '../utils/scripts';
import {
  admin,
  alice,
  bob,
  doctorUser,
  frontDesk,
  modularFirestore,
  recordRead,
  rulesFile,
  seedStaff,
  videoConsent,
  videoVisit,
} from './setup';

/*
 * `npm run turn` on the emulators (issue 46; scripts/turn-credentials.mjs): each booked video visit
 * of the next 26 hours gets `call/ice` with a coturn REST credential that expires 15 minutes after
 * its join window; clinic visits, cancelled ones and later ones get none; a closed window's,
 * a cancelled visit's and a moved-away visit's documents are deleted; a second run changes
 * nothing; --dry-run changes nothing. Then, with the rules: only the consented patient and the
 * linked doctor read the document, only inside the window.
 */
const { env, seed } = rulesFile();

// Each test runs the job once or more; a run loads the app's TypeScript through Vite.
const SLOW = 120_000;
const MINUTE = 60_000;

const SECRET = 'test-relay-secret-0123456789abcdef';
const URLS = ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:443?transport=tcp'];
const settings = { TURN_SECRET: SECRET, TURN_URLS: URLS.join(',') };

/** Runs the job with the relay's settings (or others); resolves with its exit code and output (a failing run does not throw). */
const turn = (args: string[], extraEnv: Record<string, string | undefined> = settings) =>
  runScript('scripts/turn-credentials.mjs', args, { env: { TURN_SECRET: undefined, TURN_URLS: undefined, ...extraEnv } });

/** A patient's video visit as the rules tests store one (setup.ts videoVisit), consented to, starting at `startsAt`. */
function visit(startsAt: Date, fields: Record<string, unknown> = {}) {
  const clinicTime = new Date(startsAt.getTime() + 330 * MINUTE).toISOString();
  return videoVisit(0, {
    date: clinicTime.slice(0, 10),
    time: clinicTime.slice(11, 16),
    minutes: 15,
    startsAt: Timestamp.fromDate(startsAt),
    consult: videoConsent({ consentAt: Timestamp.fromDate(new Date(startsAt.getTime() - 10 * MINUTE)) }),
    ...fields,
  });
}

/** An `ice` document a run wrote earlier (its contents do not matter to the run that deletes it). */
const oldIce = (expiresAt: Date) => ({
  iceServers: [{ urls: URLS, username: `${expiresAt.getTime() / 1000}:old`, credential: 'old' }],
  expiresAt: Timestamp.fromDate(expiresAt),
});

type Ice = { iceServers: Array<{ urls: string[]; username: string; credential: string }>; expiresAt: Timestamp };

/** Every `call/ice` there is, by booking id. */
async function allIce(ids: string[]): Promise<Record<string, Ice>> {
  const found: Record<string, Ice> = {};
  await seed(async (db) => {
    for (const id of ids) {
      const snapshot = await getDoc(doc(db, `bookings/${id}/call/ice`));
      if (snapshot.exists()) found[id] = snapshot.data() as Ice;
    }
  });
  return found;
}

const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
// Tuesday 12 March 2030, 11:00 in Bengaluru.
const NOW = ist('2030-03-12T11:00');

const bookings = {
  // Written: booked this afternoon, tomorrow morning (23 hours ahead), one going on now (arrived).
  soon: visit(ist('2030-03-12T14:00')),
  tomorrow: visit(ist('2030-03-13T10:00'), { minutes: 30 }),
  arrived: visit(ist('2030-03-12T10:50'), { status: 'arrived' }),
  // Moved from 13:00 to 16:00 after its document was written: a new one.
  moved: visit(ist('2030-03-12T16:00')),
  // None: a clinic visit, one from before video visits, a cancelled one, a no-show, the day after tomorrow.
  clinic: visit(ist('2030-03-12T14:00'), { visit: 'clinic' }),
  legacy: visit(ist('2030-03-12T14:00'), { visit: undefined }),
  cancelled: visit(ist('2030-03-12T15:00'), { status: 'cancelled' }),
  noshow: visit(ist('2030-03-12T10:40'), { status: 'no-show' }),
  dayafter: visit(ist('2030-03-14T10:00')),
  // Deleted: this morning's, whose window closed at 09:45; one moved to next week.
  past: visit(ist('2030-03-12T09:00')),
  movedaway: visit(ist('2030-03-19T11:00')),
};
const ALL = Object.keys(bookings);

async function seedBookings() {
  await seed(async (db) => {
    for (const [id, data] of Object.entries(bookings)) await setDoc(doc(db, `bookings/${id}`), data);
    // What earlier runs left: documents for the old times, and for the visit since cancelled.
    await setDoc(doc(db, 'bookings/moved/call/ice'), oldIce(ist('2030-03-12T14:00')));
    await setDoc(doc(db, 'bookings/cancelled/call/ice'), oldIce(ist('2030-03-12T16:00')));
    await setDoc(doc(db, 'bookings/past/call/ice'), oldIce(ist('2030-03-12T10:00')));
    await setDoc(doc(db, 'bookings/movedaway/call/ice'), oldIce(ist('2030-03-12T12:30')));
    // Another call document of a visit being deleted stays (the pages delete their own).
    await setDoc(doc(db, 'bookings/past/call/ended'), { by: 'doctor', at: Timestamp.fromDate(ist('2030-03-12T09:20')) });
  });
}

beforeEach(async () => {
  await env().clearFirestore();
  await seedStaff(env());
});

describe('npm run turn', () => {
  it(
    'writes a verifiable credential for each booked video visit of the next 26 hours, and deletes the rest',
    async () => {
      await seedBookings();
      const run = await turn(['--now', NOW.toISOString()]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);

      const ice = await allIce(ALL);
      expect(Object.keys(ice).sort()).toEqual(['arrived', 'moved', 'soon', 'tomorrow']);
      // Each expires 15 minutes after its window: 30 minutes after the visit's end.
      const ends: Record<string, string> = {
        soon: '2030-03-12T15:00', // 14:00 + 15 + 30 + 15
        tomorrow: '2030-03-13T11:15', // 10:00 + 30 + 30 + 15
        arrived: '2030-03-12T11:50',
        moved: '2030-03-12T17:00',
      };
      for (const [id, data] of Object.entries(ice)) {
        const expiresAt = ist(ends[id]);
        expect(data.expiresAt.toMillis(), id).toBe(expiresAt.getTime());
        expect(data.iceServers).toHaveLength(1);
        const [server] = data.iceServers;
        expect(server.urls).toEqual(URLS);
        expect(server.username).toBe(`${expiresAt.getTime() / 1000}:${id}`);
        // What coturn checks: the HMAC of the username with the shared secret.
        expect(server.credential).toBe(createHmac('sha1', SECRET).update(server.username).digest('base64'));
      }

      // The other documents of a call are the pages' to delete.
      await seed(async (db) => {
        expect((await getDoc(doc(db, 'bookings/past/call/ended'))).exists()).toBe(true);
        expect((await getDocs(collection(db, 'bookings/cancelled/call'))).size).toBe(0);
      });

      // One line per action; no secret, no credential, no username in the log.
      const lines = run.stdout.split('\n');
      for (const id of ['soon', 'tomorrow', 'arrived', 'moved']) expect(lines.some((l) => l.includes(`${id}: written`))).toBe(true);
      expect(run.stdout).toMatch(/moved: written \(visit moved;/);
      expect(run.stdout).toMatch(/cancelled: deleted \(booking cancelled\)/);
      expect(run.stdout).toMatch(/past: deleted \(window closed\)/);
      expect(run.stdout).toMatch(/movedaway: deleted/);
      expect(run.stdout).toMatch(/4 written, 0 unchanged, 3 deleted/);
      expect(run.stdout).not.toContain(SECRET);
      for (const data of Object.values(ice)) {
        expect(run.stdout).not.toContain(data.iceServers[0].credential);
        expect(run.stdout).not.toContain(data.iceServers[0].username);
      }

      // Again: nothing changes.
      const again = await turn(['--now', NOW.toISOString()]);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/0 written, 4 unchanged, 0 deleted/);
      expect(await allIce(ALL)).toEqual(ice);

      // Later that day, past the 14:00 visit's window (and the one going on at 11:00): their documents
      // go; the 16:00 visit's and tomorrow's stay.
      const evening = await turn(['--now', ist('2030-03-12T15:30').toISOString()]);
      expect(evening.code).toBe(0);
      expect(Object.keys(await allIce(ALL)).sort()).toEqual(['moved', 'tomorrow']);
      expect(evening.stdout).toMatch(/0 written, 2 unchanged, 2 deleted/);
    },
    SLOW,
  );

  it(
    'a new secret gives every visit a new credential',
    async () => {
      await seed((db) => setDoc(doc(db, 'bookings/soon'), bookings.soon));
      expect((await turn(['--now', NOW.toISOString()])).code).toBe(0);
      const before = (await allIce(['soon'])).soon;
      const rotated = await turn(['--now', NOW.toISOString()], { ...settings, TURN_SECRET: `${SECRET}-2` });
      expect(rotated.stdout).toMatch(/soon: written \(new secret or URLs;/);
      const after = (await allIce(['soon'])).soon;
      expect(after.iceServers[0].username).toBe(before.iceServers[0].username);
      expect(after.iceServers[0].credential).toBe(createHmac('sha1', `${SECRET}-2`).update(after.iceServers[0].username).digest('base64'));
    },
    SLOW,
  );

  it(
    '--dry-run lists what it would do and changes nothing, even without the settings',
    async () => {
      await seedBookings();
      const before = await allIce(ALL);
      for (const extraEnv of [settings, {}]) {
        const run = await turn(['--now', NOW.toISOString(), '--dry-run'], extraEnv);
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/soon: would write/);
        expect(run.stdout).toMatch(/past: would delete/);
        expect(run.stdout).toMatch(/nothing changed/);
        expect(await allIce(ALL)).toEqual(before);
      }
    },
    SLOW,
  );

  it(
    'without its settings it stops before changing anything (exit 1); a bad argument is exit 2',
    async () => {
      await seedBookings();
      const before = await allIce(ALL);
      const missing = await turn(['--now', NOW.toISOString()], { TURN_URLS: URLS.join(',') });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/TURN_SECRET is not set/);
      const wrong = await turn(['--now', NOW.toISOString()], { TURN_SECRET: SECRET, TURN_URLS: 'https://turn.example.in' });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/TURN_URLS: entry 1/);
      expect(await allIce(ALL)).toEqual(before);
      expect((await turn(['--now', 'soon'])).code).toBe(2);
      expect((await turn(['--secret', SECRET])).code).toBe(2);
    },
    SLOW,
  );
});

describe('who can read what the job wrote (firestore.rules)', () => {
  const as = (user: { uid: string; token: Record<string, unknown> }) => modularFirestore(env().authenticatedContext(user.uid, user.token));

  it(
    'the consented patient and the linked doctor, inside the window; not the front desk, the owner or another patient',
    async () => {
      const now = Date.now();
      await seed(async (db) => {
        // Open now (starts in 5 minutes); opens in 5 minutes (starts in 20); open, but not consented to yet.
        await setDoc(doc(db, 'bookings/inside'), visit(new Date(now + 5 * MINUTE)));
        await setDoc(doc(db, 'bookings/later'), visit(new Date(now + 20 * MINUTE)));
        await setDoc(doc(db, 'bookings/noconsent'), visit(new Date(now + 5 * MINUTE), { consult: null }));
        await setDoc(doc(db, 'users/bob'), { uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '' });
      });
      // The real time: the rules judge the window by the server's clock.
      const run = await turn([]);
      expect(run.code).toBe(0);
      expect(Object.keys(await allIce(['inside', 'later', 'noconsent'])).sort()).toEqual(['inside', 'later', 'noconsent']);

      // The doctor reads it only under today's record of their day, as the call page writes it first (issue 54).
      await assertFails(getDoc(doc(as(doctorUser), 'bookings/inside/call/ice')));
      await recordRead(env(), 'doctor', 'doctorDay', 'doctor');
      for (const user of [alice, doctorUser]) {
        const snapshot = await assertSucceeds(getDoc(doc(as(user), 'bookings/inside/call/ice')));
        const [server] = (snapshot.data() as Ice).iceServers;
        expect(server.username).toMatch(/^\d+:inside$/);
        expect(server.credential).toBe(createHmac('sha1', SECRET).update(server.username).digest('base64'));
        // Written ahead, but not readable before the window opens.
        await assertFails(getDoc(doc(as(user), 'bookings/later/call/ice')));
      }
      for (const user of [frontDesk, admin, bob]) await assertFails(getDoc(doc(as(user), 'bookings/inside/call/ice')));
      // The doctor may wait for a patient who has not consented yet; the patient reads nothing until they do.
      await assertSucceeds(getDoc(doc(as(doctorUser), 'bookings/noconsent/call/ice')));
      await assertFails(getDoc(doc(as(alice), 'bookings/noconsent/call/ice')));
      // Nobody writes or deletes it but the job.
      await assertFails(setDoc(doc(as(doctorUser), 'bookings/inside/call/ice'), { iceServers: [], expiresAt: Timestamp.now() }));
    },
    SLOW,
  );
});
