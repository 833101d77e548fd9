import { isStaff, type StaffRole } from '../../config/staffRoles';
import { clinicToday } from '../../lib/openingHours';
import type { AccessLogEntry, AccessPurpose } from '../../types';
import { accessLogEntryFields, loggedDeleteId, roleForAccess, type AccessJob, type LoggedWrite } from '../accessLogFields';
import { billReads, demoDb, demoRoles, demoSessionUid, isDemoDoctorOf, permissionDenied, serverNow } from './store';

/**
 * The demo's twin of the access log (accessLog/{id}; firestore.rules, "The access log"), shared by
 * the twins that read or change patients' data: the read records the rules look for, and each
 * staff write's entry, written only once every other check of the write has passed (on Firebase
 * they commit in one batch, or not at all).
 */

export const demoAccessLog = (): AccessLogEntry[] => (demoDb().accessLog ??= []);

/**
 * The rules' validEntry for the signed-in person: a staff member, naming a role they hold (the one
 * roleForAccess picks for the job, as the Firebase module does).
 */
function entryAuthor(job: AccessJob): { uid: string; role: StaffRole } {
  const uid = demoSessionUid();
  const roles = demoRoles(uid);
  const role = roleForAccess(roles, job);
  if (!uid || !isStaff(roles) || !role) throw permissionDenied();
  return { uid, role };
}

const askedThisPage = new Set<string>();

const readRecordId = (uid: string, purpose: AccessPurpose) => `${uid}_${clinicToday()}_${purpose}`;

/** The rules' readRecorded(purpose): the signed-in person recorded today that they open patients' data for it. */
export function demoReadRecorded(purpose: AccessPurpose): boolean {
  const uid = demoSessionUid();
  return uid !== null && demoAccessLog().some((entry) => entry.id === readRecordId(uid, purpose));
}

/**
 * As the Firebase module's recordAccess: today's read record for `purpose`, written once, by a
 * staff member whose role does that job (the rules tie the purpose to the roles); for anyone else
 * nothing is written, and their read is then refused.
 */
export function demoRecordAccess(purpose: AccessPurpose): void {
  const uid = demoSessionUid();
  if (!uid) return;
  // As the Firebase module: the first ask of a page reads the day's record (and the person's roles).
  const id = readRecordId(uid, purpose);
  if (!askedThisPage.has(id)) {
    askedThisPage.add(id);
    billReads(null, 2);
  }
  if (demoReadRecorded(purpose)) return;
  const role = roleForAccess(demoRoles(uid), purpose === 'doctorDay' ? 'doctorDay' : 'frontDesk');
  if (!role) return;
  demoAccessLog().push({ id: readRecordId(uid, purpose), kind: 'read', by: uid, role, purpose, at: serverNow(), day: clinicToday() });
}

const autoId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);

/**
 * As the Firebase module's logWrite: adds a write's entry and returns what its target carries (a
 * delete's entry has the id the rules look for, and nothing to carry). Call it last, once the
 * write is otherwise allowed: it throws the rules' refusal when the entry would be refused.
 */
export function demoLogWrite(what: LoggedWrite): { logEntry: string } | Record<string, never> {
  // As the Firebase module and the rules: marking is a doctor's job only on their own patients.
  const job = what.job === 'marking' && !isDemoDoctorOf(what.doctorId) ? 'frontDesk' : what.job;
  const { uid, role } = entryAuthor(job);
  const id = what.action === 'delete' ? loggedDeleteId(what.collection, what.docId, what.createdAt ?? null, uid) : autoId();
  // An entry is never changed: a second delete entry under the same id is refused.
  if (demoAccessLog().some((entry) => entry.id === id)) throw permissionDenied();
  const { job: _job, doctorId: _doctorId, createdAt: _createdAt, ...about } = what;
  demoAccessLog().push({ id, ...accessLogEntryFields(uid, role, about, clinicToday()), at: serverNow() });
  return what.action === 'delete' ? {} : { logEntry: id };
}
