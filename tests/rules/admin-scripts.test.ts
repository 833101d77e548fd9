import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthEmulator } from '../integration/emulator';
import { runScript } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/**
 * The Admin SDK scripts the docs tell an operator to run, run here on the emulators as the docs
 * write them: `npm run make-admin`, `npm run migrate:drafts` and `npm run migrate:comments`
 * (docs/operating.md, docs/upgrades.md). A dry run changes nothing; a second run changes nothing.
 */
const env = rulesEnvironmentForFile();
let admin: App;

async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await env().withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(modularFirestore(ctx), path))).data();
  });
  return data;
}

beforeAll(() => {
  admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-clinic' }, 'admin-scripts-test');
});
afterAll(async () => {
  await clearAuthEmulator();
  await deleteApp(admin);
});

beforeEach(async () => {
  await env().clearFirestore();
  await clearAuthEmulator();
});

describe('npm run make-admin', () => {
  it('makes a verified account admin and keeps its name for staff; --revoke undoes both; an unverified one is refused', async () => {
    const { uid } = await getAuth(admin).createUser({
      email: 'asha@example.com',
      password: 'sunrise-42',
      displayName: 'Asha Rao',
      emailVerified: true,
    });
    const unverified = await getAuth(admin).createUser({ email: 'eve@example.com', password: 'sunrise-42', emailVerified: false });

    const refused = await runScript('scripts/make-admin.mjs', 'eve@example.com');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('has not verified its e-mail address');
    expect(await stored(`users/${unverified.uid}`)).toBeUndefined();

    const made = await runScript('scripts/make-admin.mjs', 'asha@example.com');
    expect(made.output).toContain(`asha@example.com (${uid}) is now an admin`);
    expect(await stored(`users/${uid}`)).toMatchObject({ admin: true, displayName: 'Asha Rao' });
    expect((await stored('clinic/reservedNames'))?.names).toEqual({ asharao: 'staff' });

    const revoked = await runScript('scripts/make-admin.mjs', 'asha@example.com', '--revoke');
    expect(revoked.output).toContain('is no longer an admin');
    expect(await stored(`users/${uid}`)).toMatchObject({ admin: false });
    expect((await stored('clinic/reservedNames'))?.names ?? {}).toEqual({});

    expect((await runScript('scripts/make-admin.mjs', 'nobody@example.com')).output).toContain(
      'No account with the e-mail nobody@example.com',
    );
    expect((await runScript('scripts/make-admin.mjs', 'not-an-address')).code).toBe(2);
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

    const dry = await runScript('scripts/migrate-drafts.mjs', '--dry-run');
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

    const dry = await runScript('scripts/migrate-comments.mjs', '--dry-run');
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
