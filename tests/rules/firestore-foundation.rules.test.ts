import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { admin, alice, aliceProfile, bob, rulesEnvironmentForFile } from './setup';

const env = rulesEnvironmentForFile();

beforeEach(async () => {
  await env().clearFirestore();
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('users/admin').set({ uid: 'admin', displayName: 'Admin', email: 'admin@example.com', photoURL: '', admin: true });
    await db.doc('users/bob').set({ uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '' });
    await db.doc('services/acupuncture').set({ title: 'Acupuncture', description: 'Needles.', author: 'Admin', userId: 'admin' });
    await db.doc('faq/insurance').set({ title: 'Insurance?', description: 'Yes.', author: 'Admin', userId: 'admin' });
    await db.doc('blogs/monsoon').set({ title: 'Monsoon fevers', description: 'Rest.', author: 'Admin', userId: 'admin', published: true });
  });
});

const as = (user: { uid: string; token: TokenOptions }) => env().authenticatedContext(user.uid, user.token).firestore();
const visitor = () => env().unauthenticatedContext().firestore();

describe('public content', () => {
  it.each(['services', 'faq'])('anyone, signed in or not, can read and list %s', async (collection) => {
    await assertSucceeds(visitor().collection(collection).get());
    await assertSucceeds(as(alice).collection(collection).get());
  });

  it('anyone, signed in or not, can read and list published blogs (drafts: tests/rules/blogs.rules.test.ts)', async () => {
    for (const db of [visitor(), as(alice)]) {
      await assertSucceeds(db.doc('blogs/monsoon').get());
      await assertSucceeds(db.collection('blogs').where('published', '==', true).get());
    }
  });

  it.each(['services/new', 'faq/new', 'blogs/new'])('a visitor cannot write %s', async (path) => {
    await assertFails(visitor().doc(path).set({ title: 'x', description: 'y' }));
  });

  it.each(['services/acupuncture', 'faq/insurance', 'blogs/monsoon'])('a signed-in non-admin cannot change or delete %s', async (path) => {
    await assertFails(as(alice).doc(path).set({ title: 'Hacked', description: 'y' }));
    await assertFails(as(alice).doc(path).delete());
  });
});

describe('users/{uid}', () => {
  it('a user creates their own profile with exactly uid, displayName, email, photoURL', async () => {
    await assertSucceeds(as(alice).doc('users/alice').set(aliceProfile));
  });

  it('a user reads their own profile', async () => {
    await assertSucceeds(as(bob).doc('users/bob').get());
  });

  it("a user cannot read someone else's profile", async () => {
    await assertFails(as(alice).doc('users/bob').get());
    await assertFails(visitor().doc('users/bob').get());
  });

  it('nobody lists all users, not even an admin', async () => {
    await assertFails(as(alice).collection('users').get());
    await assertFails(as(admin).collection('users').get());
  });

  it('a user cannot create a profile for someone else', async () => {
    await assertFails(as(alice).doc('users/carol').set({ ...aliceProfile, uid: 'carol' }));
  });

  it('a user cannot make themselves admin at creation', async () => {
    await assertFails(as(alice).doc('users/alice').set({ ...aliceProfile, admin: true }));
    await assertFails(as(alice).doc('users/alice').set({ ...aliceProfile, admin: false }));
  });

  it('a user cannot make themselves admin later', async () => {
    await assertFails(as(bob).doc('users/bob').update({ admin: true }));
    await assertFails(as(bob).doc('users/bob').set({ uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '', admin: true }));
  });

  it('the owner may update their display name and photo', async () => {
    await assertSucceeds(as(bob).doc('users/bob').update({ displayName: 'Bob Dsouza', photoURL: 'https://lh3.googleusercontent.com/a/bob' }));
  });

  it('the owner may not change their e-mail or uid, and nobody else may change anything', async () => {
    await assertFails(as(bob).doc('users/bob').update({ email: 'other@example.com' }));
    await assertFails(as(bob).doc('users/bob').update({ uid: 'alice' }));
    await assertFails(as(alice).doc('users/bob').update({ displayName: 'Not Bob' }));
  });

  it('a profile cannot carry extra fields or miss one', async () => {
    await assertFails(as(alice).doc('users/alice').set({ ...aliceProfile, role: 'doctor' }));
    const { uid, displayName, email } = aliceProfile;
    await assertFails(as(alice).doc('users/alice').set({ uid, displayName, email }));
  });

  it("a profile's e-mail must be the account's e-mail", async () => {
    await assertFails(as(alice).doc('users/alice').set({ ...aliceProfile, email: 'someone-else@example.com' }));
  });

  it('a profile cannot hold absurdly long values', async () => {
    await assertFails(as(alice).doc('users/alice').set({ ...aliceProfile, displayName: 'x'.repeat(201) }));
  });

  it('a visitor cannot create a profile', async () => {
    await assertFails(visitor().doc('users/alice').set(aliceProfile));
  });

  it('nobody deletes a profile from the client', async () => {
    await assertFails(as(bob).doc('users/bob').delete());
  });
});

describe('anything else', () => {
  it('is closed', async () => {
    await assertFails(as(admin).doc('secrets/x').get());
    await assertFails(as(admin).doc('secrets/x').set({ a: 1 }));
  });
});
