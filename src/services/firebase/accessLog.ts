import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { readRoles, type StaffRole } from '../../config/staffRoles';
import { firebaseAuth } from '../../lib/auth';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import { clinicToday } from '../../lib/openingHours';
import type { AccessLogCursor, AccessLogEntry, AccessLogPage, AccessPurpose, LoggedAction, LoggedCollection } from '../../types';
import { accessLogEntryFields, ACCESS_LOG_PAGE_SIZE, loggedDeleteId, roleForAccess, type LoggedWrite } from '../accessLogFields';
import { ACCESS_LOG_ABOUT_ME_LIMIT } from '../../config/limits';

/**
 * The access log (accessLog/{id}; firestore.rules, "The access log"; docs/privacy.md): staff
 * record, once a day per purpose, that they open patients' data, before the rules let them read
 * it; each staff write to a patient's data adds its entry to its own batch. The owner reads the
 * log (Admin → Access log); a patient the entries about them (their data download).
 */

const logCollection = () => collection(firestore(), 'accessLog');

const signedInUid = (): string | null => firebaseAuth().currentUser?.uid ?? null;

// The signed-in person's roles and doctor profile, read once per account: which role an entry names.
interface Me {
  roles: StaffRole[];
  doctorId: string;
}
let known: { uid: string; me: Promise<Me> } | null = null;
function aboutMe(uid: string): Promise<Me> {
  if (known?.uid !== uid) {
    const me = getDoc(doc(firestore(), 'users', uid)).then((s) => ({
      roles: readRoles(s.data()?.roles),
      doctorId: asString(s.data()?.doctorId),
    }));
    known = { uid, me };
  }
  return known.me;
}

// The records written from this page: one read of each a day, not one per list.
const recorded = new Set<string>();

/**
 * Makes sure today's access record for `purpose` exists (its id is fixed: a second tab's write
 * of the same record is refused, and then the record is there).
 */
export async function recordAccess(purpose: AccessPurpose): Promise<void> {
  const uid = signedInUid();
  // Nobody signed in, or no role for this purpose: nothing to record, and the read is refused.
  if (!uid) return;
  const day = clinicToday();
  const id = `${uid}_${day}_${purpose}`;
  if (recorded.has(id)) return;
  const ref = doc(logCollection(), id);
  if (!(await getDoc(ref)).exists()) {
    const role = roleForAccess((await aboutMe(uid)).roles, purpose === 'doctorDay' ? 'doctorDay' : 'frontDesk');
    if (!role) return;
    try {
      await setDoc(ref, { kind: 'read', by: uid, role, purpose, at: serverTimestamp(), day });
    } catch (error) {
      if (!(await getDoc(ref)).exists()) throw error;
    }
  }
  recorded.add(id);
}

/**
 * Adds a write's entry to `batch` (or transaction) and returns the fields its target carries
 * (`logEntry`, except for a delete, whose entry has the id the rules look for).
 */
export async function logWrite(batch: WriteBatch | Transaction, what: LoggedWrite): Promise<{ logEntry: string } | Record<string, never>> {
  const uid = signedInUid() ?? '';
  const me = uid ? await aboutMe(uid) : { roles: [], doctorId: '' };
  // Marking a patient is a doctor's job only on their own patients (the rules check the same).
  const job = what.job === 'marking' && me.doctorId !== what.doctorId ? 'frontDesk' : what.job;
  // Without a role for the job the entry names none the person holds: the rules refuse the batch.
  const role = roleForAccess(me.roles, job) ?? 'owner';
  const ref =
    what.action === 'delete'
      ? doc(logCollection(), loggedDeleteId(what.collection, what.docId, what.createdAt ?? null, uid))
      : doc(logCollection());
  const fields = accessLogEntryFields(uid, role, what, clinicToday());
  (batch as WriteBatch).set(ref, { ...fields, at: serverTimestamp() });
  return what.action === 'delete' ? {} : { logEntry: ref.id };
}

const entryConverter = readConverter<AccessLogEntry>((id, data) => {
  const common = { id, by: asString(data.by), role: readRoles([data.role])[0] ?? 'owner', at: toDate(data.at), day: asString(data.day) };
  return data.kind === 'read'
    ? { ...common, kind: 'read', purpose: asString(data.purpose) as AccessPurpose }
    : {
        ...common,
        kind: 'write',
        collection: asString(data.collection) as LoggedCollection,
        docId: asString(data.docId),
        action: asString(data.action) as LoggedAction,
        patientUid: asString(data.patientUid),
      };
});

/**
 * A page of the log, newest first, for one person (`by`), one day, or both (owners only). Each
 * filter needs its composite index (firestore.indexes.json).
 */
export async function listAccessLog(filter: { by?: string; day?: string }, after?: AccessLogCursor): Promise<AccessLogPage> {
  const constraints: QueryConstraint[] = [];
  if (filter.by) constraints.push(where('by', '==', filter.by));
  if (filter.day) constraints.push(where('day', '==', filter.day));
  constraints.push(orderBy('at', 'desc'), orderBy(documentId(), 'desc'));
  if (after) constraints.push(startAfter(Timestamp.fromDate(after.at), after.id));
  constraints.push(limit(ACCESS_LOG_PAGE_SIZE));
  const snapshot = await getDocs(query(logCollection().withConverter(entryConverter), ...constraints));
  const entries = snapshot.docs.map((d) => d.data());
  const last = entries.at(-1);
  return { entries, next: entries.length === ACCESS_LOG_PAGE_SIZE && last?.at ? { at: last.at, id: last.id } : null };
}

/** What the clinic's staff changed of a patient's data (their data download): at most 100 entries, newest first. */
export async function listAccessLogAboutMe(uid: string): Promise<AccessLogEntry[]> {
  const snapshot = await getDocs(
    query(logCollection().withConverter(entryConverter), where('patientUid', '==', uid), limit(ACCESS_LOG_ABOUT_ME_LIMIT)),
  );
  return snapshot.docs.map((d) => d.data()).sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
}
