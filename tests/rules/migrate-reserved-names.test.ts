import { doc, getDoc, getDocs, collection } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript, storeOnly } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/** `npm run migrate:reserved-names` on the emulator: a project from before issue 35 gets its reserved names. */
const env = rulesEnvironmentForFile();
const migrate = (...args: string[]) => runScript('scripts/migrate-reserved-names.mjs', args, { check: true });

beforeEach(() =>
  storeOnly(env, {
    'users/admin': { uid: 'admin', displayName: 'Dr. Kavya Rao', email: 'a@example.com', photoURL: '', admin: true },
    'users/bob': { uid: 'bob', displayName: 'Bob', email: 'b@example.com', photoURL: '' },
    'doctors/dr-ananya-iyer': { name: 'Dr. Ananya Iyer' },
    'doctors/dr-rohan-kulkarni': { name: 'Dr. Rohan Kulkarni' },
    'staffNames/kavyarao': { uid: 'admin' },
  }),
);

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
    const { stdout: dry } = await migrate('--dry-run');
    expect(dry).toContain('the names of 1 admins and 2 doctors, and delete 1 documents of staffNames');
    expect(await stored()).toEqual({ names: {}, staffNames: 1 });

    const { stdout } = await migrate();
    expect(stdout).toContain("(2 doctors' names new): 3 names");
    const expected = { kavyarao: 'staff', ananyaiyer: 'doctor:dr-ananya-iyer', rohankuikami: 'doctor:dr-rohan-kulkarni' };
    expect(await stored()).toEqual({ names: expected, staffNames: 0 });

    const { stdout: again } = await migrate();
    expect(again).toContain("(0 doctors' names new): 3 names");
    expect(await stored()).toEqual({ names: expected, staffNames: 0 });
  });
});
