import { doc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript, storeOnly } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile, storedData } from './setup';

/**
 * `npm run migrate:doctor-links` on the emulators: a project from before issue 54, whose doctors'
 * profiles name their doctor profile with no clinic/doctorLinks, gets one account per doctor
 * profile; a doctor profile two accounts name is linked to neither, and named for the owner.
 */
const env = rulesEnvironmentForFile();

const doctor = (uid: string, doctorId: string, roles = ['doctor']) => ({
  uid,
  displayName: uid,
  email: `${uid}@example.com`,
  photoURL: '',
  roles,
  doctorId,
  staff: true,
});

beforeEach(() =>
  storeOnly(env, {
    'users/ananya': doctor('ananya', 'dr-ananya-iyer'),
    'users/rohan': doctor('rohan', 'dr-rohan-kulkarni', ['doctor', 'editor']),
    'users/rohan2': doctor('rohan2', 'dr-rohan-kulkarni'),
    'users/lakshmi': doctor('lakshmi', '', ['frontDesk']),
  }),
);

const links = async () => (await storedData(env, 'clinic/doctorLinks'))?.doctors as Record<string, string> | undefined;
const migrate = (...args: string[]) => runScript('scripts/migrate-doctor-links.mjs', args);

describe('npm run migrate:doctor-links', () => {
  it('links each doctor profile one account names, names the one two accounts share, and changes nothing when run again', async () => {
    const dry = await migrate('--dry-run');
    expect(dry.output).toContain('[dry run] Would link 1 doctor profiles');
    expect(dry.output).toContain('doctors/dr-ananya-iyer: linked to ananya');
    expect(dry.output).toContain('doctors/dr-rohan-kulkarni: named by rohan, rohan2; take the doctor role from all but one');
    expect(await links()).toBeUndefined();

    const first = await migrate();
    expect(first.code).toBe(1);
    expect(first.output).toContain('Linked 1 doctor profiles');
    expect(await links()).toEqual({ 'dr-ananya-iyer': 'ananya' });

    // The owner takes the doctor role from the second account: the next run links the one left.
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), 'users/rohan2'), { roles: [], doctorId: '', staff: false }, { merge: true }),
    );
    const second = await migrate();
    expect(second).toMatchObject({ code: 0 });
    expect(second.output).toContain('doctors/dr-rohan-kulkarni: linked to rohan');
    expect(await links()).toEqual({ 'dr-ananya-iyer': 'ananya', 'dr-rohan-kulkarni': 'rohan' });

    const again = await migrate();
    expect(again).toMatchObject({ code: 0 });
    expect(again.output).toContain('Nothing to change');
  });
});
