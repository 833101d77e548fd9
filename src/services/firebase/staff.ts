import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  where,
} from 'firebase/firestore/lite';
import { readRoles, type StaffRole } from '../../config/staffRoles';
import { asString, readConverter } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { StaffMember } from '../../types';
import { StaffChangeError, staffRolesFields } from '../staffFields';
import { logWrite } from './accessLog';
import { STAFF_LIST_LIMIT } from '../../config/limits';

/**
 * Admin → Staff (owners only, as firestore.rules' users and clinic/owners rules): the staff's
 * profiles (users/{uid} with staff == true), and each person's roles set whole.
 */

const memberConverter = readConverter<StaffMember>((id, data) => ({
  uid: id,
  name: asString(data.displayName),
  email: asString(data.email),
  roles: readRoles(data.roles),
  doctorId: asString(data.doctorId),
}));

/** Everyone who holds a role, by name. */
export async function listStaff(): Promise<StaffMember[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), 'users'), where('staff', '==', true), limit(STAFF_LIST_LIMIT)).withConverter(memberConverter),
  );
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The account that proved this e-mail address (accountEmails/{e-mail}, written at sign-in by a
 * verified account): its uid, or null when no verified account has signed in with it.
 */
export async function findVerifiedAccount(email: string): Promise<string | null> {
  const snapshot = await getDoc(doc(firestore(), 'accountEmails', email.trim().toLowerCase()));
  const uid = snapshot.data()?.uid;
  return typeof uid === 'string' && uid ? uid : null;
}

/**
 * Sets one person's roles, whole (an empty list removes them from the staff), in a transaction
 * with clinic/owners: whichever of two owners saves last wins, whole, and an owner left out of
 * the list is removed from clinic/owners in the same write, and a doctor's profile is linked to
 * them in clinic/doctorLinks. The rules refuse one's own roles, a role that does not exist, a
 * doctor without a doctor profile, a doctor profile already linked to another account
 * ('doctor-taken'), and removing the last owner.
 */
export async function setStaffRoles(uid: string, roles: StaffRole[], doctorId: string, by: string): Promise<void> {
  const fields = staffRolesFields(roles, doctorId, by);
  if (uid === by) throw new StaffChangeError('own-roles');
  const db = firestore();
  const ownersRef = doc(db, 'clinic', 'owners');
  const namesRef = doc(db, 'clinic', 'reservedNames');
  // A leaver's name is read before the change (the owner reads a profile only while it is staff's).
  const leaverKey = fields.roles.length > 0 ? '' : await nameKey(await staffName(uid));
  const linksRef = doc(db, 'clinic', 'doctorLinks');
  if (fields.doctorId && (await linkedElsewhere(fields.doctorId, uid))) throw new StaffChangeError('doctor-taken');
  await runTransaction(db, async (tx) => {
    const owners = (await tx.get(ownersRef)).data()?.uids as Record<string, unknown> | undefined;
    const names = leaverKey ? await tx.get(namesRef) : null;
    const links = fields.doctorId ? await tx.get(linksRef) : null;
    const isOwner = Boolean(owners && uid in owners);
    const willBeOwner = fields.roles.includes('owner');
    if (isOwner && !willBeOwner && Object.keys(owners ?? {}).length <= 1) throw new StaffChangeError('last-owner');
    // Each change is logged (both of two owners' changes at once: each with its own entry).
    const log = await logWrite(tx, { collection: 'users', docId: uid, action: 'roles', patientUid: '', job: 'owner' });
    tx.update(doc(db, 'users', uid), { ...fields, rolesChangedAt: serverTimestamp(), ...log });
    if (isOwner !== willBeOwner) tx.update(ownersRef, { [`uids.${uid}`]: willBeOwner ? true : deleteField(), changed: uid });
    // The doctor profile is linked to this account in the same write (one account per profile).
    if (links && links.get(new FieldPath('doctors', fields.doctorId)) !== uid) {
      tx.set(linksRef, { doctors: { [fields.doctorId]: uid }, changed: uid }, { merge: true });
    }
    // A leaver's name is freed in the same write as their roles (the rules free it no other way),
    // unless a doctor holds it.
    if (names?.exists() && names.get(new FieldPath('names', leaverKey)) === 'staff') {
      tx.update(namesRef, new FieldPath('names', leaverKey), deleteField(), 'changed', `staff:${uid}`);
    }
  });
  if (fields.roles.length > 0) await keepStaffName(uid);
}

/**
 * Whether doctor profile `doctorId` is linked to an account other than `uid` whose profile still
 * names it (clinic/doctorLinks; the owner reads a profile only while it is staff's, so an account
 * that left the staff or was deleted holds no link).
 */
async function linkedElsewhere(doctorId: string, uid: string): Promise<boolean> {
  const links = await getDoc(doc(firestore(), 'clinic', 'doctorLinks'));
  const holder: unknown = links.exists() ? links.get(new FieldPath('doctors', doctorId)) : undefined;
  if (typeof holder !== 'string' || !holder || holder === uid) return false;
  const profile = await getDoc(doc(firestore(), 'users', holder)).catch(() => null);
  return profile?.get('doctorId') === doctorId;
}

/** The profile's name, where the owner may read it (a staff member's profile), else null. */
async function staffName(uid: string): Promise<string | null> {
  try {
    const name = (await getDoc(doc(firestore(), 'users', uid))).data()?.displayName;
    return typeof name === 'string' && name.trim() ? name : null;
  } catch {
    return null;
  }
}

/** reservedNames' key of a name ('' for none). */
async function nameKey(name: string | null): Promise<string> {
  if (!name) return '';
  const { reservedNameKey } = await import('../publicName');
  return reservedNameKey(name);
}

/**
 * Keeps a staff member's name reserved (clinic/reservedNames, as make-admin does), so that no
 * patient comments under it. The owner reads a newcomer's profile only once it is staff's, so
 * this follows the grant; the rules accept it while the profile holds a role and carries that
 * name. A failure leaves the names as they were (the next save tries again).
 */
async function keepStaffName(uid: string): Promise<void> {
  try {
    const key = await nameKey(await staffName(uid));
    if (!key) return;
    const ref = doc(firestore(), 'clinic', 'reservedNames');
    await runTransaction(firestore(), async (tx) => {
      const snapshot = await tx.get(ref);
      const holder: unknown = snapshot.exists() ? snapshot.get(new FieldPath('names', key)) : undefined;
      if (!holder) tx.set(ref, { names: { [key]: 'staff' }, changed: `staff:${uid}` }, { merge: true });
    });
  } catch (error) {
    console.error('Could not keep the staff name reserved', error);
  }
}
