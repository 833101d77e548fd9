import type { StaffRole } from '../config/staffRoles';
import type { LoggedAction, LoggedCollection } from '../types';

/** Entries per page of Admin → Access log. */
export const ACCESS_LOG_PAGE_SIZE = 50;

/**
 * The job a write or read is done for, and the roles that do it (firestore.rules, validEntry, ties
 * them the same way): the front desk's work is also the owner's; marking arrived or a no-show also
 * a doctor's, on their own patients; a doctor's own day is theirs alone; roles are the owner's.
 */
export type AccessJob = 'frontDesk' | 'marking' | 'doctorDay' | 'owner';

const ROLES_FOR_JOB: Record<AccessJob, StaffRole[]> = {
  frontDesk: ['frontDesk', 'owner'],
  marking: ['doctor', 'frontDesk', 'owner'],
  doctorDay: ['doctor'],
  owner: ['owner'],
};

/** A staff write to log: what it changes, about whom, for which job (both backends' logWrite). */
export interface LoggedWrite {
  collection: LoggedCollection;
  docId: string;
  action: LoggedAction;
  patientUid: string;
  job: AccessJob;
  /** For a mark on a booking: its doctor (a doctor's role only on their own patients). */
  doctorId?: string;
  /** For a delete: the document's createdAt as stored (its entry's id names it). */
  createdAt?: Date | null;
}

/** The role an entry names: the first of the job's roles the person holds, or null (the rules would refuse it). */
export function roleForAccess(roles: readonly StaffRole[], job: AccessJob): StaffRole | null {
  return ROLES_FOR_JOB[job].find((role) => roles.includes(role)) ?? null;
}

/**
 * The id of a delete's entry: the rules find it by this name (firestore.rules, deletedEntryId). It
 * names the document's `createdAt` as stored (in milliseconds), so a document created again under
 * a deleted one's id gets an entry of its own; without it (null) the rules refuse the delete.
 */
export const loggedDeleteId = (collection: LoggedCollection, docId: string, createdAt: Date | null, uid: string) =>
  `deleted-${collection}-${docId}-${createdAt?.getTime() ?? ''}-${uid}`;

/** A write's entry as both backends store it (without its time). */
export function accessLogEntryFields(
  uid: string,
  role: StaffRole,
  what: { collection: LoggedCollection; docId: string; action: LoggedAction; patientUid: string },
  day: string,
) {
  return {
    kind: 'write' as const,
    by: uid,
    role,
    collection: what.collection,
    docId: what.docId,
    action: what.action,
    patientUid: what.patientUid,
    day,
  };
}
