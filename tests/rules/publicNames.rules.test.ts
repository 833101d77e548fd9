import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { reservedNameKey } from '../../src/services/publicName';
import { publicNameProblem } from '../../src/services/publicNameCheck';
import { admin, bob, doctorProfile, rulesFile } from './setup';
import { patientProfile, ownerProfile, LINKED_NAME, OTHER_NAME, heldNames, storedPost } from './staffFixtures';

/**
 * One definition of a public name, enforced twice: every row goes through the comment box's check
 * (src/services/publicName.ts publicNameProblem) and through the rules on the emulator (the
 * patient saving it as their profile's name), and both must give the row's answer.
 */

const { env, as, seed } = rulesFile();
const carol = { uid: 'carol', token: { email: 'carol@example.com', email_verified: true } };
const secondAdmin = { uid: 'admin2', token: { email: 'admin2@example.com', email_verified: true } };

/** A doctor's profile as the editor saves it, under `name`. */
const doctor = (name: string) => doctorProfile({ name });

const STAFF = 'Dr. Kavya Rao';
const DOCTORS = { 'dr-ananya-iyer': LINKED_NAME, 'dr-rohan-kulkarni': OTHER_NAME };

beforeEach(async () => {
  await env().clearFirestore();
  await seed(async (db) => {
    for (const [uid, displayName, isAdmin] of [
      ['admin', STAFF, true],
      ['admin2', 'Suresh Menon', true],
      ['bob', 'Bob', false],
    ] as const)
      await setDoc(doc(db, `users/${uid}`), isAdmin ? ownerProfile(uid, displayName) : patientProfile(uid, displayName));
    const names: Record<string, string> = { [reservedNameKey(STAFF)]: 'staff' };
    for (const [id, name] of Object.entries(DOCTORS)) {
      await setDoc(doc(db, `doctors/${id}`), { ...doctor(name), updatedAt: new Date() });
      names[reservedNameKey(name)] = `doctor:${id}`;
    }
    await setDoc(doc(db, 'clinic/reservedNames'), { names });
    await setDoc(doc(db, 'blogs/monsoon'), storedPost());
  });
});

/** [name, may a patient show it?, why] */
const NAMES: [string, boolean, string][] = [
  // Ordinary names pass, in the clinic's patients' scripts.
  ['Arjun Mehta', true, 'English'],
  ['Meera Nair', true, 'English'],
  ["Jean-Pierre O'Brien", true, 'hyphen and apostrophe'],
  ['D’Souza Anita', true, 'typographic apostrophe'],
  ['Ramesh K. Rao Jr.', true, 'initials and a final period'],
  ['José Álvarez', true, 'accented Latin letters'],
  ['ಅರ್ಜುನ್ ರಾವ್', true, 'Kannada'],
  ['ಸುಮಾ ಶ್ರೀನಿವಾಸ್', true, 'Kannada'],
  ['अर्जुन मेहता', true, 'Hindi (Devanagari)'],
  ['सुनीता देवी', true, 'Hindi (Devanagari)'],
  ['அருண் குமார்', true, 'Tamil'],
  ['రవి తేజ', true, 'Telugu'],
  ['മീര നായർ', true, 'Malayalam'],
  ['Arjun ಅರ್ಜುನ್', true, 'one script per word, two words'],
  ['Andrea Drummond', true, '"dr" inside a word is no title'],
  ['Mdu Nkosi', true, '"md" inside a word is no title'],
  ['Ananya Rao', true, 'shares a first name with a doctor'],
  // Line breaks, zero-width and direction characters.
  ['Dr.\nBob', false, 'a title and a line break'],
  ['bob@example.com\n', false, 'an e-mail address and a line break'],
  ['Bob\u200bSmith', false, 'zero-width space'],
  ['Bob\u200dSmith', false, 'zero-width joiner'],
  ['\u202e.rD boB', false, 'right-to-left override'],
  ['Bob \u2066Dr.\u2069', false, 'isolate marks'],
  ['Bob\tSmith', false, 'a tab'],
  ['Bob  Smith', false, 'two spaces (the form makes them one)'],
  [' Bob', false, 'a leading space (the form trims it)'],
  // Full-width and compatibility forms, look-alike letters of other scripts.
  ['Ｄｒ. Bob', false, 'full-width Dr.'],
  ['Ｂｏｂ', false, 'full-width letters'],
  ['ﬁona Rao', false, 'the ﬁ ligature'],
  ['Kаvyа Rао', false, 'Cyrillic а and о in a Latin name'],
  ['Кavya Rao', false, 'Cyrillic К'],
  ['Κavya Rao', false, 'Greek Kappa'],
  ['Arjunಅ', false, 'two scripts in one word'],
  // Titles, in any case and spelling.
  ['Dr Bob', false, 'Dr'],
  ['dR. bob', false, 'dR.'],
  ['Dr.Bob', false, 'Dr. joined to the name'],
  ['Bob-Dr', false, 'Dr after a hyphen'],
  ['D.r. Bob', false, 'D.r.'],
  ['Doctor Bob', false, 'Doctor'],
  ['DOCTOR BOB', false, 'DOCTOR'],
  ['Bob M.D.', false, 'M.D.'],
  ['Bob MD', false, 'MD'],
  ['Bob MBBS', false, 'a degree'],
  ['Vaidya Ramesh', false, 'Vaidya'],
  ['Prof. Bob', false, 'Prof.'],
  ['Nurse Bob', false, 'Nurse'],
  ['Bob (Clinic)', false, '(Clinic): brackets'],
  ['Clinic Desk', false, 'clinic'],
  ['Bob Staff', false, 'Staff'],
  ['STAFF', false, 'STAFF'],
  ['Admin', false, 'admin'],
  ['Dŕ. Bob', false, 'Dr. with an accent'],
  ['ಡಾ. ರಾವ್', false, 'Dr. in Kannada'],
  ['डॉ. मेहता', false, 'Dr. in Hindi'],
  ['वैद्य रमेश', false, 'Vaidya in Hindi'],
  // E-mail addresses.
  ['bob@example.com', false, 'an e-mail address'],
  ['bob＠example.com', false, 'a full-width @'],
  // The staff's and the doctors' names, however written.
  ['Kavya Rao', false, "a staff member's name"],
  ['KAVYA  RAO', false, 'upper case, two spaces'],
  ['kavya.rao', false, 'a mark for the space'],
  ['Kávya Rao', false, 'an accent'],
  ['Ananya Iyer', false, "a doctor's name"],
  ['ananya iyer', false, 'lower case'],
  ['Ananya lyer', false, 'l for I'],
  ['ANANYA IYER', false, 'upper case'],
  ['Rohan Kulkarni', false, "the other doctor's name"],
  ['Rohan Kulkami', false, 'm for rn'],
  ['Rohan-Kulkarni', false, 'a hyphen for the space'],
  // Nothing but letters.
  ['Bob 2', false, 'a digit'],
  ['Bob 🙏', false, 'an emoji'],
  ['<script>alert(1)</script>', false, 'a script tag'],
];

describe('a public name (the comment box and the rules agree)', () => {
  it('every row: the comment box check and the rules give the same answer, the expected one', async () => {
    const reserved = new Set([STAFF, ...Object.values(DOCTORS)].map(reservedNameKey));
    const answers: string[] = [];
    for (const [name, allowed, why] of NAMES) {
      const box = publicNameProblem(name, reserved) === null;
      let rules = true;
      try {
        await updateDoc(doc(as(bob), 'users/bob'), { displayName: name });
      } catch (error) {
        expect((error as { code?: string }).code, `${why}: ${JSON.stringify(name)}`).toBe('permission-denied');
        rules = false;
      }
      if (box !== allowed || rules !== allowed)
        answers.push(`${why} ${JSON.stringify(name)}: box ${box}, rules ${rules}, expected ${allowed}`);
    }
    expect(answers).toEqual([]);
  });

  it('the same holds for a new profile, and an admin may carry a title', async () => {
    const profile = (displayName: string) => ({ uid: 'carol', displayName, email: 'carol@example.com', photoURL: '' });
    await assertFails(setDoc(doc(as(carol), 'users/carol'), profile('Ananya lyer')));
    await assertFails(setDoc(doc(as(carol), 'users/carol'), profile('Dr.\nCarol')));
    await assertSucceeds(setDoc(doc(as(carol), 'users/carol'), profile('Carol Dsouza')));
    await assertSucceeds(updateDoc(doc(as(admin), 'users/admin'), { displayName: 'Dr. Kavya Rao, BAMS' }));
  });
});

/** An admin's write of a doctor as src/services/firebase/doctors.ts makes it: the doctor and the reserved names in one batch. */
function saveDoctor(db: Firestore, id: string, name: string | null, names: Record<string, unknown>) {
  const batch = writeBatch(db);
  if (name === null) batch.delete(doc(db, `doctors/${id}`));
  else batch.set(doc(db, `doctors/${id}`), doctor(name));
  if (Object.keys(names).length) batch.set(doc(db, 'clinic/reservedNames'), { names, changed: `doctor:${id}` }, { merge: true });
  return batch.commit();
}

/**
 * The same write in a transaction, as the app makes it: a write that meets another is retried, not
 * lost, and a name another holder has by then stays theirs (the rules never hand it over).
 */
function saveDoctorInTransaction(db: Firestore, id: string, name: string, names: Record<string, unknown>) {
  return runTransaction(db, async (tx) => {
    const held = ((await tx.get(doc(db, 'clinic/reservedNames'))).get('names') ?? {}) as Record<string, unknown>;
    const changes = Object.fromEntries(Object.entries(names).filter(([key, holder]) => typeof holder !== 'string' || !held[key]));
    tx.set(doc(db, `doctors/${id}`), doctor(name));
    if (Object.keys(changes).length) tx.set(doc(db, 'clinic/reservedNames'), { names: changes, changed: `doctor:${id}` }, { merge: true });
  });
}

const bobNamed = (displayName: string) => updateDoc(doc(as(bob), 'users/bob'), { displayName });

describe('reserved names follow the doctors, in the same write', () => {
  it('adding a doctor reserves their name; a doctor added without it is refused', async () => {
    await assertFails(saveDoctor(as(admin), 'dr-meera-shah', 'Dr. Meera Shah', {}));
    await assertSucceeds(bobNamed('Meera Shah'));
    await assertSucceeds(saveDoctor(as(admin), 'dr-meera-shah', 'Dr. Meera Shah', { meerashah: 'doctor:dr-meera-shah' }));
    await assertFails(bobNamed('MEERA SHAH'));
  });

  it('renaming a doctor reserves the new name and frees the old one', async () => {
    const id = 'dr-ananya-iyer';
    await assertFails(saveDoctor(as(admin), id, 'Dr. Ananya Iyer-Bhat', { ananyaiyerbhat: `doctor:${id}` }));
    await assertFails(saveDoctor(as(admin), id, 'Dr. Ananya Iyer-Bhat', { ananyaiyer: deleteField() }));
    await assertSucceeds(saveDoctor(as(admin), id, 'Dr. Ananya Iyer-Bhat', { ananyaiyer: deleteField(), ananyaiyerbhat: `doctor:${id}` }));
    await assertFails(bobNamed('Ananya Iyer-Bhat'));
    await assertSucceeds(bobNamed('Ananya Iyer'));
  });

  it('a change of case or spacing keeps the same reserved name', async () => {
    await assertSucceeds(saveDoctor(as(admin), 'dr-ananya-iyer', 'Dr.  ANANYA Iyer', {}));
  });

  it('deleting a doctor frees their name, and only with it', async () => {
    await assertFails(saveDoctor(as(admin), 'dr-rohan-kulkarni', null, {}));
    await assertSucceeds(saveDoctor(as(admin), 'dr-rohan-kulkarni', null, { [reservedNameKey('Rohan Kulkarni')]: deleteField() }));
    await assertSucceeds(bobNamed('Rohan Kulkarni'));
  });

  it("a patient cannot write the reserved names, nor free a doctor's", async () => {
    await assertFails(setDoc(doc(as(bob), 'clinic/reservedNames'), { names: {} }));
    await assertFails(updateDoc(doc(as(bob), 'clinic/reservedNames'), { 'names.ananyaiyer': deleteField() }));
  });
});

describe('a name taken before it was reserved', () => {
  it('can no longer be used for a comment', async () => {
    const comment = (name: string) =>
      addDoc(collection(as(bob), 'blogs/monsoon/comments'), {
        userId: 'bob',
        name,
        body: 'Thank you.',
        createdAt: serverTimestamp(),
        staff: false,
      });
    await assertSucceeds(bobNamed('Meera Shah'));
    await assertSucceeds(comment('Meera Shah'));
    await assertSucceeds(saveDoctor(as(admin), 'dr-meera-shah', 'Dr. Meera Shah', { meerashah: 'doctor:dr-meera-shah' }));
    await assertFails(comment('Meera Shah'));
  });

  it('two at once: an admin adds a doctor while a patient takes that name; the doctor always gets it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = `dr-lakshmi-${round}`;
      const [doctorWrite, patientWrite] = await Promise.allSettled([
        saveDoctorInTransaction(as(admin), id, 'Dr. Lakshmi Pai', { [reservedNameKey('Lakshmi Pai')]: `doctor:${id}` }),
        bobNamed('Lakshmi Pai'),
      ]);
      expect(doctorWrite).toMatchObject({ status: 'fulfilled' });
      // Whichever landed first, the name is reserved now: nobody takes it any more, and a patient
      // whose write landed first keeps it on the profile but cannot comment with it.
      expect(['fulfilled', 'rejected']).toContain(patientWrite.status);
      await assertFails(
        setDoc(doc(as(carol), 'users/carol'), { uid: 'carol', displayName: 'Lakshmi Pai', email: 'carol@example.com', photoURL: '' }),
      );
      await assertFails(
        addDoc(collection(as(bob), 'blogs/monsoon/comments'), {
          userId: 'bob',
          name: 'Lakshmi Pai',
          body: 'Hello.',
          createdAt: serverTimestamp(),
          staff: false,
        }),
      );
      const names = await heldNames(as(bob));
      expect(names[reservedNameKey('Lakshmi Pai')]).toBe(`doctor:${id}`);
      await seed(async (db) => {
        await deleteDoc(doc(db, `doctors/${id}`));
        await updateDoc(doc(db, 'clinic/reservedNames'), { [`names.${reservedNameKey('Lakshmi Pai')}`]: deleteField() });
        await updateDoc(doc(db, 'users/bob'), { displayName: 'Bob' });
      });
    }
  });

  it('two admins add two doctors of one name at once: both are added, and the name stays reserved', async () => {
    // The one that meets the other's name reserved is refused (a name never changes holder) and,
    // as the app does (doctors.ts withNamesInStep), saved once more, leaving the name to the first.
    const save = (db: Firestore, id: string) => {
      const once = () => saveDoctorInTransaction(db, id, 'Dr. Neha Joshi', { nehajoshi: `doctor:${id}` });
      return once().catch(once);
    };
    const results = await Promise.allSettled([save(as(admin), 'dr-a'), save(as(secondAdmin), 'dr-b')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    await assertFails(bobNamed('Neha Joshi'));
  });
});
