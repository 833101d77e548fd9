import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { admin, alice, aliceProfile, bob, rulesFile } from './setup';
import { storedEntry, patientProfile, ownerProfile, storedPost } from './staffFixtures';

const { env, as, visitor, seed } = rulesFile();

beforeEach(async () => {
  await env().clearFirestore();
  await seed(async (db) => {
    await setDoc(doc(db, 'users/admin'), ownerProfile('admin', 'Admin'));
    await setDoc(doc(db, 'users/bob'), patientProfile('bob', 'Bob'));
    await setDoc(doc(db, 'clinic/reservedNames'), { names: { kavyarao: 'staff' } });
    await setDoc(doc(db, 'services/acupuncture'), storedEntry('Acupuncture', 'Needles.'));
    await setDoc(doc(db, 'faq/insurance'), storedEntry('Insurance?', 'Yes.'));
    await setDoc(doc(db, 'blogs/monsoon'), storedPost());
  });
});

describe('public content', () => {
  it.each(['services', 'faq'])('anyone, signed in or not, can read and list %s', async (collectionName) => {
    await assertSucceeds(getDocs(collection(visitor(), collectionName)));
    await assertSucceeds(getDocs(collection(as(alice), collectionName)));
  });

  it('anyone, signed in or not, can read and list published blogs (drafts: tests/rules/blogs.rules.test.ts)', async () => {
    for (const db of [visitor(), as(alice)]) {
      await assertSucceeds(getDoc(doc(db, 'blogs/monsoon')));
      await assertSucceeds(getDocs(query(collection(db, 'blogs'), where('published', '==', true))));
    }
  });

  it.each(['services/new', 'faq/new', 'blogs/new'])('a visitor cannot write %s', async (path) => {
    await assertFails(setDoc(doc(visitor(), path), { title: 'x', description: 'y' }));
  });

  it.each(['services/acupuncture', 'faq/insurance', 'blogs/monsoon'])('a signed-in non-admin cannot change or delete %s', async (path) => {
    await assertFails(setDoc(doc(as(alice), path), { title: 'Hacked', description: 'y' }));
    await assertFails(deleteDoc(doc(as(alice), path)));
  });
});

describe('users/{uid}', () => {
  it('a user creates their own profile with exactly uid, displayName, email, photoURL', async () => {
    await assertSucceeds(setDoc(doc(as(alice), 'users/alice'), aliceProfile));
  });

  it('a user reads their own profile', async () => {
    await assertSucceeds(getDoc(doc(as(bob), 'users/bob')));
  });

  it("a user cannot read someone else's profile", async () => {
    await assertFails(getDoc(doc(as(alice), 'users/bob')));
    await assertFails(getDoc(doc(visitor(), 'users/bob')));
  });

  it('nobody lists all users, not even an admin', async () => {
    await assertFails(getDocs(collection(as(alice), 'users')));
    await assertFails(getDocs(collection(as(admin), 'users')));
  });

  it('a user cannot create a profile for someone else', async () => {
    await assertFails(setDoc(doc(as(alice), 'users/carol'), { ...aliceProfile, uid: 'carol' }));
  });

  it('a user cannot give themselves a role at creation', async () => {
    await assertFails(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, roles: ['owner'], staff: true }));
    await assertFails(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, roles: [] }));
  });

  it('a user cannot give themselves a role later, and the owner cannot change their own', async () => {
    await assertFails(updateDoc(doc(as(bob), 'users/bob'), { roles: ['owner'], staff: true }));
    await assertFails(updateDoc(doc(as(bob), 'users/bob'), { roles: ['frontDesk'], staff: true }));
    await assertFails(
      setDoc(doc(as(bob), 'users/bob'), { uid: 'bob', displayName: 'Bob', email: 'bob@example.com', photoURL: '', roles: ['editor'] }),
    );
    await assertFails(updateDoc(doc(as(admin), 'users/admin'), { roles: ['owner', 'doctor'], doctorId: 'x' }));
  });

  it('the owner may update their display name and photo', async () => {
    await assertSucceeds(
      updateDoc(doc(as(bob), 'users/bob'), { displayName: 'Bob Dsouza', photoURL: 'https://lh3.googleusercontent.com/a/bob' }),
    );
  });

  it("a patient's name cannot pass for the clinic's: no title, clinic word, e-mail address or staff member's name", async () => {
    for (const displayName of [
      'Dr. Kavya Rao (Clinic)',
      'Dr.\nBob',
      'Dr Bob',
      'Bob MD',
      'Clinic reception',
      'Staff',
      'bob@example.com',
      'Kavya Rao',
      'kavya.rao',
    ]) {
      await assertFails(updateDoc(doc(as(bob), 'users/bob'), { displayName }));
      await assertFails(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, displayName }));
    }
    await assertSucceeds(updateDoc(doc(as(bob), 'users/bob'), { displayName: 'Andrea Drummond' }));
    await assertSucceeds(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, displayName: '' }));
  });

  it('a photo change goes through while a name kept from before stays as it is', async () => {
    await seed(async (db) => {
      await updateDoc(doc(db, 'users/bob'), { displayName: 'Dr Bob' });
    });
    await assertSucceeds(updateDoc(doc(as(bob), 'users/bob'), { photoURL: 'https://lh3.googleusercontent.com/a/bob' }));
  });

  it('staff may carry a title', async () => {
    await assertSucceeds(updateDoc(doc(as(admin), 'users/admin'), { displayName: 'Dr. Kavya Rao' }));
  });

  it('anyone reads the reserved names; only the owner and the content editor write them, with their holder’s write', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'clinic/reservedNames')));
    await assertFails(setDoc(doc(as(bob), 'clinic/reservedNames'), { names: {} }));
    await assertFails(updateDoc(doc(as(bob), 'clinic/reservedNames'), { 'names.bob': 'staff' }));
    await assertFails(updateDoc(doc(as(admin), 'clinic/reservedNames'), { other: true }));
    await assertFails(deleteDoc(doc(as(admin), 'clinic/reservedNames')));
    // On its own, not even the owner adds one: a name moves only with its holder's write (issue 54;
    // tests/rules/staff.rules.test.ts has the legitimate writes).
    await assertFails(updateDoc(doc(as(admin), 'clinic/reservedNames'), { 'names.meerarao': 'staff' }));
  });

  it('the owner may not change their e-mail or uid, and nobody else may change anything', async () => {
    await assertFails(updateDoc(doc(as(bob), 'users/bob'), { email: 'other@example.com' }));
    await assertFails(updateDoc(doc(as(bob), 'users/bob'), { uid: 'alice' }));
    await assertFails(updateDoc(doc(as(alice), 'users/bob'), { displayName: 'Not Bob' }));
  });

  it('a profile cannot carry extra fields or miss one', async () => {
    await assertFails(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, role: 'doctor' }));
    const { uid, displayName, email } = aliceProfile;
    await assertFails(setDoc(doc(as(alice), 'users/alice'), { uid, displayName, email }));
  });

  it("a profile's e-mail must be the account's e-mail", async () => {
    await assertFails(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, email: 'someone-else@example.com' }));
  });

  it('a profile cannot hold absurdly long values', async () => {
    await assertFails(setDoc(doc(as(alice), 'users/alice'), { ...aliceProfile, displayName: 'x'.repeat(201) }));
  });

  it('a visitor cannot create a profile', async () => {
    await assertFails(setDoc(doc(visitor(), 'users/alice'), aliceProfile));
  });

  it('a person erases their own profile (deleting their account), and nobody else’s', async () => {
    await assertFails(deleteDoc(doc(as(alice), 'users/bob')));
    await assertFails(deleteDoc(doc(visitor(), 'users/bob')));
    await assertFails(deleteDoc(doc(as(admin), 'users/bob')));
    await assertSucceeds(deleteDoc(doc(as(bob), 'users/bob')));
  });
});

describe('anything else', () => {
  it('is closed', async () => {
    await assertFails(getDoc(doc(as(admin), 'secrets/x')));
    await assertFails(setDoc(doc(as(admin), 'secrets/x'), { a: 1 }));
  });
});
