import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FAQ_LIMITS, SERVICE_LIMITS } from '../../src/config/limits';
import { admin, alice, rulesEnvironmentForFile, seedProfiles } from './setup';

const env = rulesEnvironmentForFile();

const as = (user: { uid: string; token: TokenOptions }) => env().authenticatedContext(user.uid, user.token).firestore();
const now = () => firebase.firestore.FieldValue.serverTimestamp();

describe.each([
  ['services', SERVICE_LIMITS],
  ['faq', FAQ_LIMITS],
] as const)('%s', (collection, limits) => {
  const valid = (overrides: Record<string, unknown> = {}) => ({
    title: 'Acupuncture',
    description: 'Fine sterile needles.',
    timestamp: now(),
    author: 'Dr. Kavya Rao',
    userId: admin.uid,
    ...overrides,
  });

  beforeEach(async () => {
    await env().clearFirestore();
    await seedProfiles(env());
    await env().withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(`${collection}/existing`).set({ title: 'Old', description: 'Old text', timestamp: new Date(), author: 'Admin', userId: 'admin' });
    });
  });

  it('anyone reads', async () => {
    await assertSucceeds(env().unauthenticatedContext().firestore().doc(`${collection}/existing`).get());
    await assertSucceeds(env().unauthenticatedContext().firestore().collection(collection).get());
  });

  it('an admin creates one with exactly the allowed fields', async () => {
    await assertSucceeds(as(admin).collection(collection).add(valid()));
  });

  it('an admin updates one', async () => {
    await assertSucceeds(as(admin).doc(`${collection}/existing`).set(valid({ title: 'New title' })));
  });

  it('an admin deletes one', async () => {
    await assertSucceeds(as(admin).doc(`${collection}/existing`).delete());
  });

  it('a signed-in non-admin cannot create, update or delete', async () => {
    await assertFails(as(alice).collection(collection).add(valid({ userId: alice.uid })));
    await assertFails(as(alice).doc(`${collection}/existing`).set(valid({ userId: alice.uid })));
    await assertFails(as(alice).doc(`${collection}/existing`).delete());
  });

  it('a visitor cannot create or delete', async () => {
    await assertFails(env().unauthenticatedContext().firestore().collection(collection).add(valid()));
    await assertFails(env().unauthenticatedContext().firestore().doc(`${collection}/existing`).delete());
  });

  it('refuses a missing or an extra field', async () => {
    const withoutAuthor: Record<string, unknown> = valid();
    delete withoutAuthor.author;
    await assertFails(as(admin).collection(collection).add(withoutAuthor));
    await assertFails(as(admin).collection(collection).add(valid({ featured: true })));
  });

  it('refuses an empty or whitespace-only title or description', async () => {
    await assertFails(as(admin).collection(collection).add(valid({ title: '' })));
    await assertFails(as(admin).collection(collection).add(valid({ title: '   ' })));
    await assertFails(as(admin).collection(collection).add(valid({ description: '\n\t ' })));
  });

  it('refuses non-string title or description', async () => {
    await assertFails(as(admin).collection(collection).add(valid({ title: 42 })));
    await assertFails(as(admin).collection(collection).add(valid({ description: ['a'] })));
  });

  it('accepts the longest allowed title and description, and refuses one character more', async () => {
    await assertSucceeds(as(admin).collection(collection).add(valid({ title: 't'.repeat(limits.title), description: 'd'.repeat(limits.description) })));
    await assertFails(as(admin).collection(collection).add(valid({ title: 't'.repeat(limits.title + 1) })));
    await assertFails(as(admin).collection(collection).add(valid({ description: 'd'.repeat(limits.description + 1) })));
  });

  it("refuses a userId that is not the admin's own", async () => {
    await assertFails(as(admin).collection(collection).add(valid({ userId: alice.uid })));
  });

  it('refuses a timestamp that is not the server time', async () => {
    await assertFails(as(admin).collection(collection).add(valid({ timestamp: new Date('2020-01-01') })));
  });

  it('refuses an author that is not a bounded string', async () => {
    await assertFails(as(admin).collection(collection).add(valid({ author: 'x'.repeat(201) })));
    await assertFails(as(admin).collection(collection).add(valid({ author: null })));
  });
});
