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
 * the list is removed from clinic/owners in the same write. The rules refuse one's own roles, a
 * role that does not exist, a doctor without a doctor profile, and removing the last owner.
 */
export async function setStaffRoles(uid: string, roles: StaffRole[], doctorId: string, by: string): Promise<void> {
  const fields = staffRolesFields(roles, doctorId, by);
  if (uid === by) throw new StaffChangeError('own-roles');
  const db = firestore();
  const ownersRef = doc(db, 'clinic', 'owners');
  const nameBefore = fields.roles.length > 0 ? null : await staffName(uid);
  await runTransaction(db, async (tx) => {
    const owners = (await tx.get(ownersRef)).data()?.uids as Record<string, unknown> | undefined;
    const isOwner = Boolean(owners && uid in owners);
    const willBeOwner = fields.roles.includes('owner');
    if (isOwner && !willBeOwner && Object.keys(owners ?? {}).length <= 1) throw new StaffChangeError('last-owner');
    // Each change is logged (both of two owners' changes at once: each with its own entry).
    const log = await logWrite(tx, { collection: 'users', docId: uid, action: 'roles', patientUid: '', job: 'owner' });
    tx.update(doc(db, 'users', uid), { ...fields, rolesChangedAt: serverTimestamp(), ...log });
    if (isOwner !== willBeOwner) tx.update(ownersRef, { [`uids.${uid}`]: willBeOwner ? true : deleteField(), changed: uid });
  });
  await keepStaffName(uid, fields.roles.length > 0, nameBefore);
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

/**
 * Keeps a staff member's name reserved (clinic/reservedNames, as make-admin does), so that no
 * patient comments under it, and frees it when they hold no role any more, unless a doctor holds
 * it. The owner reads a profile only while it is staff's, so a newcomer's name is read after the
 * grant, a leaver's before. A failure leaves the names as they were (the next save tries again).
 */
async function keepStaffName(uid: string, staff: boolean, before: string | null): Promise<void> {
  const name = staff ? await staffName(uid) : before;
  if (!name) return;
  try {
    const { reservedNameKey } = await import('../publicName');
    const key = reservedNameKey(name);
    if (!key) return;
    const ref = doc(firestore(), 'clinic', 'reservedNames');
    await runTransaction(firestore(), async (tx) => {
      const snapshot = await tx.get(ref);
      const holder: unknown = snapshot.exists() ? snapshot.get(new FieldPath('names', key)) : undefined;
      if (staff && !holder) tx.set(ref, { names: { [key]: 'staff' } }, { merge: true });
      if (!staff && holder === 'staff') tx.update(ref, new FieldPath('names', key), deleteField());
    });
  } catch (error) {
    console.error('Could not keep the staff name reserved', error);
  }
}
