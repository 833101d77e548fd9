import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FAQ_LIMITS, SERVICE_LIMITS } from '../../src/config/limits';
import { admin, alice, rulesFile, seedProfiles } from './setup';
import { storedEntry } from './staffFixtures';

const { env, as, visitor, seed } = rulesFile();

const now = () => serverTimestamp();

describe.each([
  ['services', SERVICE_LIMITS],
  ['faq', FAQ_LIMITS],
] as const)('%s', (collectionName, limits) => {
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
    await seed(async (db) => {
      await setDoc(doc(db, `${collectionName}/existing`), storedEntry('Old', 'Old text'));
    });
  });

  it('anyone reads', async () => {
    await assertSucceeds(getDoc(doc(visitor(), `${collectionName}/existing`)));
    await assertSucceeds(getDocs(collection(visitor(), collectionName)));
  });

  it('an admin creates one with exactly the allowed fields', async () => {
    await assertSucceeds(addDoc(collection(as(admin), collectionName), valid()));
  });

  it('an admin updates one', async () => {
    await assertSucceeds(setDoc(doc(as(admin), `${collectionName}/existing`), valid({ title: 'New title' })));
  });

  it('an admin deletes one', async () => {
    await assertSucceeds(deleteDoc(doc(as(admin), `${collectionName}/existing`)));
  });

  it('a signed-in non-admin cannot create, update or delete', async () => {
    await assertFails(addDoc(collection(as(alice), collectionName), valid({ userId: alice.uid })));
    await assertFails(setDoc(doc(as(alice), `${collectionName}/existing`), valid({ userId: alice.uid })));
    await assertFails(deleteDoc(doc(as(alice), `${collectionName}/existing`)));
  });

  it('a visitor cannot create or delete', async () => {
    await assertFails(addDoc(collection(visitor(), collectionName), valid()));
    await assertFails(deleteDoc(doc(visitor(), `${collectionName}/existing`)));
  });

  it('refuses a missing or an extra field', async () => {
    const withoutAuthor: Record<string, unknown> = valid();
    delete withoutAuthor.author;
    await assertFails(addDoc(collection(as(admin), collectionName), withoutAuthor));
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ featured: true })));
  });

  it('refuses an empty or whitespace-only title or description', async () => {
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ title: '' })));
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ title: '   ' })));
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ description: '\n\t ' })));
  });

  it('refuses non-string title or description', async () => {
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ title: 42 })));
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ description: ['a'] })));
  });

  it('accepts the longest allowed title and description, and refuses one character more', async () => {
    await assertSucceeds(
      addDoc(
        collection(as(admin), collectionName),
        valid({ title: 't'.repeat(limits.title), description: 'd'.repeat(limits.description) }),
      ),
    );
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ title: 't'.repeat(limits.title + 1) })));
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ description: 'd'.repeat(limits.description + 1) })));
  });

  it("refuses a userId that is not the admin's own", async () => {
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ userId: alice.uid })));
  });

  it('refuses a timestamp that is not the server time', async () => {
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ timestamp: new Date('2020-01-01') })));
  });

  it('refuses an author that is not a bounded string', async () => {
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ author: 'x'.repeat(201) })));
    await assertFails(addDoc(collection(as(admin), collectionName), valid({ author: null })));
  });

  it('takes a Kannada and a Hindi version, each whole and within the English bounds', async () => {
    const kn = { title: 'ಅಕ್ಯುಪಂಕ್ಚರ್', description: 'ಸೂಕ್ಷ್ಮ ಸೂಜಿಗಳು.' };
    const hi = { title: 'एक्यूपंक्चर', description: 'बारीक सुइयाँ।' };
    await assertSucceeds(addDoc(collection(as(admin), collectionName), valid({ translations: { kn, hi } })));
    await assertSucceeds(addDoc(collection(as(admin), collectionName), valid({ translations: { kn } })));
    await assertSucceeds(addDoc(collection(as(admin), collectionName), valid({ translations: {} })));
    await assertSucceeds(
      addDoc(
        collection(as(admin), collectionName),
        valid({ translations: { kn: { title: 'ಅ'.repeat(limits.title), description: 'ದ'.repeat(limits.description) } } }),
      ),
    );
  });

  it('refuses half a translation, a blank or too long one, another language, or extra fields', async () => {
    const refused = [
      { kn: { title: 'ಅಕ್ಯುಪಂಕ್ಚರ್' } },
      { kn: { title: 'ಅಕ್ಯುಪಂಕ್ಚರ್', description: '   ' } },
      { kn: { title: 'ಅ'.repeat(limits.title + 1), description: 'ದ' } },
      { hi: { title: 'ए', description: 'द'.repeat(limits.description + 1) } },
      { ta: { title: 'அ', description: 'த' } },
      { kn: { title: 'ಅ', description: 'ದ', author: 'someone else' } },
      { kn: 'ಅಕ್ಯುಪಂಕ್ಚರ್' },
      'ಅಕ್ಯುಪಂಕ್ಚರ್',
    ];
    for (const translations of refused) {
      await assertFails(addDoc(collection(as(admin), collectionName), valid({ translations })));
    }
  });

  it('lets nobody but an admin add a translation', async () => {
    await assertFails(
      setDoc(
        doc(as(alice), `${collectionName}/existing`),
        valid({ userId: alice.uid, translations: { kn: { title: 'ಅ', description: 'ದ' } } }),
      ),
    );
  });
});
