import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

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

beforeEach(async () => {
  await env().clearFirestore();
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    await setDoc(doc(db, 'users/ananya'), doctor('ananya', 'dr-ananya-iyer'));
    await setDoc(doc(db, 'users/rohan'), doctor('rohan', 'dr-rohan-kulkarni', ['doctor', 'editor']));
    await setDoc(doc(db, 'users/rohan2'), doctor('rohan2', 'dr-rohan-kulkarni'));
    await setDoc(doc(db, 'users/lakshmi'), doctor('lakshmi', '', ['frontDesk']));
  });
});

async function links() {
  let stored: Record<string, string> | undefined;
  await env().withSecurityRulesDisabled(async (ctx) => {
    stored = (await getDoc(doc(modularFirestore(ctx), 'clinic/doctorLinks'))).get('doctors') as Record<string, string> | undefined;
  });
  return stored;
}

describe('npm run migrate:doctor-links', () => {
  it('links each doctor profile one account names, names the one two accounts share, and changes nothing when run again', async () => {
    const dry = await runScript('scripts/migrate-doctor-links.mjs', '--dry-run');
    expect(dry.output).toContain('[dry run] Would link 1 doctor profiles');
    expect(dry.output).toContain('doctors/dr-ananya-iyer: linked to ananya');
    expect(dry.output).toContain('doctors/dr-rohan-kulkarni: named by rohan, rohan2; take the doctor role from all but one');
    expect(await links()).toBeUndefined();

    const first = await runScript('scripts/migrate-doctor-links.mjs');
    expect(first.code).toBe(1);
    expect(first.output).toContain('Linked 1 doctor profiles');
    expect(await links()).toEqual({ 'dr-ananya-iyer': 'ananya' });

    // The owner takes the doctor role from the second account: the next run links the one left.
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), 'users/rohan2'), { roles: [], doctorId: '', staff: false }, { merge: true }),
    );
    const second = await runScript('scripts/migrate-doctor-links.mjs');
    expect(second).toMatchObject({ code: 0 });
    expect(second.output).toContain('doctors/dr-rohan-kulkarni: linked to rohan');
    expect(await links()).toEqual({ 'dr-ananya-iyer': 'ananya', 'dr-rohan-kulkarni': 'rohan' });

    const again = await runScript('scripts/migrate-doctor-links.mjs');
    expect(again).toMatchObject({ code: 0 });
    expect(again.output).toContain('Nothing to change');
  });
});
