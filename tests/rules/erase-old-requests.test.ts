import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript, storeOnly } from '../utils/scripts';
import { exists, modularFirestore, rulesEnvironmentForFile } from './setup';

/** `npm run erase:old-requests` on the emulator: the privacy notice's retention, and nothing more. */
const env = rulesEnvironmentForFile();
const erase = (...args: string[]) => runScript('scripts/erase-old-requests.mjs', args, { check: true });

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return Timestamp.fromDate(date);
};

const stored = {
  'appointmentRequests/old-handled': { status: 'handled', createdAt: monthsAgo(13) },
  'appointmentRequests/old-new': { status: 'new', createdAt: monthsAgo(13) },
  'appointmentRequests/recent-handled': { status: 'handled', createdAt: monthsAgo(11) },
  'contactMessages/old-spam': { status: 'spam', createdAt: monthsAgo(14) },
  'contactMessages/recent-spam': { status: 'spam', createdAt: monthsAgo(1) },
};

beforeEach(() => storeOnly(env, stored, { name: 'Someone' }));

describe('npm run erase:old-requests', () => {
  it('erases handled and spam requests older than 12 months, and keeps new and recent ones', async () => {
    const { stdout } = await erase();
    expect(stdout).toContain('Erased 2 handled or spam requests');
    expect(await exists(env, 'appointmentRequests/old-handled')).toBe(false);
    expect(await exists(env, 'contactMessages/old-spam')).toBe(false);
    for (const kept of ['appointmentRequests/old-new', 'appointmentRequests/recent-handled', 'contactMessages/recent-spam']) {
      expect(await exists(env, kept), kept).toBe(true);
    }
  });

  it('takes another period with --months, and changes nothing with --dry-run', async () => {
    const { stdout } = await erase('--months', '6', '--dry-run');
    expect(stdout).toContain('Would erase 3 handled or spam requests');
    expect(await exists(env, 'appointmentRequests/recent-handled')).toBe(true);
    await expect(erase('--months', '0')).rejects.toMatchObject({ code: 2 });
  });

  // Issue 54: a booking goes with what is under it (a video visit's call documents), not leaving them behind.
  it('erases a booking older than 12 months with its call documents, and keeps a recent one with its own', async () => {
    const calls = async (id: string) => {
      let ids: string[] = [];
      await env().withSecurityRulesDisabled(async (ctx) => {
        ids = (await getDocs(collection(modularFirestore(ctx), 'bookings', id, 'call'))).docs.map((d) => d.id).sort();
      });
      return ids;
    };
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      await setDoc(doc(db, 'bookings/old-video'), {
        uid: 'alice',
        visit: 'video',
        status: 'arrived',
        startsAt: monthsAgo(13),
        minutes: 15,
      });
      await setDoc(doc(db, 'bookings/recent-video'), {
        uid: 'alice',
        visit: 'video',
        status: 'booked',
        startsAt: monthsAgo(1),
        minutes: 15,
      });
      for (const id of ['old-video', 'recent-video']) {
        for (const docId of ['patient', 'doctor', 'ended', 'ice'])
          await setDoc(doc(db, 'bookings', id, 'call', docId), { at: monthsAgo(13) });
      }
    });
    const { stdout: dry } = await erase('--dry-run');
    expect(dry).toContain('and 1 bookings for visits before then');
    expect(await calls('old-video')).toEqual(['doctor', 'ended', 'ice', 'patient']);

    const { stdout } = await erase();
    expect(stdout).toContain('and 1 bookings for visits before then');
    expect(await exists(env, 'bookings/old-video')).toBe(false);
    expect(await calls('old-video')).toEqual([]);
    expect(await exists(env, 'bookings/recent-video')).toBe(true);
    expect(await calls('recent-video')).toEqual(['doctor', 'ended', 'ice', 'patient']);
  });
});
