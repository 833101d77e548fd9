import { collection, getDocs } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript, storeOnly } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/** `npm run migrate:taken-slots` on the emulator: a project from before issue 43 gets the public mirror of bookedSlots. */
const env = rulesEnvironmentForFile();
const migrate = (...args: string[]) => runScript('scripts/migrate-taken-slots.mjs', args, { check: true });

const before = {
  // A month with two bookings, no mirror yet.
  'bookedSlots/dr-ananya-iyer_2026-11': {
    doctorId: 'dr-ananya-iyer',
    month: '2026-11',
    taken: { '2026-11-25T09:30': 'b-1', '2026-11-26T10:00': 'b-2' },
    booking: 'b-2',
    updatedAt: new Date('2026-11-01T08:00:00Z'),
  },
  // A month whose bookings were all cancelled.
  'bookedSlots/dr-ananya-iyer_2026-12': { doctorId: 'dr-ananya-iyer', month: '2026-12', taken: {}, booking: 'b-3' },
  // A month whose mirror is out of step: a key too many, one missing, a booking id, another field.
  'bookedSlots/dr-rohan-kulkarni_2026-11': { doctorId: 'dr-rohan-kulkarni', month: '2026-11', taken: { '2026-11-25T11:00': 'b-4' } },
  'takenSlots/dr-rohan-kulkarni_2026-11': { taken: { '2026-11-25T11:15': true, '2026-11-25T11:00': 'b-4' }, doctorId: 'dr-rohan-kulkarni' },
  // A month whose mirror is already right.
  'bookedSlots/dr-rohan-kulkarni_2026-12': { doctorId: 'dr-rohan-kulkarni', month: '2026-12', taken: { '2026-12-02T09:00': 'b-5' } },
  'takenSlots/dr-rohan-kulkarni_2026-12': { taken: { '2026-12-02T09:00': true } },
  // A mirror whose bookedSlots document is gone.
  'takenSlots/dr-gone_2026-10': { taken: { '2026-10-01T09:00': true } },
};

const migrated = {
  'dr-ananya-iyer_2026-11': { taken: { '2026-11-25T09:30': true, '2026-11-26T10:00': true } },
  'dr-ananya-iyer_2026-12': { taken: {} },
  'dr-rohan-kulkarni_2026-11': { taken: { '2026-11-25T11:00': true } },
  'dr-rohan-kulkarni_2026-12': { taken: { '2026-12-02T09:00': true } },
};

beforeEach(() => storeOnly(env, before));

/** Every takenSlots document, and every bookedSlots document's taken map, by id. */
async function stored() {
  let mirrors: Record<string, unknown> = {};
  let booked: Record<string, unknown> = {};
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    mirrors = Object.fromEntries((await getDocs(collection(db, 'takenSlots'))).docs.map((d) => [d.id, d.data()]));
    booked = Object.fromEntries((await getDocs(collection(db, 'bookedSlots'))).docs.map((d) => [d.id, d.get('taken')]));
  });
  return { mirrors, booked };
}

/** The seeded documents of one collection, by id (bookedSlots: their taken maps, which nothing changes). */
const seeded = (name: string) =>
  Object.fromEntries(
    Object.entries(before)
      .filter(([path]) => path.startsWith(`${name}/`))
      .map(([path, data]) => [path.split('/')[1], name === 'bookedSlots' ? data.taken : data]),
  );
const takenMaps = seeded('bookedSlots');

describe('npm run migrate:taken-slots', () => {
  it('changes nothing with --dry-run, and says what it would do', async () => {
    const { stdout } = await migrate('--dry-run');
    expect(stdout).toContain('[dry run] Would write 3 takenSlots mirrors');
    expect(stdout).toContain('would delete 1 without a bookedSlots document; 1 of 4 already right.');
    expect(await stored()).toEqual({ mirrors: seeded('takenSlots'), booked: takenMaps });
  });

  it('writes each month its exact mirror, deletes the orphan, and changes nothing when run again', async () => {
    const { stdout } = await migrate();
    expect(stdout).toContain('Wrote 3 takenSlots mirrors');
    expect(stdout).toContain('deleted 1 without a bookedSlots document; 1 of 4 already right.');
    expect(await stored()).toEqual({ mirrors: migrated, booked: takenMaps });

    const { stdout: again } = await migrate();
    expect(again).toContain('Wrote 0 takenSlots mirrors');
    expect(again).toContain('deleted 0 without a bookedSlots document; 4 of 4 already right.');
    expect(await stored()).toEqual({ mirrors: migrated, booked: takenMaps });
  });
});
