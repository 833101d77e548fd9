import type { Transaction, WriteBatch } from 'firebase/firestore/lite';
import type { AccessLogCursor, AccessLogEntry, AccessLogPage, AccessPurpose } from '../../types';
import { ACCESS_LOG_PAGE_SIZE, type LoggedWrite } from '../accessLogFields';
import { demoAccessLog, demoLogWrite, demoRecordAccess } from './accessLogState';
import { billReads, demoCan, demoSessionUid, latency, permissionDenied, requireDemoPermission, saveDemoDb } from './store';
import { ACCESS_LOG_ABOUT_ME_LIMIT } from '../../config/limits';

/**
 * Demo twin of the access log module, with the rules' checks: staff write their own read records
 * and write entries; the owner reads the log (readAccessLog); a patient the entries about them.
 */

export async function recordAccess(purpose: AccessPurpose): Promise<void> {
  await latency();
  demoRecordAccess(purpose);
  saveDemoDb();
}

/** As the Firebase module (whose `batch` carries the entry): the entry, and what its target carries. */
export async function logWrite(_batch: WriteBatch | Transaction, what: LoggedWrite): Promise<{ logEntry: string } | Record<string, never>> {
  await latency();
  const fields = demoLogWrite(what);
  saveDemoDb();
  return fields;
}

/** Firestore's order for orderBy('at', 'desc'), orderBy(documentId(), 'desc'). */
const newestFirst = (a: AccessLogEntry, b: AccessLogEntry) =>
  (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isAfter = (entry: AccessLogEntry, cursor: AccessLogCursor) => {
  const at = entry.at?.getTime() ?? 0;
  return at < cursor.at.getTime() || (at === cursor.at.getTime() && entry.id < cursor.id);
};

export async function listAccessLog(filter: { by?: string; day?: string }, after?: AccessLogCursor): Promise<AccessLogPage> {
  await latency();
  requireDemoPermission('readAccessLog');
  const entries = structuredClone(demoAccessLog())
    .filter((entry) => (!filter.by || entry.by === filter.by) && (!filter.day || entry.day === filter.day))
    .sort(newestFirst)
    .filter((entry) => !after || isAfter(entry, after))
    .slice(0, ACCESS_LOG_PAGE_SIZE);
  billReads(entries, entries.length);
  const last = entries.at(-1);
  return { entries, next: entries.length === ACCESS_LOG_PAGE_SIZE && last?.at ? { at: last.at, id: last.id } : null };
}

/** As the rules: the owner, or the patient themselves; at most 100, in document-id order, then newest first. */
export async function listAccessLogAboutMe(uid: string): Promise<AccessLogEntry[]> {
  await latency();
  const session = demoSessionUid();
  if (!session || (session !== uid && !demoCan('readAccessLog'))) throw permissionDenied();
  const entries = structuredClone(demoAccessLog())
    .filter((entry) => entry.kind === 'write' && entry.patientUid === uid)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, ACCESS_LOG_ABOUT_ME_LIMIT)
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return billReads(entries, entries.length);
}
