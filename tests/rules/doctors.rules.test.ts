import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { DOCTOR_LIMITS } from '../../src/config/limits';
import { reservedNameKey } from '../../src/services/publicName';
import { HOSTILE_IMAGE_ADDRESSES } from '../utils/imageAddresses';
import { admin, alice, doctorProfile as valid, rulesEnvironmentForFile, seedProfiles, modularFirestore } from './setup';

const env = rulesEnvironmentForFile();

const as = (user: { uid: string; token: TokenOptions }) => modularFirestore(env().authenticatedContext(user.uid, user.token));
const visitor = () => modularFirestore(env().unauthenticatedContext());

/** A new doctor as the app adds one: the profile and, in the same write, their reserved name. */
function addDoctor(db: Firestore, data: Record<string, unknown>) {
  const ref = doc(collection(db, 'doctors'));
  const batch = writeBatch(db);
  batch.set(ref, data);
  const key = reservedNameKey(String(data.name ?? ''));
  if (key) batch.set(doc(db, 'clinic/reservedNames'), { names: { [key]: `doctor:${ref.id}` } }, { merge: true });
  return batch.commit();
}

describe('doctors', () => {
  beforeEach(async () => {
    await env().clearFirestore();
    await seedProfiles(env());
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modularFirestore(ctx), 'doctors/existing'), { ...valid(), updatedAt: new Date() });
      await setDoc(doc(modularFirestore(ctx), 'clinic/reservedNames'), { names: { meerashah: 'doctor:existing' } }, { merge: true });
    });
  });

  it('anyone reads the profiles, one or all', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'doctors/existing')));
    await assertSucceeds(getDocs(collection(visitor(), 'doctors')));
  });

  it('an admin adds, edits and deletes a doctor', async () => {
    await assertSucceeds(addDoctor(as(admin), valid()));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), valid({ languages: ['English', 'Hindi'], order: 0 })));
    await assertSucceeds(deleteDoc(doc(as(admin), 'doctors/existing')));
  });

  it("takes a photo from the site or the app's Storage uploads, never another host, a script or a srcset trick", async () => {
    for (const photo of HOSTILE_IMAGE_ADDRESSES) await assertFails(addDoctor(as(admin), valid({ photo })));
    await assertSucceeds(addDoctor(as(admin), valid({ photo: '/images/doctors/doctor-1.svg' })));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), valid({ photo: '' })));
  });

  it('a patient and a visitor cannot add, edit or delete one', async () => {
    for (const db of [as(alice), visitor()]) {
      await assertFails(addDoc(collection(db, 'doctors'), valid()));
      await assertFails(updateDoc(doc(db, 'doctors/existing'), valid({ name: 'Dr. Fake' })));
      await assertFails(deleteDoc(doc(db, 'doctors/existing')));
    }
  });

  it('refuses a missing or an extra field: no ratings or testimonials can be slipped in', async () => {
    const { bio: _bio, ...withoutBio } = valid();
    await assertFails(addDoctor(as(admin), withoutBio));
    await assertFails(addDoctor(as(admin), valid({ avgRating: 4.8 })));
    await assertFails(addDoctor(as(admin), valid({ testimonial: 'Best doctor in Bengaluru' })));
  });

  it('refuses a profile without a name, qualifications or a registration with its council', async () => {
    for (const field of ['name', 'qualifications', 'registrationNumber', 'registrationCouncil']) {
      await assertFails(addDoctor(as(admin), valid({ [field]: '  ' })));
    }
  });

  it('refuses a photo that is not an http(s) or site address, or has no description', async () => {
    await assertFails(addDoctor(as(admin), valid({ photo: 'javascript:alert(1)' })));
    await assertFails(addDoctor(as(admin), valid({ photoAlt: '' })));
    await assertSucceeds(addDoctor(as(admin), valid({ photo: '', photoAlt: '' })));
    await assertSucceeds(addDoctor(as(admin), valid({ photo: '/images/doctors/doctor-2.svg' })));
  });

  it('bounds every field: lengths, list sizes, list entries and the order', async () => {
    const over = (limit: number) => 'x'.repeat(limit + 1);
    await assertFails(addDoctor(as(admin), valid({ name: over(DOCTOR_LIMITS.name) })));
    await assertFails(addDoctor(as(admin), valid({ bio: over(DOCTOR_LIMITS.bio) })));
    await assertFails(addDoctor(as(admin), valid({ consultingHours: over(DOCTOR_LIMITS.consultingHours) })));
    await assertFails(
      addDoc(
        collection(as(admin), 'doctors'),
        valid({ languages: Array.from({ length: DOCTOR_LIMITS.languages + 1 }, (_, i) => `L${i}`) }),
      ),
    );
    await assertFails(addDoctor(as(admin), valid({ languages: ['English', over(DOCTOR_LIMITS.language)] })));
    await assertFails(addDoctor(as(admin), valid({ specialities: ['Paediatrics', ''] })));
    await assertFails(addDoctor(as(admin), valid({ specialities: 'Paediatrics' })));
    await assertFails(addDoctor(as(admin), valid({ languages: [1, 2] })));
    await assertFails(addDoctor(as(admin), valid({ order: -1 })));
    await assertFails(addDoctor(as(admin), valid({ order: 1.5 })));
    await assertFails(addDoctor(as(admin), valid({ order: DOCTOR_LIMITS.order + 1 })));
    await assertSucceeds(addDoctor(as(admin), valid({ languages: Array.from({ length: DOCTOR_LIMITS.languages }, (_, i) => `L${i}`) })));
  });

  it("takes the server's time, not the client's", async () => {
    await assertFails(addDoctor(as(admin), valid({ updatedAt: new Date('2020-01-01') })));
  });
});
