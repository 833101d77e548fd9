import { wholeOfMyRequests } from '../requestPages';
import type {
  AppointmentRequestInput,
  AppointmentRequest,
  ContactInput,
  ContactMessage,
  MailStatus,
  RequestCursor,
  RequestKind,
  RequestPage,
  RequestStatus,
  StoredRequestFields,
} from '../../types';
import { REQUEST_PAGE_SIZE } from '../../config/constants';
import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import { MAIL_REPORT_MINUTES, REQUEST_LIMITS } from '../../config/limits';
import { DATE_PATTERN, rulesRegExp } from '../../config/rulesPatterns';
import { appointmentDateProblem, appointmentDateRangeProblem, isEmailShaped, isPhoneShaped, trimFields } from '../../lib/formChecks';
import { hoursFromStored } from '../clinicHoursFields';
import { newestFirstBy } from '../blogOrder';
import {
  demoDb,
  demoCan,
  demoSessionUid,
  latency,
  permissionDenied,
  requireDemoPermission,
  requireDemoSelf,
  rulesNonBlank,
  saveDemoDb,
  serverNow,
  billReads,
} from './store';
import { documentGone } from '../errors';
import { demoLogWrite, demoReadRecorded, demoRecordAccess } from './accessLogState';

/** Demo twin of the requests module, with the rules' checks and refusals. */

const DATE = rulesRegExp(DATE_PATTERN);

/** Newest first, ties by id descending: Firestore's orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'). */
const byNewest = newestFirstBy<AppointmentRequest | ContactMessage>((request) => request.createdAt);
const listFor = (kind: RequestKind): Array<AppointmentRequest | ContactMessage> =>
  kind === 'appointment' ? demoDb().appointmentRequests : demoDb().contactMessages;

function find(kind: RequestKind, id: string) {
  const request = listFor(kind).find((r) => r.id === id);
  if (!request) throw documentGone();
  return request;
}

/** The rules' checks of a new request's fields (firestore.rules: validAppointmentRequest, validContactMessage). */
function requireValid(checks: boolean[]): void {
  if (!checks.every(Boolean)) throw permissionDenied();
}

/**
 * Stores a new request as the rules require it: trimmed, status new, e-mail pending, the server's
 * time, and the privacy notice's version.
 */
function addRequest<Input extends object>(list: Array<Input & StoredRequestFields>, input: Input, owner?: string): string {
  // As the Firebase service and the rules: no owner files a visitor's request; an owner must be
  // the signed-in sender's own account.
  if (owner && owner !== demoSessionUid()) throw permissionDenied();
  const id = crypto.randomUUID();
  list.push({
    id,
    ...trimFields(input),
    status: 'new',
    mailStatus: 'pending',
    createdAt: serverNow(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    uid: owner || null,
  });
  saveDemoDb();
  return id;
}

/**
 * The rules' clinicOpenOn: from the clinic's today to a year on, and, once hours are stored, a
 * day the clinic is open (the rules check the weekday and the closures, as the form does).
 */
function clinicOpenOn(date: string): boolean {
  const stored = demoDb().clinicHours;
  return (stored ? appointmentDateProblem(date, hoursFromStored(stored)) : appointmentDateRangeProblem(date)) === null;
}

export async function createAppointmentRequest(input: AppointmentRequestInput, owner?: string): Promise<string> {
  await latency();
  requireValid([
    rulesNonBlank(input.patientName.trim(), REQUEST_LIMITS.name),
    input.patientEmail.trim().length <= REQUEST_LIMITS.email && isEmailShaped(input.patientEmail),
    isPhoneShaped(input.phoneNumber),
    DATE.test(input.appointmentDate) && clinicOpenOn(input.appointmentDate),
  ]);
  return addRequest(demoDb().appointmentRequests, input, owner);
}

export async function createContactMessage(input: ContactInput, owner?: string): Promise<string> {
  await latency();
  requireValid([
    rulesNonBlank(input.name.trim(), REQUEST_LIMITS.name),
    input.email.trim().length <= REQUEST_LIMITS.email && isEmailShaped(input.email),
    rulesNonBlank(input.subject.trim(), REQUEST_LIMITS.subject),
    rulesNonBlank(input.message.trim(), REQUEST_LIMITS.message),
  ]);
  return addRequest(demoDb().contactMessages, input, owner);
}

/**
 * As the rules: once, while pending; a request sent while signed in by that account only, a
 * visitor's by anyone, each within its MAIL_REPORT_MINUTES.
 */
export async function recordMailStatus(kind: RequestKind, id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await latency();
  const request = find(kind, id);
  const age = Date.now() - (request.createdAt?.getTime() ?? 0);
  const inTime = request.uid
    ? request.uid === demoSessionUid() && age < MAIL_REPORT_MINUTES.account * 60_000
    : age < MAIL_REPORT_MINUTES.visitor * 60_000;
  if (request.mailStatus !== 'pending' || !inTime) throw permissionDenied();
  request.mailStatus = mailStatus;
  saveDemoDb();
}

/**
 * As the Firebase query: the requests that `selected` keeps (a status for the inbox, the sender's
 * own uid for My requests), newest first, a page at a time after `after`.
 */
async function listPage<T extends AppointmentRequest | ContactMessage>(
  all: T[],
  selected: (request: T) => boolean,
  after?: RequestCursor,
): Promise<RequestPage<T>> {
  await latency();
  const isAfter = (r: T) =>
    !after ||
    (r.createdAt?.getTime() ?? 0) < after.createdAt.getTime() ||
    ((r.createdAt?.getTime() ?? 0) === after.createdAt.getTime() && r.id < after.id);
  const requests = structuredClone(all.filter(selected)).sort(byNewest).filter(isAfter).slice(0, REQUEST_PAGE_SIZE);
  const last = requests.at(-1);
  billReads(requests, requests.length);
  return { requests, next: requests.length === REQUEST_PAGE_SIZE && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null };
}

/** The collections the access log names. */
const COLLECTIONS = { appointment: 'appointmentRequests', contact: 'contactMessages' } as const satisfies Record<RequestKind, string>;

/**
 * As the Firebase module's inInbox and the rules' readsInbox: today's access record for the inbox
 * first (any staff member may write one), then the owner and the front desk (inbox) read it.
 */
function openInbox(): void {
  demoRecordAccess('inbox');
  saveDemoDb();
  if (!demoCan('inbox') || !demoReadRecorded('inbox')) throw permissionDenied();
}

/** As the rules: the owner and the front desk list the inbox; the sender lists only their own requests. */
function withStatus<T extends StoredRequestFields>(status: RequestStatus) {
  openInbox();
  return (request: T) => request.status === status;
}

function ownedBy<T extends StoredRequestFields>(uid: string) {
  requireDemoSelf(uid);
  return (request: T) => request.uid === uid;
}

export const listAppointmentRequests = async (status: RequestStatus, after?: RequestCursor) =>
  listPage(demoDb().appointmentRequests, withStatus(status), after);

export const listContactMessages = async (status: RequestStatus, after?: RequestCursor) =>
  listPage(demoDb().contactMessages, withStatus(status), after);

export const listMyAppointmentRequests = async (uid: string, after?: RequestCursor) =>
  listPage(demoDb().appointmentRequests, ownedBy(uid), after);

export const listMyContactMessages = async (uid: string, after?: RequestCursor) => listPage(demoDb().contactMessages, ownedBy(uid), after);

/** As the rules: the sender, while the request is new (or spam, which they see as new). */
export async function withdrawRequest(kind: RequestKind, id: string): Promise<void> {
  await latency();
  const request = listFor(kind).find((r) => r.id === id);
  const uid = demoSessionUid();
  if (!request || !uid || request.uid !== uid || !['new', 'spam'].includes(request.status)) throw permissionDenied();
  request.status = 'withdrawn';
  saveDemoDb();
}

export async function countNewRequests(): Promise<number> {
  await latency();
  openInbox();
  // Two count queries: Firestore bills each as one read (up to 1,000 entries counted).
  billReads(null, 1);
  billReads(null, 1);
  return [...demoDb().appointmentRequests, ...demoDb().contactMessages].filter((r) => r.status === 'new').length;
}

/** The rules' loggedWrite and loggedDelete: the entry names the sender the request is stored under ('' for a visitor's). */
const samePatient = (request: StoredRequestFields, stored: StoredRequestFields) => (request.uid ?? '') === (stored.uid ?? '');

/** The front desk (inbox) moves a request to another status, with its access-log entry; only the sender withdraws. */
export async function setRequestStatus(kind: RequestKind, request: StoredRequestFields, status: RequestStatus): Promise<void> {
  if (status === 'withdrawn') throw new Error('Only the sender withdraws a request');
  await latency();
  requireDemoPermission('inbox');
  const stored = find(kind, request.id);
  if (!samePatient(request, stored)) throw permissionDenied();
  demoLogWrite({ collection: COLLECTIONS[kind], docId: stored.id, action: status, patientUid: request.uid ?? '', job: 'frontDesk' });
  stored.status = status;
  saveDemoDb();
}

/** As the rules: the sender deletes their own request (a missing one too is refused: the rules read it). */
export async function deleteRequest(kind: RequestKind, id: string): Promise<void> {
  await latency();
  const list = listFor(kind);
  const index = list.findIndex((r) => r.id === id);
  const uid = demoSessionUid();
  if (index === -1 || !uid || list[index]!.uid !== uid) throw permissionDenied();
  list.splice(index, 1);
  saveDemoDb();
}

/**
 * The rules' deletedEntryId: a delete's entry is named after the request's createdAt as stored, so
 * one listed before it was deleted and sent again under its id (another createdAt) is refused.
 */
const sameCreation = (request: StoredRequestFields, stored: StoredRequestFields) =>
  request.createdAt !== null && request.createdAt.getTime() === stored.createdAt?.getTime();

/** The front desk (inbox) deletes a request for good, with its access-log entry (a missing one is refused: the rules read it). */
export async function deleteFromInbox(kind: RequestKind, request: StoredRequestFields): Promise<void> {
  await latency();
  requireDemoPermission('inbox');
  const list = listFor(kind);
  const index = list.findIndex((r) => r.id === request.id);
  if (index === -1 || !samePatient(request, list[index]!) || !sameCreation(request, list[index]!)) throw permissionDenied();
  demoLogWrite({
    collection: COLLECTIONS[kind],
    docId: request.id,
    action: 'delete',
    patientUid: request.uid ?? '',
    job: 'frontDesk',
    createdAt: request.createdAt,
  });
  list.splice(index, 1);
  saveDemoDb();
}

/** All of a person's requests (their data export) and their erasure (deleting their account). */
export const { listAllMyRequests, deleteMyRequests } = wholeOfMyRequests({
  listMyAppointmentRequests,
  listMyContactMessages,
  deleteRequest,
});
