import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { reservedNameKey } from '../../src/services/publicName';
import { clearAuthEmulator } from '../integration/emulator';
import { adminAuthForFile, emptyEmulators, runScript } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/**
 * `npm run migrate:roles` on the emulators: a project from before issue 44, whose staff were
 * `admin: true` profiles, gets owners (roles, clinic/owners, accountEmails, names kept for staff),
 * and no `admin` field is left.
 */
const env = rulesEnvironmentForFile();
const auth = adminAuthForFile('migrate-roles');

const profile = (uid: string, displayName: string, extra: Record<string, unknown> = {}) => ({
  uid,
  displayName,
  email: `${uid}@example.com`,
  photoURL: '',
  ...extra,
});

afterAll(() => clearAuthEmulator());

beforeEach(async () => {
  await emptyEmulators(env);
  const accounts: Array<[string, boolean]> = [
    ['kavya', true],
    ['ravi', false],
    ['lakshmi', true],
    ['meera', true],
  ];
  for (const [uid, emailVerified] of accounts) {
    await auth().createUser({ uid, email: `${uid}@example.com`, password: 'sunrise-42', emailVerified });
  }
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    // Two admins (one, unverified, already had a role written), an admin made no longer one by the old
    // make-admin --revoke, a front desk member whose address is not listed yet, and a patient.
    await setDoc(doc(db, 'users/kavya'), profile('kavya', 'Dr. Kavya Rao', { admin: true }));
    await setDoc(doc(db, 'users/ravi'), profile('ravi', 'Ravi Shetty', { admin: true, roles: ['editor'], doctorId: '' }));
    await setDoc(doc(db, 'users/old'), profile('old', 'Old Admin', { admin: false }));
    await setDoc(doc(db, 'users/lakshmi'), profile('lakshmi', 'Lakshmi Gowda', { roles: ['frontDesk'], doctorId: '', staff: true }));
    await setDoc(doc(db, 'users/meera'), profile('meera', 'Meera'));
  });
});

/** Every document the migration may touch, by path. */
async function stored() {
  const documents: Record<string, Record<string, unknown>> = {};
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = modularFirestore(ctx);
    for (const name of ['users', 'clinic', 'accountEmails']) {
      for (const d of (await getDocs(collection(db, name))).docs) documents[`${name}/${d.id}`] = d.data();
    }
  });
  return documents;
}

const migrate = (...args: string[]) => runScript('scripts/migrate-roles.mjs', args);

describe('npm run migrate:roles', () => {
  it('lists what it would change with --dry-run, and changes nothing', async () => {
    const before = await stored();
    const dry = await migrate('--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.output).toContain(
      '[dry run] Would make 2 admins owners, delete the old admin field from 1 more profiles, add 2 to and remove 0 from ' +
        'clinic/owners, write 2 accountEmails entries and keep 2 names for staff',
    );
    expect(dry.output).toContain('users/kavya (kavya@example.com): admin → roles owner');
    expect(dry.output).toContain('users/ravi (ravi@example.com): admin → roles owner, editor');
    expect(dry.output).toContain('users/old (old@example.com): the old admin: false field deleted');
    expect(dry.output).toContain('clinic/owners: add kavya, ravi');
    expect(dry.output).toContain('accountEmails/kavya@example.com: uid kavya');
    expect(dry.output).toContain('accountEmails/lakshmi@example.com: uid lakshmi');
    expect(await stored()).toEqual(before);
  });

  it('makes every admin an owner, with clinic/owners and accountEmails, leaves no admin field, and changes nothing when run again', async () => {
    const run = await migrate();
    expect(run.code).toBe(0);
    expect(run.output).toContain(
      'Made 2 admins owners, deleted the old admin field from 1 more profiles, added 2 to and removed 0 from ' +
        'clinic/owners, wrote 2 accountEmails entries and kept 2 names for staff',
    );
    expect(run.output).toContain('clinic/owners names 2 owners.');

    const after = await stored();
    expect(after['users/kavya']).toMatchObject({
      ...profile('kavya', 'Dr. Kavya Rao'),
      roles: ['owner'],
      doctorId: '',
      staff: true,
      rolesChangedBy: 'migrate:roles',
    });
    expect(after['users/kavya'].rolesChangedAt).toBeInstanceOf(Timestamp);
    expect(after['users/ravi']).toMatchObject({ roles: ['owner', 'editor'], doctorId: '', staff: true, rolesChangedBy: 'migrate:roles' });
    expect(after['users/old']).toEqual(profile('old', 'Old Admin'));
    expect(after['users/lakshmi']).toEqual(profile('lakshmi', 'Lakshmi Gowda', { roles: ['frontDesk'], doctorId: '', staff: true }));
    expect(after['users/meera']).toEqual(profile('meera', 'Meera'));
    for (const [path, data] of Object.entries(after)) if (path.startsWith('users/')) expect(data).not.toHaveProperty('admin');
    expect(after['clinic/owners']).toEqual({ uids: { kavya: true, ravi: true } });
    // Ravi's address is not verified: no entry. Meera is no staff member: her sign-in writes hers.
    expect(Object.fromEntries(Object.entries(after).filter(([path]) => path.startsWith('accountEmails/')))).toEqual({
      'accountEmails/kavya@example.com': { uid: 'kavya' },
      'accountEmails/lakshmi@example.com': { uid: 'lakshmi' },
    });
    expect(after['clinic/reservedNames']).toEqual({
      names: { [reservedNameKey('Dr. Kavya Rao')]: 'staff', [reservedNameKey('Ravi Shetty')]: 'staff' },
    });

    const again = await migrate();
    expect(again.code).toBe(0);
    expect(again.output).toContain('Nothing to change on');
    expect(again.output).toContain('clinic/owners names the 2 owners');
    expect(await stored()).toEqual(after);

    const dryAgain = await migrate('--dry-run');
    expect(dryAgain.output).toContain('[dry run] Nothing to change on');
  });
});
