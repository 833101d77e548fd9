import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { DOCTOR_LIMITS } from '../../src/config/limits';
import { reservedNameKey } from '../../src/services/publicName';
import { HOSTILE_IMAGE_ADDRESSES } from '../utils/imageAddresses';
import { admin, alice, doctorProfile as valid, rulesFile, seedProfiles } from './setup';
import { heldNames, addDoctor } from './staffFixtures';

const { env, as, visitor, seed } = rulesFile();

/** An admin's rename of doctor `id` as the app makes it: the profile and, in the same write, the new name reserved and the old one freed. */
async function renameDoctor(db: Firestore, id: string, oldName: string, data: Record<string, unknown>) {
  const batch = writeBatch(db);
  batch.set(doc(db, `doctors/${id}`), data);
  const held = await heldNames(db);
  const oldKey = reservedNameKey(oldName);
  const newKey = reservedNameKey(String(data.name ?? ''));
  const names: Record<string, unknown> = {};
  if (!held[newKey]) names[newKey] = `doctor:${id}`;
  if (oldKey !== newKey && held[oldKey] === `doctor:${id}`) names[oldKey] = deleteField();
  if (Object.keys(names).length) batch.set(doc(db, 'clinic/reservedNames'), { names, changed: `doctor:${id}` }, { merge: true });
  return batch.commit();
}

/** The profile's words in Kannada and Hindi, one for one with doctorProfile's English (one speciality, two languages). */
const kn = {
  specialities: ['ಮಕ್ಕಳ ವೈದ್ಯಕೀಯ'],
  languages: ['ಇಂಗ್ಲಿಷ್', 'ಗುಜರಾತಿ'],
  consultingHours: 'ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ಮಧ್ಯಾಹ್ನ 2',
  bio: 'ಮಕ್ಕಳು ಮತ್ತು ಅವರ ಪೋಷಕರು.',
};
const hi = {
  specialities: ['बाल रोग'],
  languages: ['अंग्रेज़ी', 'गुजराती'],
  consultingHours: 'सोमवार से शुक्रवार, सुबह 10 से दोपहर 2',
  bio: 'बच्चे और उनके माता-पिता।',
};
/** The profile with Kannada `changes` (over `kn`) as its only translation. */
const withKannada = (changes: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
  valid({ translations: { kn: { ...kn, ...changes } }, ...overrides });

describe('doctors', () => {
  beforeEach(async () => {
    await env().clearFirestore();
    await seedProfiles(env());
    await seed(async (db) => {
      await setDoc(doc(db, 'doctors/existing'), { ...valid(), updatedAt: new Date() });
      await setDoc(doc(db, 'clinic/reservedNames'), { names: { meerashah: 'doctor:existing' } }, { merge: true });
    });
  });

  it('anyone reads the profiles, one or all', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'doctors/existing')));
    await assertSucceeds(getDocs(collection(visitor(), 'doctors')));
  });

  it('an admin adds, edits and deletes a doctor', async () => {
    await assertSucceeds(addDoctor(as(admin), valid()));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), valid({ languages: ['English', 'Hindi'], order: 0 })));
    // Deleted on its own, its name would stay reserved for nobody: refused; with the name freed, as the app deletes one: gone.
    const db = as(admin);
    await assertFails(deleteDoc(doc(db, 'doctors/existing')));
    await assertSucceeds(
      writeBatch(db)
        .delete(doc(db, 'doctors/existing'))
        .update(doc(db, 'clinic/reservedNames'), new FieldPath('names', 'meerashah'), deleteField(), 'changed', 'doctor:existing')
        .commit(),
    );
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

  it('an admin adds and edits a profile with Kannada and Hindi translations', async () => {
    await assertSucceeds(addDoctor(as(admin), valid({ translations: { kn, hi } })));
    await assertSucceeds(addDoctor(as(admin), valid({ translations: { hi } })));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), valid({ translations: { kn } })));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), valid({ translations: { kn, hi } })));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), { translations: { hi }, updatedAt: valid().updatedAt }));
  });

  it('translations are optional: an empty map or none at all (older profiles have none)', async () => {
    await assertSucceeds(addDoctor(as(admin), valid({ translations: {} })));
    await assertSucceeds(addDoctor(as(admin), valid()));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), valid({ translations: {} })));
    await assertSucceeds(updateDoc(doc(as(admin), 'doctors/existing'), { translations: deleteField(), updatedAt: valid().updatedAt }));
  });

  it('refuses a language other than Kannada and Hindi', async () => {
    await assertFails(addDoctor(as(admin), valid({ translations: { fr: kn } })));
    await assertFails(addDoctor(as(admin), valid({ translations: { en: kn } })));
    await assertFails(addDoctor(as(admin), valid({ translations: { kn, hi, ta: kn } })));
    await assertFails(updateDoc(doc(as(admin), 'doctors/existing'), valid({ translations: { kn, fr: hi } })));
  });

  it('refuses a translation with a field missing or an extra one: the name, qualifications and registration are not translated', async () => {
    for (const field of Object.keys(kn)) {
      const partial: Record<string, unknown> = { ...kn };
      delete partial[field];
      await assertFails(addDoctor(as(admin), valid({ translations: { kn: partial } })));
    }
    await assertFails(addDoctor(as(admin), withKannada({ name: 'ಡಾ. ಮೀರಾ ಶಾ' })));
    await assertFails(addDoctor(as(admin), withKannada({ qualifications: 'ಎಂಬಿಬಿಎಸ್' })));
    await assertFails(addDoctor(as(admin), withKannada({ registrationCouncil: 'ಕರ್ನಾಟಕ ವೈದ್ಯಕೀಯ ಪರಿಷತ್ತು' })));
  });

  it('refuses translated lists that do not mirror the English one for one', async () => {
    await assertFails(addDoctor(as(admin), withKannada({ specialities: [] })));
    await assertFails(addDoctor(as(admin), withKannada({ specialities: ['ಮಕ್ಕಳ ವೈದ್ಯಕೀಯ', 'ನವಜಾತ ಶಿಶು'] })));
    await assertFails(addDoctor(as(admin), withKannada({ languages: ['ಇಂಗ್ಲಿಷ್'] })));
    await assertFails(addDoctor(as(admin), withKannada({ languages: ['ಇಂಗ್ಲಿಷ್', 'ಗುಜರಾತಿ', 'ಹಿಂದಿ'] })));
    // Edited English lists need their translations edited with them.
    await assertFails(updateDoc(doc(as(admin), 'doctors/existing'), valid({ languages: ['English'], translations: { kn, hi } })));
    await assertSucceeds(
      updateDoc(
        doc(as(admin), 'doctors/existing'),
        valid({ languages: ['English'], translations: { kn: { ...kn, languages: ['ಇಂಗ್ಲಿಷ್'] }, hi: { ...hi, languages: ['अंग्रेज़ी'] } } }),
      ),
    );
  });

  it("bounds each translated entry as the English's: 1 to 60 characters a speciality, 1 to 40 a language", async () => {
    const over = (limit: number) => 'ಕ'.repeat(limit + 1);
    await assertFails(addDoctor(as(admin), withKannada({ specialities: [over(DOCTOR_LIMITS.speciality)] })));
    await assertFails(addDoctor(as(admin), withKannada({ languages: ['ಇಂಗ್ಲಿಷ್', over(DOCTOR_LIMITS.language)] })));
    await assertFails(addDoctor(as(admin), withKannada({ specialities: [''] })));
    await assertFails(addDoctor(as(admin), withKannada({ languages: ['ಇಂಗ್ಲಿಷ್', 2] })));
    await assertFails(addDoctor(as(admin), withKannada({ specialities: 'ಮಕ್ಕಳ ವೈದ್ಯಕೀಯ' })));
    await assertSucceeds(
      addDoctor(
        as(admin),
        withKannada({
          specialities: ['x'.repeat(DOCTOR_LIMITS.speciality)],
          languages: ['x'.repeat(DOCTOR_LIMITS.language), 'ಗುಜರಾತಿ'],
        }),
      ),
    );
  });

  it('refuses a list entry that is not one line of text, in English or a translation (the rules check a list joined, an entry a line)', async () => {
    await assertFails(addDoctor(as(admin), valid({ specialities: ['Paediatrics\nNeonatology'] })));
    await assertFails(addDoctor(as(admin), valid({ languages: ['English', 'Gujarati\n'] })));
    await assertFails(addDoctor(as(admin), valid({ languages: ['English', true] })));
    await assertFails(addDoctor(as(admin), valid({ specialities: [{ name: 'Paediatrics' }] })));
    await assertFails(addDoctor(as(admin), withKannada({ specialities: ['ಮಕ್ಕಳ\nವೈದ್ಯಕೀಯ'] })));
    await assertFails(addDoctor(as(admin), withKannada({ languages: ['ಇಂಗ್ಲಿಷ್', 'ಗುಜರಾತಿ\r\n'] })));
    await assertFails(addDoctor(as(admin), withKannada({ languages: ['ಇಂಗ್ಲಿಷ್', null] })));
  });

  it('bounds the translated consulting hours and biography as the English: 200 and 1,500 characters', async () => {
    await assertFails(addDoctor(as(admin), withKannada({ consultingHours: 'x'.repeat(DOCTOR_LIMITS.consultingHours + 1) })));
    await assertFails(addDoctor(as(admin), withKannada({ bio: 'x'.repeat(DOCTOR_LIMITS.bio + 1) })));
    await assertFails(addDoctor(as(admin), withKannada({ bio: 42 })));
    await assertSucceeds(
      addDoctor(as(admin), withKannada({ consultingHours: 'x'.repeat(DOCTOR_LIMITS.consultingHours), bio: 'x'.repeat(DOCTOR_LIMITS.bio) })),
    );
  });

  it('a translation has consulting hours and a biography exactly where the English has them', async () => {
    // Blank where the English has text: refused, however it is blank.
    for (const blank of ['', '   ', ' \n\t ']) {
      await assertFails(addDoctor(as(admin), withKannada({ bio: blank })));
      await assertFails(addDoctor(as(admin), withKannada({ consultingHours: blank })));
    }
    // Text where the English has none: refused.
    await assertFails(addDoctor(as(admin), withKannada({}, { bio: '' })));
    await assertFails(addDoctor(as(admin), withKannada({}, { consultingHours: '' })));
    // Neither has any: fine.
    await assertSucceeds(addDoctor(as(admin), withKannada({ bio: '' }, { bio: '' })));
    await assertSucceeds(addDoctor(as(admin), withKannada({ consultingHours: ' ' }, { consultingHours: '' })));
  });

  it('refuses translations that are not a map, or a language that is not a map', async () => {
    for (const translations of ['kn', ['kn'], null, 1]) {
      await assertFails(addDoctor(as(admin), valid({ translations })));
    }
    for (const entry of ['ಮಕ್ಕಳ ವೈದ್ಯಕೀಯ', [kn.bio], null, true]) {
      await assertFails(addDoctor(as(admin), valid({ translations: { kn: entry } })));
      await assertFails(updateDoc(doc(as(admin), 'doctors/existing'), valid({ translations: { kn, hi: entry } })));
    }
  });

  it('a patient and a visitor cannot save translations', async () => {
    for (const db of [as(alice), visitor()]) {
      await assertFails(addDoc(collection(db, 'doctors'), valid({ translations: { kn, hi } })));
      await assertFails(updateDoc(doc(db, 'doctors/existing'), valid({ translations: { kn, hi } })));
      await assertFails(updateDoc(doc(db, 'doctors/existing'), { translations: { kn }, updatedAt: valid().updatedAt }));
    }
  });

  it("the fullest profile stays within the rules' 1,000 expressions: an admin renames a doctor with full lists in three languages", async () => {
    // The costliest write: both names folded (accented names take the longer fold), the old freed
    // and the new reserved, a Storage photo, and 6 specialities and 8 languages in English, Kannada
    // and Hindi. Checking each list entry on its own, the rules ran out of expressions here.
    const list = (count: number, length: number, letter: string) => Array.from({ length: count }, (_, i) => `${i}`.padEnd(length, letter));
    const fullest = (name: string) =>
      valid({
        name,
        specialities: list(DOCTOR_LIMITS.specialities, DOCTOR_LIMITS.speciality, 's'),
        languages: list(DOCTOR_LIMITS.languages, DOCTOR_LIMITS.language, 'l'),
        consultingHours: 'h'.repeat(DOCTOR_LIMITS.consultingHours),
        bio: 'b'.repeat(DOCTOR_LIMITS.bio),
        translations: {
          kn: {
            specialities: list(DOCTOR_LIMITS.specialities, DOCTOR_LIMITS.speciality, 'ಕ'),
            languages: list(DOCTOR_LIMITS.languages, DOCTOR_LIMITS.language, 'ಕ'),
            consultingHours: 'ಕ'.repeat(DOCTOR_LIMITS.consultingHours),
            bio: 'ಕ'.repeat(DOCTOR_LIMITS.bio),
          },
          hi: {
            specialities: list(DOCTOR_LIMITS.specialities, DOCTOR_LIMITS.speciality, 'क'),
            languages: list(DOCTOR_LIMITS.languages, DOCTOR_LIMITS.language, 'क'),
            consultingHours: 'क'.repeat(DOCTOR_LIMITS.consultingHours),
            bio: 'क'.repeat(DOCTOR_LIMITS.bio),
          },
        },
      });
    await assertSucceeds(renameDoctor(as(admin), 'existing', 'Dr. Meera Shah', fullest('Dr. Zoë Fernández-Núñez')));
    await assertSucceeds(renameDoctor(as(admin), 'existing', 'Dr. Zoë Fernández-Núñez', fullest('Dr. Zoë Fernández-Núñez Şahin')));
    await assertSucceeds(addDoctor(as(admin), fullest('Dr. Çağla Öztürk')));
    // The rename was checked, not waved through: the old name must still be freed.
    const db = as(admin);
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'doctors/existing'), fullest('Dr. Élodie Ñúñez'))
        .set(
          doc(db, 'clinic/reservedNames'),
          { names: { [reservedNameKey('Élodie Ñúñez')]: 'doctor:existing' }, changed: 'doctor:existing' },
          { merge: true },
        )
        .commit(),
    );
  });
});
