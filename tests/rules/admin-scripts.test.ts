import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { reservedNameKey } from '../../src/services/publicName';
import { clearAuthEmulator } from '../integration/emulator';
import { adminAuthForFile, emptyEmulators, runScript } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile, storedData } from './setup';

/**
 * The Admin SDK scripts the docs tell an operator to run, run here on the emulators as the docs
 * write them: `npm run make-admin` (staff roles), `npm run migrate:drafts` and `npm run migrate:comments`
 * (docs/operating.md, docs/upgrades.md). A dry run changes nothing; a second run changes nothing.
 */
const env = rulesEnvironmentForFile();
const auth = adminAuthForFile('admin-scripts');

const stored = (path: string) => storedData(env, path);

beforeEach(() => emptyEmulators(env));
afterAll(() => clearAuthEmulator());

describe('npm run make-admin', () => {
  const makeAdmin = (...args: string[]) => runScript('scripts/make-admin.mjs', args);
  const verified = (email: string, displayName: string) =>
    auth().createUser({ email, password: 'sunrise-42', displayName, emailVerified: true });
  const names = async () => ((await stored('clinic/reservedNames'))?.names as Record<string, string> | undefined) ?? {};
  const owners = async () => (await stored('clinic/owners'))?.uids;

  it('makes the first owner: the role, staff, clinic/owners, the address in accountEmails and the name kept for staff', async () => {
    const { uid } = await verified('asha@example.com', 'Asha Rao');

    const made = await makeAdmin('asha@example.com');
    expect(made.code).toBe(0);
    expect(made.output).toContain(`asha@example.com (${uid}) now has the owner role`);
    const profile = await stored(`users/${uid}`);
    expect(profile).toMatchObject({
      uid,
      email: 'asha@example.com',
      displayName: 'Asha Rao',
      roles: ['owner'],
      doctorId: '',
      staff: true,
      rolesChangedBy: 'make-admin',
    });
    expect(profile?.rolesChangedAt).toBeInstanceOf(Timestamp);
    expect(profile).not.toHaveProperty('admin');
    expect(await owners()).toEqual({ [uid]: true });
    expect(await stored('accountEmails/asha@example.com')).toEqual({ uid });
    expect(await names()).toEqual({ asharao: 'staff' });

    // Run again: nothing to change.
    const again = await makeAdmin('asha@example.com', '--role', 'owner');
    expect(again.output).toContain('already has the owner role');
    expect((await stored(`users/${uid}`))?.rolesChangedAt).toEqual(profile?.rolesChangedAt);
  });

  it('adds a role to those held, links a doctor to an existing doctor profile, and --revoke removes one role at a time', async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), 'doctors/dr-ananya-iyer'), { name: 'Dr. Ananya Iyer' }),
    );
    const { uid } = await verified('lakshmi@example.com', 'Lakshmi Gowda');

    expect((await makeAdmin('lakshmi@example.com', '--role', 'frontDesk')).output).toContain('now has the frontDesk role');
    expect(await stored(`users/${uid}`)).toMatchObject({ roles: ['frontDesk'], doctorId: '', staff: true });
    expect(await owners()).toBeUndefined();
    expect(await stored('accountEmails/lakshmi@example.com')).toEqual({ uid });
    expect(await names()).toEqual({ [reservedNameKey('Lakshmi Gowda')]: 'staff' });

    // A doctor needs the doctor profile they are, and it must exist.
    const unlinked = await makeAdmin('lakshmi@example.com', '--role', 'doctor');
    expect(unlinked.code).toBe(2);
    expect(unlinked.output).toContain('--role doctor needs --doctor <doctorId>');
    const missing = await makeAdmin('lakshmi@example.com', '--role', 'doctor', '--doctor', 'dr-nobody');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('no doctor profile doctors/dr-nobody');
    expect((await makeAdmin('lakshmi@example.com', '--role', 'editor', '--doctor', 'dr-ananya-iyer')).code).toBe(2);
    expect((await makeAdmin('lakshmi@example.com', '--role', 'janitor')).code).toBe(2);
    expect(await stored(`users/${uid}`)).toMatchObject({ roles: ['frontDesk'], doctorId: '' });

    const doctor = await makeAdmin('lakshmi@example.com', '--role', 'doctor', '--doctor', 'dr-ananya-iyer');
    expect(doctor.code).toBe(0);
    expect(doctor.output).toContain('roles: frontDesk, doctor, linked to doctors/dr-ananya-iyer');
    expect(await stored(`users/${uid}`)).toMatchObject({ roles: ['frontDesk', 'doctor'], doctorId: 'dr-ananya-iyer', staff: true });

    // The doctor role goes, and the link with it; the name stays kept while a role is left.
    expect((await makeAdmin('lakshmi@example.com', '--role', 'doctor', '--revoke')).output).toContain('no longer has the doctor role');
    expect(await stored(`users/${uid}`)).toMatchObject({ roles: ['frontDesk'], doctorId: '', staff: true });
    expect(await names()).toEqual({ [reservedNameKey('Lakshmi Gowda')]: 'staff' });

    const last = await makeAdmin('lakshmi@example.com', '--role', 'frontDesk', '--revoke');
    expect(last.output).toContain('no longer has the frontDesk role');
    expect(last.output).toContain('is released');
    expect(await stored(`users/${uid}`)).toMatchObject({ roles: [], doctorId: '', staff: false, rolesChangedBy: 'make-admin' });
    expect(await names()).toEqual({});
  });

  it('links a doctor profile to one account: a second is refused until the first loses the doctor role (issue 54)', async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), 'doctors/dr-ananya-iyer'), { name: 'Dr. Ananya Iyer' }),
    );
    const ananya = await verified('ananya@example.com', 'Ananya Iyer');
    const other = await verified('other@example.com', 'Ravi Shetty');
    const links = async () => (await stored('clinic/doctorLinks'))?.doctors;

    expect((await makeAdmin('ananya@example.com', '--role', 'doctor', '--doctor', 'dr-ananya-iyer')).code).toBe(0);
    expect(await links()).toEqual({ 'dr-ananya-iyer': ananya.uid });
    const second = await makeAdmin('other@example.com', '--role', 'doctor', '--doctor', 'dr-ananya-iyer');
    expect(second.code).toBe(1);
    expect(second.output).toContain(`doctors/dr-ananya-iyer is already linked to another account (${ananya.uid})`);
    expect(await stored(`users/${other.uid}`)).toBeUndefined();

    // The first account loses the doctor role: the profile links to the other.
    expect((await makeAdmin('ananya@example.com', '--role', 'doctor', '--revoke')).code).toBe(0);
    expect((await makeAdmin('other@example.com', '--role', 'doctor', '--doctor', 'dr-ananya-iyer')).code).toBe(0);
    expect(await links()).toEqual({ 'dr-ananya-iyer': other.uid });
    expect(await stored(`users/${other.uid}`)).toMatchObject({ roles: ['doctor'], doctorId: 'dr-ananya-iyer' });
  });

  it('refuses to remove the last owner; once another is made, the first can go', async () => {
    const asha = await verified('asha@example.com', 'Asha Rao');
    const ravi = await verified('ravi@example.com', 'Ravi Shetty');
    await makeAdmin('asha@example.com');

    const refused = await makeAdmin('asha@example.com', '--revoke');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('asha@example.com is the last owner');
    expect(await stored(`users/${asha.uid}`)).toMatchObject({ roles: ['owner'], staff: true });
    expect(await owners()).toEqual({ [asha.uid]: true });

    expect((await makeAdmin('ravi@example.com', '--role', 'owner')).code).toBe(0);
    expect(await owners()).toEqual({ [asha.uid]: true, [ravi.uid]: true });
    const revoked = await makeAdmin('asha@example.com', '--role', 'owner', '--revoke');
    expect(revoked.code).toBe(0);
    expect(revoked.output).toContain('no longer has the owner role');
    expect(await stored(`users/${asha.uid}`)).toMatchObject({ roles: [], staff: false });
    expect(await owners()).toEqual({ [ravi.uid]: true });
  });

  it('turns an old admin flag into the owner role when it adds another', async () => {
    const { uid } = await verified('kavya@example.com', 'Kavya');
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(modularFirestore(ctx), `users/${uid}`), {
        uid,
        displayName: 'Kavya',
        email: 'kavya@example.com',
        photoURL: '',
        admin: true,
      }),
    );
    expect((await makeAdmin('kavya@example.com', '--role', 'editor')).code).toBe(0);
    const profile = await stored(`users/${uid}`);
    expect(profile).toMatchObject({ roles: ['owner', 'editor'], staff: true });
    expect(profile).not.toHaveProperty('admin');
    expect(await owners()).toEqual({ [uid]: true });
  });

  it('refuses an unverified account, an unknown one and a malformed address', async () => {
    const unverified = await auth().createUser({ email: 'eve@example.com', password: 'sunrise-42', emailVerified: false });
    const refused = await makeAdmin('eve@example.com', '--role', 'editor');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('has not verified its e-mail address');
    expect(await stored(`users/${unverified.uid}`)).toBeUndefined();
    expect(await stored('accountEmails/eve@example.com')).toBeUndefined();
    expect(await owners()).toBeUndefined();

    expect((await makeAdmin('nobody@example.com')).output).toContain('No account with the e-mail nobody@example.com');
    expect((await makeAdmin('not-an-address')).code).toBe(2);
  });
});

describe('npm run migrate:drafts', () => {
  it('publishes the posts saved before drafts existed, dated by their last save, and leaves drafts alone', async () => {
    const saved = Timestamp.fromDate(new Date('2025-06-01T10:00:00Z'));
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      await setDoc(doc(db, 'blogs/old'), { title: 'Old post', timestamp: saved });
      await setDoc(doc(db, 'blogs/draft'), { title: 'A draft', timestamp: saved, published: false, publishedAt: null });
    });

    const dry = await runScript('scripts/migrate-drafts.mjs', ['--dry-run']);
    expect(dry.output).toContain('[dry run] Would mark 1 of 2 posts');
    expect((await stored('blogs/old'))?.published).toBeUndefined();

    expect((await runScript('scripts/migrate-drafts.mjs')).output).toContain('Marked 1 of 2 posts');
    expect(await stored('blogs/old')).toMatchObject({ published: true, publishedAt: saved });
    expect(await stored('blogs/draft')).toMatchObject({ published: false, publishedAt: null });
    expect((await runScript('scripts/migrate-drafts.mjs')).output).toContain('Marked 0 of 2 posts');
  });
});

describe('npm run migrate:comments', () => {
  it("moves each post's comments into its subcollection, marks staff, rebuilds the topics, and changes nothing when run again", async () => {
    const at = Timestamp.fromDate(new Date('2025-06-01T10:00:00Z'));
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      await setDoc(doc(db, 'users/kavya'), { uid: 'kavya', displayName: 'Kavya', email: 'k@example.com', photoURL: '', admin: true });
      await setDoc(doc(db, 'blogs/fevers'), {
        title: 'Monsoon fevers',
        published: true,
        tags: ['fever'],
        category: 'Disease Prevention and Management',
        timestamp: at,
        comments: [
          { userId: 'meera', name: 'Meera', body: 'Thanks', createdAt: at },
          { userId: 'kavya', name: 'Kavya', body: 'You are welcome', createdAt: at },
        ],
      });
    });

    const dry = await runScript('scripts/migrate-comments.mjs', ['--dry-run']);
    expect(dry.output).toContain('[dry run] Would move 2 comments out of 1 of 1 posts');
    expect((await stored('blogs/fevers'))?.comments).toHaveLength(2);

    expect((await runScript('scripts/migrate-comments.mjs')).output).toContain('Moved 2 comments out of 1 of 1 posts');
    expect((await stored('blogs/fevers'))?.comments).toBeUndefined();
    let moved: Array<Record<string, unknown>> = [];
    await env().withSecurityRulesDisabled(async (ctx) => {
      moved = (await getDocs(collection(modularFirestore(ctx), 'blogs/fevers/comments'))).docs.map((d) => d.data());
    });
    expect(
      moved.map(({ userId, body, staff }) => ({ userId, body, staff })).sort((a, b) => String(a.userId).localeCompare(String(b.userId))),
    ).toEqual([
      { userId: 'kavya', body: 'You are welcome', staff: true },
      { userId: 'meera', body: 'Thanks', staff: false },
    ]);
    expect(await stored('blogTopics/summary')).toBeDefined();

    expect((await runScript('scripts/migrate-comments.mjs')).output).toContain('Moved 0 comments out of 0 of 1 posts');
  });
});
