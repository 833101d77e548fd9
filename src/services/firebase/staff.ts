import {
  collection,
  deleteField,
  doc,
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

/**
 * Admin → Staff (owners only, as firestore.rules' users and clinic/owners rules): the staff's
 * profiles (users/{uid} with staff == true), and each person's roles set whole.
 */

const STAFF_LIST_LIMIT = 100;

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
}
