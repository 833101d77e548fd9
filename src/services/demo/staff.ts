import { STAFF_LIST_LIMIT } from '../../config/limits';
import { readRoles, type StaffRole } from '../../config/staffRoles';
import type { StaffMember } from '../../types';
import { StaffChangeError, staffRolesFields } from '../staffFields';
import { demoLogWrite } from './accessLogState';
import {
  billReads,
  demoCan,
  demoDb,
  demoSessionUid,
  latency,
  permissionDenied,
  requireDemoPermission,
  saveDemoDb,
  serverNow,
} from './store';

/**
 * Demo twin of Admin → Staff, with the rules' checks (users' staffChange and list, clinic/owners'
 * validOwners, accountEmails' get). Its twins of two Firebase documents follow from the data:
 * clinic/owners is the profiles with the owner's role (Firebase keeps the two in step in one
 * transaction), and accountEmails/{e-mail} is a verified account with a profile (Firebase's is
 * written by that account's sign-in, and deleted with its profile).
 */

/** The rules' isDoctorId: an id as the app makes them, of a doctor profile that exists. */
const isDoctorId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id) && demoDb().doctors.some((d) => d.id === id);

/** The twin of clinic/owners: who is an owner. */
const owners = () => demoDb().users.filter((u) => readRoles(u.roles).includes('owner'));

/** The twin of accountEmails/{e-mail}: the uid of the verified account with that address and a profile. */
function listedAccount(email: string): string | null {
  const db = demoDb();
  const account = db.accounts.find((a) => a.emailVerified && a.email.trim().toLowerCase() === email);
  return account && db.users.some((u) => u.uid === account.uid) ? account.uid : null;
}

/** Everyone who holds a role, by name (owners only: the rules' list of users with staff == true). */
export async function listStaff(): Promise<StaffMember[]> {
  await latency();
  requireDemoPermission('manageStaff');
  const staff = demoDb()
    .users.filter((u) => u.staff === true)
    .slice(0, STAFF_LIST_LIMIT)
    .map((u) => ({ uid: u.uid, name: u.displayName ?? '', email: u.email ?? '', roles: readRoles(u.roles), doctorId: u.doctorId ?? '' }));
  return billReads(staff, staff.length).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The account that proved this e-mail address, or null. As the rules: an owner reads any entry;
 * anyone else only their own address's.
 */
export async function findVerifiedAccount(email: string): Promise<string | null> {
  await latency();
  const key = email.trim().toLowerCase();
  const uid = demoSessionUid();
  const own = demoDb()
    .accounts.find((a) => a.uid === uid)
    ?.email.trim()
    .toLowerCase();
  if (!demoCan('manageStaff') && (!uid || own !== key)) throw permissionDenied();
  return billReads(listedAccount(key), 1);
}

/**
 * Sets one person's roles, whole, as the Firebase module's transaction: refused before it is sent
 * for one's own roles, a doctor without a doctor profile named, a doctor profile another account is
 * linked to, or the last owner's removal (StaffChangeError); by the rules for anyone but an owner, a doctor profile that does not exist,
 * or a person without a profile or a verified, listed address (permission-denied). Each change
 * carries its access-log entry.
 */
export async function setStaffRoles(uid: string, roles: StaffRole[], doctorId: string, by: string): Promise<void> {
  await latency();
  const fields = staffRolesFields(roles, doctorId, by);
  if (uid === by) throw new StaffChangeError('own-roles');
  // The transaction reads clinic/owners: owners only.
  const session = requireDemoPermission('manageStaff');
  const db = demoDb();
  const profile = db.users.find((u) => u.uid === uid);
  const isOwner = Boolean(profile && readRoles(profile.roles).includes('owner'));
  const willBeOwner = fields.roles.includes('owner');
  if (isOwner && !willBeOwner && owners().length <= 1) throw new StaffChangeError('last-owner');
  // The twin of clinic/doctorLinks: a doctor profile another account's profile still links to.
  if (fields.doctorId && db.users.some((u) => u.uid !== uid && readRoles(u.roles).includes('doctor') && u.doctorId === fields.doctorId)) {
    throw new StaffChangeError('doctor-taken');
  }
  // The rules' staffChange (and validOwners: the writer is an owner, never the one changed).
  const allowed =
    profile !== undefined &&
    session !== uid &&
    fields.rolesChangedBy === session &&
    (fields.roles.includes('doctor') ? isDoctorId(fields.doctorId) : fields.doctorId === '') &&
    profile.email !== null &&
    listedAccount(profile.email.trim().toLowerCase()) === uid;
  if (!allowed) throw permissionDenied();
  // Each change is logged (the rules' loggedWrite).
  demoLogWrite({ collection: 'users', docId: uid, action: 'roles', patientUid: '', job: 'owner' });
  Object.assign(profile, { ...fields, rolesChangedAt: serverNow() });
  // The account keeps the seed's copy of the roles in step (the demo's sign-in page lists them).
  const account = db.accounts.find((a) => a.uid === uid);
  if (account) Object.assign(account, { roles: [...fields.roles], doctorId: fields.doctorId });
  saveDemoDb();
}
