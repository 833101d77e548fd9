import type {
  AppointmentInput,
  AppointmentRequest,
  ContactInput,
  ContactMessage,
  MailStatus,
  RequestKind,
  RequestStatus,
} from '../../types';
import { REQUEST_LIMITS } from '../../config/limits';
import { isEmailShaped, isPhoneShaped } from '../../lib/formChecks';
import { demoDb, firebaseLikeError, latency, permissionDenied, requireDemoAdmin, rulesNonBlank, saveDemoDb, serverNow } from './store';

/** Demo twin of the requests module, with the rules' checks and refusals. */

const byNewest = <T extends { createdAt: Date | null }>(a: T, b: T) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
const listFor = (kind: RequestKind): Array<AppointmentRequest | ContactMessage> =>
  kind === 'appointment' ? demoDb().appointmentRequests : demoDb().contactMessages;

function find(kind: RequestKind, id: string) {
  const request = listFor(kind).find((r) => r.id === id);
  if (!request) throw firebaseLikeError('not-found', 'No document to update');
  return request;
}

/** The rules' checks of a new request's fields (firestore.rules: validAppointmentRequest, validContactMessage). */
function requireValid(checks: boolean[]): void {
  if (!checks.every(Boolean)) throw permissionDenied();
}

export async function createAppointmentRequest(input: AppointmentInput): Promise<string> {
  await latency();
  requireValid([
    rulesNonBlank(input.patientName.trim(), REQUEST_LIMITS.name),
    input.patientEmail.trim().length <= REQUEST_LIMITS.email && isEmailShaped(input.patientEmail),
    isPhoneShaped(input.phoneNumber),
    /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(input.appointmentDate),
  ]);
  const id = crypto.randomUUID();
  demoDb().appointmentRequests.push({
    id,
    patientName: input.patientName.trim(),
    patientEmail: input.patientEmail.trim(),
    phoneNumber: input.phoneNumber.trim(),
    appointmentDate: input.appointmentDate,
    status: 'new',
    mailStatus: 'pending',
    createdAt: serverNow(),
  });
  saveDemoDb();
  return id;
}

export async function createContactMessage(input: ContactInput): Promise<string> {
  await latency();
  requireValid([
    rulesNonBlank(input.name.trim(), REQUEST_LIMITS.name),
    input.email.trim().length <= REQUEST_LIMITS.email && isEmailShaped(input.email),
    rulesNonBlank(input.subject.trim(), REQUEST_LIMITS.subject),
    rulesNonBlank(input.message.trim(), REQUEST_LIMITS.message),
  ]);
  const id = crypto.randomUUID();
  demoDb().contactMessages.push({
    id,
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
    status: 'new',
    mailStatus: 'pending',
    createdAt: serverNow(),
  });
  saveDemoDb();
  return id;
}

export async function recordMailStatus(kind: RequestKind, id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await latency();
  const request = find(kind, id);
  if (request.mailStatus !== 'pending') throw permissionDenied();
  request.mailStatus = mailStatus;
  saveDemoDb();
}

export async function listAppointmentRequests(): Promise<AppointmentRequest[]> {
  await latency();
  requireDemoAdmin();
  return structuredClone(demoDb().appointmentRequests).sort(byNewest);
}

export async function listContactMessages(): Promise<ContactMessage[]> {
  await latency();
  requireDemoAdmin();
  return structuredClone(demoDb().contactMessages).sort(byNewest);
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
