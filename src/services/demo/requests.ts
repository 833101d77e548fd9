import type {
  AppointmentInput,
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
import { REQUEST_LIMITS } from '../../config/limits';
import { isEmailShaped, isPhoneShaped, trimFields } from '../../lib/formChecks';
import { newestFirstBy } from '../blogOrder';
import { demoDb, latency, permissionDenied, requireDemoAdmin, rulesNonBlank, saveDemoDb, serverNow } from './store';
import { documentGone } from '../errors';

/** Demo twin of the requests module, with the rules' checks and refusals. */

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
function addRequest<Input extends object>(list: Array<Input & StoredRequestFields>, input: Input): string {
  const id = crypto.randomUUID();
  list.push({
    id,
    ...trimFields(input),
    status: 'new',
    mailStatus: 'pending',
    createdAt: serverNow(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  saveDemoDb();
  return id;
}

export async function createAppointmentRequest(input: AppointmentInput): Promise<string> {
  await latency();
  requireValid([
    rulesNonBlank(input.patientName.trim(), REQUEST_LIMITS.name),
    input.patientEmail.trim().length <= REQUEST_LIMITS.email && isEmailShaped(input.patientEmail),
    isPhoneShaped(input.phoneNumber),
    /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(input.appointmentDate),
  ]);
  return addRequest(demoDb().appointmentRequests, input);
}

export async function createContactMessage(input: ContactInput): Promise<string> {
  await latency();
  requireValid([
    rulesNonBlank(input.name.trim(), REQUEST_LIMITS.name),
    input.email.trim().length <= REQUEST_LIMITS.email && isEmailShaped(input.email),
    rulesNonBlank(input.subject.trim(), REQUEST_LIMITS.subject),
    rulesNonBlank(input.message.trim(), REQUEST_LIMITS.message),
  ]);
  return addRequest(demoDb().contactMessages, input);
}

export async function recordMailStatus(kind: RequestKind, id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await latency();
  const request = find(kind, id);
  if (request.mailStatus !== 'pending') throw permissionDenied();
  request.mailStatus = mailStatus;
  saveDemoDb();
}

/** As the Firebase query: the requests with `status`, newest first, a page at a time after `after`. */
async function listPage<T extends AppointmentRequest | ContactMessage>(
  all: T[],
  status: RequestStatus,
  after?: RequestCursor,
): Promise<RequestPage<T>> {
  await latency();
  requireDemoAdmin();
  const isAfter = (r: T) =>
    !after ||
    (r.createdAt?.getTime() ?? 0) < after.createdAt.getTime() ||
    ((r.createdAt?.getTime() ?? 0) === after.createdAt.getTime() && r.id < after.id);
  const requests = structuredClone(all.filter((r) => r.status === status))
    .sort(byNewest)
    .filter(isAfter)
    .slice(0, REQUEST_PAGE_SIZE);
  const last = requests.at(-1);
  return { requests, next: requests.length === REQUEST_PAGE_SIZE && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null };
}

export const listAppointmentRequests = (status: RequestStatus, after?: RequestCursor) =>
  listPage(demoDb().appointmentRequests, status, after);

export const listContactMessages = (status: RequestStatus, after?: RequestCursor) => listPage(demoDb().contactMessages, status, after);

export async function countNewRequests(): Promise<number> {
  await latency();
  requireDemoAdmin();
  return [...demoDb().appointmentRequests, ...demoDb().contactMessages].filter((r) => r.status === 'new').length;
}

export async function setRequestStatus(kind: RequestKind, id: string, status: RequestStatus): Promise<void> {
  await latency();
  requireDemoAdmin();
  find(kind, id).status = status;
  saveDemoDb();
}

/** As the rules: admins only; deleting a missing request is no error. */
export async function deleteRequest(kind: RequestKind, id: string): Promise<void> {
  await latency();
  requireDemoAdmin();
  const list = listFor(kind);
  const index = list.findIndex((r) => r.id === id);
  if (index !== -1) list.splice(index, 1);
  saveDemoDb();
}
