import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { doc, getDoc, getDocs, collection, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/** `npm run migrate:reserved-names` on the emulator: a project from before issue 35 gets its reserved names. */
const env = rulesEnvironmentForFile();
const run = promisify(execFile);

beforeEach(async () => {
  await env().clearFirestore();
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    await setDoc(doc(db, 'users/admin'), { uid: 'admin', displayName: 'Dr. Kavya Rao', email: 'a@example.com', photoURL: '', admin: true });
    await setDoc(doc(db, 'users/bob'), { uid: 'bob', displayName: 'Bob', email: 'b@example.com', photoURL: '' });
    await setDoc(doc(db, 'doctors/dr-ananya-iyer'), { name: 'Dr. Ananya Iyer' });
    await setDoc(doc(db, 'doctors/dr-rohan-kulkarni'), { name: 'Dr. Rohan Kulkarni' });
    await setDoc(doc(db, 'staffNames/kavyarao'), { uid: 'admin' });
  });
});

async function stored() {
  let names: Record<string, string> = {};
  let staffNames = 0;
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    names = ((await getDoc(doc(db, 'clinic/reservedNames'))).get('names') as Record<string, string> | undefined) ?? {};
    staffNames = (await getDocs(collection(db, 'staffNames'))).size;
  });
  return { names, staffNames };
}

describe('npm run migrate:reserved-names', () => {
  it("reserves the admins' and the doctors' names, drops staffNames, and changes nothing when run again", async () => {
    const { stdout: dry } = await run('node', ['scripts/migrate-reserved-names.mjs', '--dry-run']);
    expect(dry).toContain('the names of 1 admins and 2 doctors, and delete 1 documents of staffNames');
    expect(await stored()).toEqual({ names: {}, staffNames: 1 });

    const { stdout } = await run('node', ['scripts/migrate-reserved-names.mjs']);
    expect(stdout).toContain("(2 doctors' names new): 3 names");
    const expected = { kavyarao: 'staff', ananyaiyer: 'doctor:dr-ananya-iyer', rohankuikami: 'doctor:dr-rohan-kulkarni' };
    expect(await stored()).toEqual({ names: expected, staffNames: 0 });

    const { stdout: again } = await run('node', ['scripts/migrate-reserved-names.mjs']);
    expect(again).toContain("(0 doctors' names new): 3 names");
    expect(await stored()).toEqual({ names: expected, staffNames: 0 });
  });
});
