import type { StaffRole } from '../config/staffRoles';
import type { LoggedAction, LoggedCollection } from '../types';

/** Entries per page of Admin → Access log. */
export const ACCESS_LOG_PAGE_SIZE = 50;

/** The job a write or read is done for: the role an entry names is the narrowest one held that does it. */
export type AccessJob = 'frontDesk' | 'doctor' | 'owner';

const ROLES_FOR_JOB: Record<AccessJob, StaffRole[]> = {
  // The front desk's work is also the owner's; a doctor's own day is theirs alone.
  frontDesk: ['frontDesk', 'owner', 'doctor'],
  doctor: ['doctor', 'frontDesk', 'owner'],
  owner: ['owner'],
};

export function roleForAccess(roles: readonly StaffRole[], job: AccessJob): StaffRole {
  return ROLES_FOR_JOB[job].find((role) => roles.includes(role)) ?? roles[0] ?? 'owner';
}

/** The id of a delete's entry: the rules find it by this name (firestore.rules, loggedDelete). */
export const loggedDeleteId = (collection: LoggedCollection, docId: string, uid: string) => `deleted-${collection}-${docId}-${uid}`;

/** A write's entry as both backends store it (without its time). */
export function accessLogEntryFields(
  uid: string,
  role: StaffRole,
  what: { collection: LoggedCollection; docId: string; action: LoggedAction; patientUid: string },
  day: string,
) {
  return { kind: 'write' as const, by: uid, role, collection: what.collection, docId: what.docId, action: what.action, patientUid: what.patientUid, day };
}
