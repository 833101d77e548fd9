import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '../utils/scripts';
import { linkedDoctorId, rulesEnvironmentForFile, withoutRules } from './setup';

/*
 * `npm run clear:calls` on the emulators (issue 54; scripts/clear-calls.mjs): every document of a
 * call (both sides' signalling, who hung up, the TURN credentials) goes once the call's join window
 * has closed, its visit was cancelled, or its booking is gone; a call still going on or ahead keeps
 * its own. --dry-run changes nothing; a second run changes nothing.
 */
const env = rulesEnvironmentForFile();

// Each test runs the job a few times; a run loads the app's TypeScript through Vite.
const SLOW = 120_000;
const MINUTE = 60_000;

const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
// Tuesday 12 March 2030, 11:00 in Bengaluru.
const NOW = ist('2030-03-12T11:00');

const seed = withoutRules(env);

/** A patient's video visit as the app stores one (the fields the job reads, and enough besides). */
function visit(startsAt: Date, fields: Record<string, unknown> = {}) {
  const clinicTime = new Date(startsAt.getTime() + 330 * MINUTE).toISOString();
  return {
    uid: 'alice',
    kind: 'patient',
    doctorId: linkedDoctorId,
    date: clinicTime.slice(0, 10),
    time: clinicTime.slice(11, 16),
    minutes: 15,
    startsAt: Timestamp.fromDate(startsAt),
    status: 'booked',
    visit: 'video',
    ...fields,
  };
}

/** What a call leaves under its booking: each side's signalling (addresses in its candidates), who hung up, the job's TURN document. */
const callDocuments = {
  patient: {
    session: 'patient0001',
    peer: 'doctor0001',
    description: null,
    candidates: ['candidate:1 1 udp 1 192.168.1.20 54321 typ host'],
  },
  doctor: {
    session: 'doctor0001',
    peer: 'patient0001',
    description: null,
    candidates: ['candidate:1 1 udp 1 203.0.113.7 40000 typ srflx'],
  },
  ended: { by: 'doctor' },
  ice: { iceServers: [{ urls: ['turn:turn.example.in:3478'], username: '1:x', credential: 'c' }] },
};

const bookings: Record<string, Record<string, unknown> | null> = {
  // Cleared: this morning's, its window closed at 09:45; a cancelled one of this afternoon; one
  // whose booking is gone (as erasing an account left them before issue 54).
  past: visit(ist('2030-03-12T09:00')),
  cancelled: visit(ist('2030-03-12T14:00'), { status: 'cancelled' }),
  gone: null,
  // Kept: a call going on now (marked arrived; its window closes at 11:35), and tomorrow's (its TURN document written ahead).
  now: visit(ist('2030-03-12T10:50'), { status: 'arrived' }),
  tomorrow: visit(ist('2030-03-13T10:00')),
};
const callsOf: Record<string, Array<keyof typeof callDocuments>> = {
  past: ['doctor', 'ended', 'ice', 'patient'],
  cancelled: ['ice', 'patient'],
  gone: ['doctor', 'ended', 'ice', 'patient'],
  now: ['doctor', 'ice', 'patient'],
  tomorrow: ['ice'],
};
const IDS = Object.keys(bookings);

/** Every call document there is, by booking id. */
async function allCalls(): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  await seed(async (db) => {
    for (const id of IDS) {
      const ids = (await getDocs(collection(db, 'bookings', id, 'call'))).docs.map((d) => d.id).sort();
      if (ids.length > 0) found[id] = ids;
    }
  });
  return found;
}

const clear = (...args: string[]) => runScript('scripts/clear-calls.mjs', args);

beforeEach(async () => {
  await env().clearFirestore();
  await seed(async (db) => {
    for (const [id, data] of Object.entries(bookings)) {
      if (data) await setDoc(doc(db, 'bookings', id), data);
      for (const docId of callsOf[id])
        await setDoc(doc(db, 'bookings', id, 'call', docId), { ...callDocuments[docId], at: Timestamp.now() });
    }
    // A clinic visit has no call, and nothing of it is touched.
    await setDoc(doc(db, 'bookings/clinic'), visit(ist('2030-03-12T09:00'), { visit: 'clinic' }));
  });
});

describe('npm run clear:calls', () => {
  it(
    'a dry run lists what it would delete and changes nothing; a run deletes every document of closed calls; a second run changes nothing',
    async () => {
      const before = await allCalls();
      expect(before).toEqual(callsOf);

      const dry = await clear('--now', NOW.toISOString(), '--dry-run');
      expect(dry.code).toBe(0);
      expect(dry.output).toContain('past: would delete doctor, ended, ice, patient (window closed)');
      expect(dry.output).toContain('cancelled: would delete ice, patient (booking cancelled)');
      expect(dry.output).toContain('gone: would delete doctor, ended, ice, patient (booking deleted)');
      expect(dry.output).not.toMatch(/now: |tomorrow: /);
      expect(dry.output).toMatch(/3 to clear \(10 documents\), 2 still open or ahead; nothing changed/);
      expect(await allCalls()).toEqual(before);

      const run = await clear('--now', NOW.toISOString());
      expect(run.code).toBe(0);
      expect(run.output).toContain('past: deleted doctor, ended, ice, patient (window closed)');
      expect(run.output).toMatch(/3 calls cleared \(10 documents deleted\), 2 still open or ahead/);
      // Nothing of the closed calls is left; the call going on and tomorrow's keep theirs.
      expect(await allCalls()).toEqual({ now: callsOf.now, tomorrow: callsOf.tomorrow });
      // What the documents held is never printed.
      expect(run.output).not.toMatch(/candidate|192\.168|203\.0\.113|turn:/);

      const again = await clear('--now', NOW.toISOString());
      expect(again.code).toBe(0);
      expect(again.output).toMatch(/0 calls cleared \(0 documents deleted\), 2 still open or ahead/);
      expect(await allCalls()).toEqual({ now: callsOf.now, tomorrow: callsOf.tomorrow });

      // At noon the call of 10:50 is past its window (11:35): its documents go; tomorrow's stay.
      const noon = await clear('--now', ist('2030-03-12T12:00').toISOString());
      expect(noon.output).toContain('now: deleted doctor, ice, patient (window closed)');
      expect(await allCalls()).toEqual({ tomorrow: callsOf.tomorrow });
    },
    SLOW,
  );

  it('a bad argument is exit 2, and changes nothing', async () => {
    expect((await clear('--now', 'soon')).code).toBe(2);
    expect((await clear('--all')).code).toBe(2);
    expect(await allCalls()).toEqual(callsOf);
  });
});
