import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../src/config/staffRoles';
import { reservedNameKey } from '../../src/services/publicName';
import {
  admin,
  alice,
  bob,
  doctorProfile,
  doctorUser,
  editor,
  frontDesk,
  linkedDoctorId,
  rulesFile,
  seedAliceAsOwner,
  seedStaff,
} from './setup';
import { type User, patientProfile, logRolesChange, rolesChange, rolesBatch, LINKED_NAME, otherDoctor } from './staffFixtures';

/*
 * Staff management (issue 44): an owner sets someone else's roles on their profile, whole, and keeps
 * clinic/owners in step; nobody changes their own; at least one owner always stays.
 */

const { env, as, seed, stored } = rulesFile();

/** A patient whose account has not verified its e-mail (no accountEmails entry). */
const carol: User = { uid: 'carol', token: { email: 'carol@example.com', email_verified: false } };

const ownersNow = async () => Object.keys(((await stored('clinic/owners'))?.uids ?? {}) as Record<string, true>).sort();
const rolesOf = async (uid: string) => (await stored(`users/${uid}`))?.roles;
/** The reserved names as stored (clinic/reservedNames). */
const names = async () => ((await stored('clinic/reservedNames'))?.names ?? {}) as Record<string, string>;

/** A doctor profile no account is linked to (beforeEach writes it). */
const FREE_DOCTOR = 'free-doctor';

/** `by` sets `uid`'s roles: the profile and its access-log entry (and a doctor's link), no clinic/owners change. */
async function setRoles(by: User, uid: string, roles: string[], doctorId = '', overrides: Record<string, unknown> = {}) {
  return (await rolesBatch(as(by), by, uid, roles, doctorId, overrides)).commit();
}

/**
 * `by` sets `uid`'s roles and, in the same batch, adds them to clinic/owners (`owner: 'add'`) or
 * removes them from it (`owner: 'remove'`), as the staff page does when the owner role changes.
 */
async function setRolesWithOwners(by: User, uid: string, roles: StaffRole[], owner: 'add' | 'remove', doctorId = '') {
  const db = as(by);
  const batch = await rolesBatch(db, by, uid, roles, doctorId);
  batch.update(doc(db, 'clinic/owners'), new FieldPath('uids', uid), owner === 'add' ? true : deleteField(), 'changed', uid);
  return batch.commit();
}

/** The staff, Bob and Carol (patients), and a doctor profile no account is linked to. */
async function freshClinic() {
  await env().clearFirestore();
  await seedStaff(env());
  await seed(async (db) => {
    await setDoc(doc(db, 'users/bob'), patientProfile('bob', 'Bob'));
    await setDoc(doc(db, 'users/carol'), patientProfile('carol', 'Carol'));
    await setDoc(doc(db, 'doctors', FREE_DOCTOR), otherDoctor());
  });
}

beforeEach(freshClinic);

describe('the owner grants a role', () => {
  it('front desk to Alice (a verified account): staff true, the server’s time, the owner’s uid', async () => {
    await assertSucceeds(setRoles(admin, 'alice', ['frontDesk']));
    const profile = await stored('users/alice');
    expect(profile).toMatchObject({ roles: ['frontDesk'], doctorId: '', staff: true, rolesChangedBy: 'admin' });
    expect(profile?.rolesChangedAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((profile?.rolesChangedAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    // Her name and e-mail are untouched.
    expect(profile).toMatchObject({ uid: 'alice', displayName: 'Alice', email: 'alice@example.com' });
  });

  it('several roles at once, a doctor linked to a doctor profile that exists, and takes them all away again', async () => {
    await assertSucceeds(setRoles(admin, 'alice', ['frontDesk', 'doctor', 'editor'], FREE_DOCTOR));
    expect(await stored('users/alice')).toMatchObject({ roles: ['frontDesk', 'doctor', 'editor'], doctorId: FREE_DOCTOR, staff: true });
    await assertSucceeds(setRoles(admin, 'alice', []));
    expect(await stored('users/alice')).toMatchObject({ roles: [], doctorId: '', staff: false });
  });

  it('refuses a role that does not exist, or one twice', async () => {
    for (const roles of [['admin'], ['nurse'], ['frontDesk', 'superuser'], ['Owner'], ['editor', 'editor']])
      await assertFails(setRoles(admin, 'alice', roles));
    await assertFails(setRoles(admin, 'alice', ['frontDesk', 'doctor', 'editor', 'frontDesk', 'editor'], linkedDoctorId));
  });

  it('refuses the doctor role without a doctorId, or with a doctor profile that does not exist', async () => {
    await assertFails(setRoles(admin, 'alice', ['doctor'], ''));
    await assertFails(setRoles(admin, 'alice', ['doctor'], '', { doctorId: deleteField() }));
    await assertFails(setRoles(admin, 'alice', ['doctor'], 'dr-nobody'));
    await assertFails(setRoles(admin, 'alice', ['doctor'], 'doctors/linked-doctor'));
    await assertFails(setRoles(admin, 'alice', ['doctor'], 42 as unknown as string));
    await assertSucceeds(setRoles(admin, 'alice', ['doctor'], FREE_DOCTOR));
  });

  it('refuses a doctorId without the doctor role', async () => {
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], linkedDoctorId));
    await assertFails(setRoles(admin, 'alice', [], linkedDoctorId));
    // The doctor role taken away: the link goes with it.
    await assertFails(setRoles(admin, 'doctor', ['editor'], linkedDoctorId));
    await assertSucceeds(setRoles(admin, 'doctor', ['editor'], ''));
  });

  it('refuses `staff` that does not match the roles', async () => {
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { staff: false }));
    await assertFails(setRoles(admin, 'alice', [], '', { staff: true }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { staff: 'yes' }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { staff: deleteField() }));
  });

  it('refuses the client’s time, another owner’s uid, roles not a list, or anything else changed with them', async () => {
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { rolesChangedAt: Timestamp.now() }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { rolesChangedBy: 'frontdesk' }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { roles: 'frontDesk' }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { displayName: 'Alice at the desk' }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { email: 'desk@example.com' }));
    await assertFails(setRoles(admin, 'alice', ['frontDesk'], '', { note: 'hired' }));
  });

  it('refuses a change without its access-log entry, or with an entry about someone else', async () => {
    await assertFails(updateDoc(doc(as(admin), 'users/alice'), rolesChange(admin, ['frontDesk'])));
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice'), { ...rolesChange(admin, ['frontDesk']), ...logRolesChange(batch, db, admin, 'bob') });
    await assertFails(batch.commit());
    await assertSucceeds(setRoles(admin, 'alice', ['frontDesk']));
  });

  it('refuses anyone but an owner: front desk, editor, doctor, patient', async () => {
    for (const by of [frontDesk, editor, doctorUser, alice]) {
      await assertFails(setRoles(by, 'bob', ['frontDesk']));
      await assertFails(setRoles(by, 'alice', ['editor']));
      await assertFails(setRoles(by, 'editor', []));
      await assertFails(setRolesWithOwners(by, 'bob', ['owner'], 'add'));
    }
    await seed((db) => setDoc(doc(db, 'accountEmails/bob@example.com'), { uid: 'bob' }));
    for (const by of [frontDesk, editor, doctorUser, alice]) await assertFails(setRoles(by, 'bob', ['frontDesk']));
    await assertSucceeds(setRoles(admin, 'bob', ['frontDesk']));
  });

  it('refuses anyone changing their own roles, the owner included', async () => {
    await assertFails(setRoles(admin, 'admin', ['owner', 'editor']));
    await assertFails(setRoles(admin, 'admin', ['owner', 'doctor'], linkedDoctorId));
    await assertFails(setRolesWithOwners(admin, 'admin', [], 'remove'));
    await assertFails(setRoles(frontDesk, 'frontdesk', ['frontDesk', 'editor']));
    await assertFails(setRoles(editor, 'editor', []));
    await assertFails(setRoles(doctorUser, 'doctor', ['doctor'], 'other'));
    await assertFails(setRoles(alice, 'alice', ['frontDesk']));
    await assertFails(setRolesWithOwners(alice, 'alice', ['owner'], 'add'));
  });

  it('refuses an account that has not proved its e-mail (no accountEmails entry, or another account’s)', async () => {
    await assertFails(setRoles(admin, 'carol', ['frontDesk']));
    await assertFails(setRoles(admin, 'bob', ['frontDesk']));
    // An entry for Bob's address that names another account does not prove his.
    await seed((db) => setDoc(doc(db, 'accountEmails/bob@example.com'), { uid: 'carol' }));
    await assertFails(setRoles(admin, 'bob', ['frontDesk']));
    await seed((db) => setDoc(doc(db, 'accountEmails/bob@example.com'), { uid: 'bob' }));
    await assertSucceeds(setRoles(admin, 'bob', ['frontDesk']));
  });

  it('refuses the owner role without adding them to clinic/owners in the same batch', async () => {
    await assertFails(setRoles(admin, 'alice', ['owner']));
    await assertFails(setRoles(admin, 'alice', ['owner', 'editor']));
    expect(await ownersNow()).toEqual(['admin']);
  });

  it('refuses adding someone to clinic/owners without the owner role', async () => {
    await assertFails(updateDoc(doc(as(admin), 'clinic/owners'), new FieldPath('uids', 'alice'), true, 'changed', 'alice'));
    await assertFails(setRolesWithOwners(admin, 'alice', ['frontDesk'], 'add'));
    await assertFails(setRolesWithOwners(admin, 'alice', ['editor', 'doctor'], 'add', linkedDoctorId));
    expect(await ownersNow()).toEqual(['admin']);
  });

  it('refuses an owner taking themselves out of clinic/owners', async () => {
    await seedAliceAsOwner(env());
    await assertFails(updateDoc(doc(as(admin), 'clinic/owners'), new FieldPath('uids', 'admin'), deleteField(), 'changed', 'admin'));
    await assertFails(setDoc(doc(as(admin), 'clinic/owners'), { uids: { alice: true }, changed: 'admin' }));
    await assertFails(updateDoc(doc(as(alice), 'clinic/owners'), new FieldPath('uids', 'alice'), deleteField(), 'changed', 'alice'));
    expect(await ownersNow()).toEqual(['admin', 'alice']);
  });

  it('refuses clinic/owners changed for two people in one write, or holding anything but true', async () => {
    await seed((db) => setDoc(doc(db, 'accountEmails/bob@example.com'), { uid: 'bob' }));
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice'), { ...rolesChange(admin, ['owner']), ...logRolesChange(batch, db, admin, 'alice') });
    batch.update(doc(db, 'users/bob'), { ...rolesChange(admin, ['owner']), ...logRolesChange(batch, db, admin, 'bob') });
    batch.update(doc(db, 'clinic/owners'), new FieldPath('uids', 'alice'), true, new FieldPath('uids', 'bob'), true, 'changed', 'alice');
    await assertFails(batch.commit());
    const other = writeBatch(db);
    other.update(doc(db, 'users/alice'), { ...rolesChange(admin, ['owner']), ...logRolesChange(other, db, admin, 'alice') });
    other.update(doc(db, 'clinic/owners'), new FieldPath('uids', 'alice'), 'yes', 'changed', 'alice');
    await assertFails(other.commit());
  });
});

describe('owners', () => {
  it('the owner makes Alice an owner (profile and clinic/owners in one batch); Alice then removes the first owner', async () => {
    await assertSucceeds(setRolesWithOwners(admin, 'alice', ['owner'], 'add'));
    expect(await ownersNow()).toEqual(['admin', 'alice']);
    expect(await stored('users/alice')).toMatchObject({ roles: ['owner'], staff: true, rolesChangedBy: 'admin' });

    // Alice, now an owner, reads the owners and the staff, and removes the first owner's owner role.
    await assertSucceeds(getDoc(doc(as(alice), 'clinic/owners')));
    await assertSucceeds(setRolesWithOwners(alice, 'admin', [], 'remove'));
    expect(await ownersNow()).toEqual(['alice']);
    expect(await stored('users/admin')).toMatchObject({ roles: [], doctorId: '', staff: false, rolesChangedBy: 'alice' });

    // The first owner is an owner no more.
    await assertFails(setRoles(admin, 'bob', ['frontDesk']));
    await assertFails(getDoc(doc(as(admin), 'clinic/owners')));
  });

  it('removing the owner role takes them out of clinic/owners in the same batch, or not at all', async () => {
    await seedAliceAsOwner(env());
    await assertFails(setRoles(admin, 'alice', ['frontDesk']));
    await assertFails(setRoles(admin, 'alice', []));
    await assertSucceeds(setRolesWithOwners(admin, 'alice', ['frontDesk'], 'remove'));
    expect(await ownersNow()).toEqual(['admin']);
    expect(await rolesOf('alice')).toEqual(['frontDesk']);
  });

  it('another owner’s other roles change without touching clinic/owners', async () => {
    await seedAliceAsOwner(env());
    await assertSucceeds(setRoles(admin, 'alice', ['owner', 'editor']));
    expect(await ownersNow()).toEqual(['admin', 'alice']);
  });

  it('the last owner cannot be removed: not by themselves, not by anyone else, and clinic/owners is never emptied', async () => {
    // Nobody else is an owner: the others' attempts fail as non-owners.
    for (const by of [frontDesk, editor, doctorUser, alice]) {
      await assertFails(setRolesWithOwners(by, 'admin', [], 'remove'));
      await assertFails(setRoles(by, 'admin', []));
    }
    // The owner cannot change their own roles, nor take themselves out of clinic/owners.
    await assertFails(setRolesWithOwners(admin, 'admin', [], 'remove'));
    await assertFails(setRoles(admin, 'admin', ['frontDesk']));
    await assertFails(updateDoc(doc(as(admin), 'clinic/owners'), new FieldPath('uids', 'admin'), deleteField(), 'changed', 'admin'));
    await assertFails(setDoc(doc(as(admin), 'clinic/owners'), { uids: {} }));
    await assertFails(deleteDoc(doc(as(admin), 'clinic/owners')));
    expect(await ownersNow()).toEqual(['admin']);
    expect(await rolesOf('admin')).toEqual(['owner']);
  });

  it('two owners removing each other’s owner role at the same moment: exactly one removal commits, one owner stays (5 rounds)', async () => {
    const rounds: Array<{ won: boolean[]; owners: string[]; ownerProfiles: string[] }> = [];
    for (let round = 0; round < 5; round++) {
      await seedAliceAsOwner(env());
      await seed((db) => updateDoc(doc(db, 'users/admin'), { roles: ['owner'], doctorId: '', staff: true }));
      const results = await Promise.allSettled([
        setRolesWithOwners(admin, 'alice', [], 'remove'),
        setRolesWithOwners(alice, 'admin', [], 'remove'),
      ]);
      const ownerProfiles: string[] = [];
      for (const uid of ['admin', 'alice']) if (((await rolesOf(uid)) as string[]).includes('owner')) ownerProfiles.push(uid);
      rounds.push({ won: results.map((result) => result.status === 'fulfilled'), owners: await ownersNow(), ownerProfiles });
    }
    console.info(
      `Two owners removing each other at once:\n${rounds
        .map(
          ({ won, owners }, i) =>
            `round ${i}: admin’s ${won[0] ? 'committed' : 'refused'}, alice’s ${won[1] ? 'committed' : 'refused'}; owners left: ${owners.join(',') || 'none'}`,
        )
        .join('\n')}`,
    );
    for (const { won, owners, ownerProfiles } of rounds) {
      // At least one owner stays, and clinic/owners agrees with the profiles.
      expect(owners.length).toBeGreaterThanOrEqual(1);
      expect(ownerProfiles).toEqual(owners);
      // Exactly one of the two removals commits (the writes to clinic/owners are serialized: the
      // second finds its writer removed), and its writer is the owner left.
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(owners).toEqual(won[0] ? ['admin'] : ['alice']);
    }
  });

  it('two owners changing one person’s roles at the same moment: both commit, and the person ends with one set, whole', async () => {
    await seedAliceAsOwner(env());
    await seed((db) => setDoc(doc(db, 'accountEmails/bob@example.com'), { uid: 'bob' }));
    const sets = [
      { by: admin, roles: ['frontDesk'], doctorId: '' },
      { by: alice, roles: ['editor', 'doctor'], doctorId: FREE_DOCTOR },
    ];
    for (let round = 0; round < 3; round++) {
      const results = await Promise.allSettled(sets.map(({ by, roles, doctorId }) => setRoles(by, 'bob', roles, doctorId)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const profile = await stored('users/bob');
      const ended = { roles: profile?.roles, doctorId: profile?.doctorId, staff: profile?.staff, rolesChangedBy: profile?.rolesChangedBy };
      expect([
        { roles: ['frontDesk'], doctorId: '', staff: true, rolesChangedBy: 'admin' },
        { roles: ['editor', 'doctor'], doctorId: FREE_DOCTOR, staff: true, rolesChangedBy: 'alice' },
      ]).toContainEqual(ended);
    }
  });
});

describe('reading the staff', () => {
  it('the owner lists the staff’s profiles (staff == true, at most 100), not everyone’s', async () => {
    const staff = query(collection(as(admin), 'users'), where('staff', '==', true), limit(100));
    const listed = await assertSucceeds(getDocs(staff));
    expect(listed.docs.map((d) => d.id).sort()).toEqual(['admin', 'doctor', 'editor', 'frontdesk']);
    await assertFails(getDocs(query(collection(as(admin), 'users'), where('staff', '==', true), limit(101))));
    await assertFails(getDocs(query(collection(as(admin), 'users'), where('staff', '==', true))));
    await assertFails(getDocs(query(collection(as(admin), 'users'), limit(100))));
    await assertFails(getDocs(query(collection(as(admin), 'users'), where('staff', '==', false), limit(100))));
    await assertFails(getDocs(query(collection(as(admin), 'users'), where('uid', '==', 'alice'), limit(100))));
  });

  it('the owner reads a staff member’s profile, not a patient’s', async () => {
    await assertSucceeds(getDoc(doc(as(admin), 'users/frontdesk')));
    await assertFails(getDoc(doc(as(admin), 'users/alice')));
    await assertFails(getDoc(doc(as(admin), 'users/bob')));
  });

  it('the front desk, the editor, a doctor and a patient cannot list the staff', async () => {
    for (const by of [frontDesk, editor, doctorUser, alice]) {
      await assertFails(getDocs(query(collection(as(by), 'users'), where('staff', '==', true), limit(100))));
      await assertFails(getDoc(doc(as(by), 'users/admin')));
    }
  });
});

describe('accountEmails', () => {
  it('the owner reads an entry by its address; nobody lists them, the owner included', async () => {
    const entry = await assertSucceeds(getDoc(doc(as(admin), 'accountEmails/alice@example.com')));
    expect(entry.data()).toEqual({ uid: 'alice' });
    // A missing one reads as missing (the staff page says "no such account").
    expect((await assertSucceeds(getDoc(doc(as(admin), 'accountEmails/nobody@example.com')))).exists()).toBe(false);
    for (const by of [admin, frontDesk, alice]) {
      await assertFails(getDocs(query(collection(as(by), 'accountEmails'), limit(10))));
      await assertFails(getDocs(query(collection(as(by), 'accountEmails'), where('uid', '==', by.uid), limit(10))));
    }
  });

  it('only the owner reads another person’s entry; everyone reads their own', async () => {
    for (const by of [frontDesk, editor, doctorUser, bob]) await assertFails(getDoc(doc(as(by), 'accountEmails/alice@example.com')));
    await assertSucceeds(getDoc(doc(as(alice), 'accountEmails/alice@example.com')));
  });

  it('a verified user writes their own entry, with their uid, and not another’s', async () => {
    await assertSucceeds(setDoc(doc(as(bob), 'accountEmails/bob@example.com'), { uid: 'bob' }));
    await assertFails(setDoc(doc(as(bob), 'accountEmails/bob@example.com'), { uid: 'alice' }));
    await assertFails(setDoc(doc(as(bob), 'accountEmails/bob@example.com'), { uid: 'bob', admin: true }));
    await assertFails(setDoc(doc(as(bob), 'accountEmails/alice@example.com'), { uid: 'bob' }));
    await assertFails(setDoc(doc(as(bob), 'accountEmails/carol@example.com'), { uid: 'bob' }));
    // Nor takes over another's by writing it with their own uid.
    await assertFails(setDoc(doc(as(bob), 'accountEmails/alice@example.com'), { uid: 'alice' }));
  });

  it('an unverified account cannot write one, not even for its own address', async () => {
    await assertFails(setDoc(doc(as(carol), 'accountEmails/carol@example.com'), { uid: 'carol' }));
    expect(await stored('accountEmails/carol@example.com')).toBeUndefined();
    // So the owner cannot give it a role.
    await assertFails(setRoles(admin, 'carol', ['frontDesk']));
  });

  it('an account deletes its own entry and nobody else’s', async () => {
    await assertFails(deleteDoc(doc(as(bob), 'accountEmails/alice@example.com')));
    await assertFails(deleteDoc(doc(as(admin), 'accountEmails/alice@example.com')));
    await assertSucceeds(deleteDoc(doc(as(alice), 'accountEmails/alice@example.com')));
  });
});

/*
 * Issue 54, item 7: clinic/reservedNames changes a name's holder only in the write of the doctor or
 * the staff member who takes or frees it. The attack: an editor hands a doctor's name to 'staff',
 * renames themselves to it, and comments with the staff badge as that doctor.
 */
describe('reserved names move only with their holder (issue 54, item 7)', () => {
  const doctorKey = reservedNameKey(LINKED_NAME);

  beforeEach(async () => {
    await seed((db) => updateDoc(doc(db, 'clinic/reservedNames'), new FieldPath('names', doctorKey), `doctor:${linkedDoctorId}`));
  });

  it('the editor’s attack fails at its first step: a doctor’s name is not handed to staff, nor freed, on its own', async () => {
    const db = as(editor);
    const reserved = doc(db, 'clinic/reservedNames');
    // Moved in place, with or without saying whose it becomes.
    await assertFails(updateDoc(reserved, new FieldPath('names', doctorKey), 'staff'));
    await assertFails(updateDoc(reserved, new FieldPath('names', doctorKey), 'staff', 'changed', 'staff:editor'));
    await assertFails(updateDoc(reserved, new FieldPath('names', doctorKey), 'staff', 'changed', `doctor:${linkedDoctorId}`));
    // Freed, then to be taken: not without the doctor's own write that drops the name.
    await assertFails(updateDoc(reserved, new FieldPath('names', doctorKey), deleteField(), 'changed', `doctor:${linkedDoctorId}`));
    // Nor freed with a write of the doctor that keeps the name.
    const keep = writeBatch(db);
    keep.set(doc(db, 'doctors', linkedDoctorId), doctorProfile({ name: LINKED_NAME, order: 1 }));
    keep.update(reserved, new FieldPath('names', doctorKey), deleteField(), 'changed', `doctor:${linkedDoctorId}`);
    await assertFails(keep.commit());
    // Nor added as staff for a name no staff member carries.
    await assertFails(updateDoc(reserved, new FieldPath('names', 'someoneelse'), 'staff', 'changed', 'staff:editor'));
    // So the name stays the doctor's, and the editor cannot take it.
    expect((await names())[doctorKey]).toBe(`doctor:${linkedDoctorId}`);
    await assertFails(updateDoc(doc(db, 'users/editor'), { displayName: LINKED_NAME }));
  });

  it('a doctor’s rename moves their name in the same batch, and only so', async () => {
    const db = as(editor);
    const newName = 'Dr. Ananya Iyer-Bhat';
    const newKey = reservedNameKey(newName);
    const move = (withDoctor: boolean) => {
      const batch = writeBatch(db);
      if (withDoctor) batch.set(doc(db, 'doctors', linkedDoctorId), doctorProfile({ name: newName, order: 1 }));
      batch.set(
        doc(db, 'clinic/reservedNames'),
        { names: { [doctorKey]: deleteField(), [newKey]: `doctor:${linkedDoctorId}` }, changed: `doctor:${linkedDoctorId}` },
        { merge: true },
      );
      return batch.commit();
    };
    await assertFails(move(false));
    await assertSucceeds(move(true));
    expect(await names()).toMatchObject({ [newKey]: `doctor:${linkedDoctorId}` });
    expect((await names())[doctorKey]).toBeUndefined();
  });

  it('a staff member’s name is kept once they hold a role, and freed with their roles in the same batch', async () => {
    const db = as(admin);
    const reserved = doc(db, 'clinic/reservedNames');
    const aliceKey = reservedNameKey('Alice');
    const keepAlice = () => updateDoc(reserved, new FieldPath('names', aliceKey), 'staff', 'changed', 'staff:alice');
    // Not while she is a patient, nor someone else's name for her.
    await assertFails(keepAlice());
    await assertSucceeds(setRoles(admin, 'alice', ['frontDesk']));
    await assertFails(updateDoc(reserved, new FieldPath('names', 'bob'), 'staff', 'changed', 'staff:alice'));
    await assertSucceeds(keepAlice());
    expect((await names())[aliceKey]).toBe('staff');
    // Freed on its own (her roles unchanged): refused; with her roles taken away: freed.
    await assertFails(updateDoc(reserved, new FieldPath('names', aliceKey), deleteField(), 'changed', 'staff:alice'));
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice'), { ...rolesChange(admin, []), ...logRolesChange(batch, db, admin, 'alice') });
    batch.update(reserved, new FieldPath('names', aliceKey), deleteField(), 'changed', 'staff:alice');
    await assertSucceeds(batch.commit());
    expect((await names())[aliceKey]).toBeUndefined();
  });
});

/*
 * Issue 54, item 8: "Delete my account" on the last owner left no owner's profile while
 * clinic/owners still named them. An owner's profile goes only with their place in clinic/owners, in
 * the same batch, and only while another owner stays.
 */
describe('an owner deleting their own account (issue 54, item 8)', () => {
  /** `who` deletes their profile, as My account does, and leaves clinic/owners in the same batch when `leaveOwners`. */
  function deleteOwnProfile(who: User, leaveOwners: boolean) {
    const db = as(who);
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users', who.uid));
    if (leaveOwners) batch.update(doc(db, 'clinic/owners'), new FieldPath('uids', who.uid), deleteField(), 'changed', who.uid);
    batch.set(doc(db, 'erasures', who.uid), { at: serverTimestamp() });
    return batch.commit();
  }

  it('the last owner’s profile is not deleted, with or without leaving clinic/owners', async () => {
    await assertFails(deleteOwnProfile(admin, false));
    await assertFails(deleteOwnProfile(admin, true));
    expect(await rolesOf('admin')).toEqual(['owner']);
    expect(await ownersNow()).toEqual(['admin']);
  });

  it('with a second owner, an owner deletes their profile and leaves clinic/owners in the same batch; not one without the other', async () => {
    await seedAliceAsOwner(env());
    // Deleted while clinic/owners still names her: refused. Leaving it while keeping her profile: refused.
    await assertFails(deleteOwnProfile(alice, false));
    await assertFails(updateDoc(doc(as(alice), 'clinic/owners'), new FieldPath('uids', 'alice'), deleteField(), 'changed', 'alice'));
    await assertSucceeds(deleteOwnProfile(alice, true));
    expect(await stored('users/alice')).toBeUndefined();
    expect(await ownersNow()).toEqual(['admin']);
    // Now the last owner, the first one cannot.
    await assertFails(deleteOwnProfile(admin, true));
  });

  it('the two owners deleting their own accounts at the same moment: exactly one commits, the other stays the owner (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      await freshClinic();
      await seedAliceAsOwner(env());
      const results = await Promise.allSettled([deleteOwnProfile(admin, true), deleteOwnProfile(alice, true)]);
      const won = results.map((result) => result.status === 'fulfilled');
      // The writes to clinic/owners are serialized: the second finds itself the last owner.
      expect(won.filter(Boolean)).toHaveLength(1);
      const stays = won[0] ? 'alice' : 'admin';
      expect(await ownersNow()).toEqual([stays]);
      expect(await rolesOf(stays)).toContain('owner');
    }
  });

  it('a patient and a staff member who is not an owner still delete their own profile, and only their own', async () => {
    await assertFails(deleteDoc(doc(as(bob), 'users/alice')));
    await assertSucceeds(deleteDoc(doc(as(bob), 'users/bob')));
    await assertSucceeds(deleteDoc(doc(as(frontDesk), 'users/frontdesk')));
  });
});

/*
 * Issue 54, item 9: two accounts linked to one doctor profile both read and marked its patients.
 * clinic/doctorLinks gives each doctor profile to one account, in the same batch as the staff
 * change that links it.
 */
describe('one account per doctor profile (issue 54, item 9)', () => {
  const links = async () => ((await stored('clinic/doctorLinks'))?.doctors ?? {}) as Record<string, string>;

  /** The owner links `uid` as a doctor of `doctorId`, giving it the profile in clinic/doctorLinks in the same batch (or not, with `link` false). */
  function linkAs(uid: string, doctorId: string, link = true) {
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', uid), { ...rolesChange(admin, ['doctor'], doctorId), ...logRolesChange(batch, db, admin, uid) });
    if (link) batch.set(doc(db, 'clinic/doctorLinks'), { doctors: { [doctorId]: uid }, changed: uid }, { merge: true });
    return batch.commit();
  }

  it('refuses a second account linked to a doctor profile that has one: in clinic/doctorLinks or without it', async () => {
    await assertFails(linkAs('alice', linkedDoctorId));
    await assertFails(linkAs('alice', linkedDoctorId, false));
    // Nor is the link handed over on its own, or for a profile whose roles do not change with it.
    await assertFails(
      setDoc(doc(as(admin), 'clinic/doctorLinks'), { doctors: { [linkedDoctorId]: 'alice' }, changed: 'alice' }, { merge: true }),
    );
    expect(await links()).toEqual({ [linkedDoctorId]: 'doctor' });
    expect(await stored('users/alice')).not.toHaveProperty('doctorId');
    // The same request for a doctor profile nobody is linked to goes through.
    await assertSucceeds(linkAs('alice', FREE_DOCTOR));
    expect(await links()).toEqual({ [linkedDoctorId]: 'doctor', [FREE_DOCTOR]: 'alice' });
  });

  it('two owners linking two staff accounts to one free doctor profile at the same moment: exactly one link commits (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      await freshClinic();
      await seedAliceAsOwner(env());
      const results = await Promise.allSettled([
        setRoles(admin, 'frontdesk', ['frontDesk', 'doctor'], FREE_DOCTOR),
        setRoles(alice, 'editor', ['doctor', 'editor'], FREE_DOCTOR),
      ]);
      const won = results.map((result) => result.status === 'fulfilled');
      expect(won.filter(Boolean)).toHaveLength(1);
      const [winner, loser] = won[0] ? ['frontdesk', 'editor'] : ['editor', 'frontdesk'];
      expect((await links())[FREE_DOCTOR]).toBe(winner);
      expect(await stored(`users/${winner}`)).toMatchObject({ doctorId: FREE_DOCTOR });
      expect(await rolesOf(winner)).toContain('doctor');
      expect(await rolesOf(loser)).not.toContain('doctor');
    }
  });

  it('a link names the account whose roles change in the same batch, with that profile; only the owner writes one', async () => {
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice'), { ...rolesChange(admin, ['doctor'], FREE_DOCTOR), ...logRolesChange(batch, db, admin, 'alice') });
    batch.set(doc(db, 'clinic/doctorLinks'), { doctors: { [FREE_DOCTOR]: 'bob' }, changed: 'bob' }, { merge: true });
    await assertFails(batch.commit());
    for (const by of [frontDesk, editor, doctorUser, alice]) {
      await assertFails(getDoc(doc(as(by), 'clinic/doctorLinks')));
      await assertFails(
        setDoc(doc(as(by), 'clinic/doctorLinks'), { doctors: { [FREE_DOCTOR]: by.uid }, changed: by.uid }, { merge: true }),
      );
    }
    await assertSucceeds(getDoc(doc(db, 'clinic/doctorLinks')));
  });

  it('unlinked (the doctor role taken away), the profile links to another account; the first cannot then be linked back', async () => {
    await assertSucceeds(setRoles(admin, 'doctor', ['editor']));
    await assertSucceeds(linkAs('alice', linkedDoctorId));
    expect(await links()).toEqual({ [linkedDoctorId]: 'alice' });
    await assertFails(linkAs('doctor', linkedDoctorId));
    // Alice's account deleted: the profile is free again.
    await seed((db) => deleteDoc(doc(db, 'users/alice')));
    await assertSucceeds(linkAs('doctor', linkedDoctorId));
    expect(await links()).toEqual({ [linkedDoctorId]: 'doctor' });
  });

  it('the linked doctor’s other roles still change, with no new link', async () => {
    await assertSucceeds(setRoles(admin, 'doctor', ['doctor', 'editor'], linkedDoctorId));
    expect(await rolesOf('doctor')).toEqual(['doctor', 'editor']);
  });
});

/*
 * Issue 54: a staff change now reads clinic/owners, clinic/doctorLinks (and the profile of the
 * account a doctor profile was linked to), the reserved names (whose fold of an accented name is
 * the longest), and its access-log entry. The owner's costliest staff change must still fit.
 */
describe('the costliest staff change (within the rules’ 1,000 expressions)', () => {
  /** A long name with a letter of most of the fold's accented groups (latinFolded in firestore.rules). */
  const LONG_NAME =
    'Zoë Ærøskøbing Fernández-Núñez Çağla Öztürk Łukasiewicz Þórðardóttir Ĳsselmeer Ŝŭŝa Ĝĥĵ Ķļ Ŕř Ţŧ Ŵŷ Źž Ďđ Ĕė Ĭį Œuvre Straße';
  const key = reservedNameKey(LONG_NAME);

  beforeEach(async () => {
    await seed((db) => updateDoc(doc(db, 'users/alice'), { displayName: LONG_NAME }));
  });

  /**
   * One batch with every check a staff change can carry: Alice given all four roles (the doctor's
   * linked to `doctorId` in clinic/doctorLinks), added to clinic/owners, her name kept reserved in
   * clinic/reservedNames (under `nameKey`), and the change's access-log entry. The app writes the
   * name in a write of its own after the grant (staff.ts keepStaffName); the rules take both in one.
   */
  function grantEverything(doctorId = FREE_DOCTOR, nameKey = key) {
    const db = as(admin);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/alice'), {
      ...rolesChange(admin, ['owner', 'frontDesk', 'doctor', 'editor'], doctorId),
      ...logRolesChange(batch, db, admin, 'alice'),
    });
    batch.set(doc(db, 'clinic/doctorLinks'), { doctors: { [doctorId]: 'alice' }, changed: 'alice' }, { merge: true });
    batch.update(doc(db, 'clinic/owners'), new FieldPath('uids', 'alice'), true, 'changed', 'alice');
    batch.set(doc(db, 'clinic/reservedNames'), { names: { [nameKey]: 'staff' }, changed: 'staff:alice' }, { merge: true });
    return batch.commit();
  }

  it('an owner grants every role with a doctor link, the owners’ list and the long accented name’s reservation, with its entry, in one batch (within the rules’ 1,000 expressions)', async () => {
    // Refused: a doctor profile linked to another account, or a name that is not hers.
    await assertFails(grantEverything(linkedDoctorId));
    await assertFails(grantEverything(FREE_DOCTOR, reservedNameKey('Zoe Fernandez')));
    expect(await rolesOf('alice')).toBeUndefined();
    await assertSucceeds(grantEverything());
    expect(await rolesOf('alice')).toEqual(['owner', 'frontDesk', 'doctor', 'editor']);
    expect(await ownersNow()).toEqual(['admin', 'alice']);
    expect((await stored('clinic/doctorLinks'))?.doctors).toMatchObject({ [FREE_DOCTOR]: 'alice' });
    expect((await names())[key]).toBe('staff');
  });

  it('and takes them all away again: out of clinic/owners, the long accented name freed, with its entry, in one batch (within the rules’ 1,000 expressions)', async () => {
    await assertSucceeds(grantEverything());
    const takeAll = (nameKey: string) => {
      const db = as(admin);
      const batch = writeBatch(db);
      batch.update(doc(db, 'users/alice'), { ...rolesChange(admin, []), ...logRolesChange(batch, db, admin, 'alice') });
      batch.update(doc(db, 'clinic/owners'), new FieldPath('uids', 'alice'), deleteField(), 'changed', 'alice');
      batch.update(doc(db, 'clinic/reservedNames'), new FieldPath('names', nameKey), deleteField(), 'changed', 'staff:alice');
      return batch.commit();
    };
    // Refused: freeing another staff member's name with hers (the owner's, kavyarao).
    await assertFails(takeAll('kavyarao'));
    await assertSucceeds(takeAll(key));
    expect(await rolesOf('alice')).toEqual([]);
    expect(await ownersNow()).toEqual(['admin']);
    expect((await names())[key]).toBeUndefined();
  });
});
