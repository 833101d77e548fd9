import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type FirestoreDataConverter,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { REQUEST_PAGE_SIZE } from '../../config/constants';
import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
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

/**
 * Stored contact messages and appointment requests. Anyone may create one; only the front desk
 * (and the owner) read, list, update and delete them (patients' data is private), under the
 * access log's rules: the inbox's reads after today's access record, each change with its entry.
 */

const COLLECTIONS = { appointment: 'appointmentRequests', contact: 'contactMessages' } as const satisfies Record<RequestKind, string>;

/** The access log loads with the inbox, not with a visitor's request form. */
const loadAccessLog = () => import('./accessLog');

/** The inbox reads under today's access record ('inbox'). */
async function inInbox<T>(read: () => Promise<T>): Promise<T> {
  await (await loadAccessLog()).recordAccess('inbox');
  return read();
}

// Every status the rules allow is kept as stored; anything else reads as new, so it is seen.
const statusOf = (value: unknown): RequestStatus => (value === 'handled' || value === 'spam' || value === 'withdrawn' ? value : 'new');

const mailStatusOf = (value: unknown): MailStatus =>
  value === 'sent' || value === 'failed' || value === 'not-configured' ? value : 'pending';

const appointmentConverter = readConverter<AppointmentRequest>((id, data) => ({
  id,
  patientName: asString(data.patientName),
  patientEmail: asString(data.patientEmail),
  phoneNumber: asString(data.phoneNumber),
  appointmentDate: asString(data.appointmentDate),
  createdAt: toDate(data.createdAt),
  status: statusOf(data.status),
  mailStatus: mailStatusOf(data.mailStatus),
  noticeVersion: asString(data.noticeVersion),
  uid: asString(data.uid) || null,
}));

const contactConverter = readConverter<ContactMessage>((id, data) => ({
  id,
  name: asString(data.name),
  email: asString(data.email),
  subject: asString(data.subject),
  message: asString(data.message),
  createdAt: toDate(data.createdAt),
  status: statusOf(data.status),
  mailStatus: mailStatusOf(data.mailStatus),
  noticeVersion: asString(data.noticeVersion),
  uid: asString(data.uid) || null,
}));

/** What every new request carries; `owner` is the signed-in sender's uid (the rules allow only their own). */
const newRequestFields = (owner?: string) => ({
  status: 'new',
  mailStatus: 'pending',
  createdAt: serverTimestamp(),
  noticeVersion: PRIVACY_NOTICE_VERSION,
  ...(owner ? { uid: owner } : {}),
});

export async function createAppointmentRequest(input: AppointmentRequestInput, owner?: string): Promise<string> {
  const ref = await addDoc(collection(firestore(), COLLECTIONS.appointment), {
    patientName: input.patientName.trim(),
    patientEmail: input.patientEmail.trim(),
    phoneNumber: input.phoneNumber.trim(),
    appointmentDate: input.appointmentDate,
    ...newRequestFields(owner),
  });
  return ref.id;
}

export async function createContactMessage(input: ContactInput, owner?: string): Promise<string> {
  const ref = await addDoc(collection(firestore(), COLLECTIONS.contact), {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
    ...newRequestFields(owner),
  });
  return ref.id;
}

/** Records whether the e-mail went out (allowed once, shortly after the request was stored). */
export async function recordMailStatus(kind: RequestKind, id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await updateDoc(doc(firestore(), COLLECTIONS[kind], id), { mailStatus });
}

/**
 * One page of the requests that `filter` selects, newest first (ties broken by id, so paging
 * never skips or repeats one). The inbox selects a status, My requests the sender's uid: each
 * needs its composite index (status or uid, createdAt desc) in firestore.indexes.json.
 */
async function listPage<T extends { id: string; createdAt: Date | null }>(
  kind: RequestKind,
  converter: FirestoreDataConverter<T>,
  filter: { field: 'status' | 'uid'; value: string },
  after?: RequestCursor,
): Promise<RequestPage<T>> {
  const constraints: QueryConstraint[] = [
    where(filter.field, '==', filter.value),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
  ];
  if (after) constraints.push(startAfter(Timestamp.fromDate(after.createdAt), after.id));
  constraints.push(limit(REQUEST_PAGE_SIZE));
  const snapshot = await getDocs(query(collection(firestore(), COLLECTIONS[kind]).withConverter(converter), ...constraints));
  const requests = snapshot.docs.map((d) => d.data());
  const last = requests.at(-1);
  return { requests, next: requests.length === REQUEST_PAGE_SIZE && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null };
}

export const listAppointmentRequests = (status: RequestStatus, after?: RequestCursor) =>
  inInbox(() => listPage('appointment', appointmentConverter, { field: 'status', value: status }, after));

export const listContactMessages = (status: RequestStatus, after?: RequestCursor) =>
  inInbox(() => listPage('contact', contactConverter, { field: 'status', value: status }, after));

/** My requests: the appointment requests the account `uid` sent while signed in (only its own: the rules). */
export const listMyAppointmentRequests = (uid: string, after?: RequestCursor) =>
  listPage('appointment', appointmentConverter, { field: 'uid', value: uid }, after);

export const listMyContactMessages = (uid: string, after?: RequestCursor) =>
  listPage('contact', contactConverter, { field: 'uid', value: uid }, after);

/** The sender takes back a request the clinic has not dealt with (new, or spam, which they see as new). */
export async function withdrawRequest(kind: RequestKind, id: string): Promise<void> {
  await updateDoc(doc(firestore(), COLLECTIONS[kind], id), { status: 'withdrawn' });
}

/**
 * How many requests of both kinds are new: two count queries, which read no request, but the rules
 * count them as opening the inbox (its access record).
 */
export async function countNewRequests(): Promise<number> {
  const counts = await inInbox(() =>
    Promise.all(Object.values(COLLECTIONS).map((name) => getCount(query(collection(firestore(), name), where('status', '==', 'new'))))),
  );
  return counts.reduce((sum, snapshot) => sum + snapshot.data().count, 0);
}

/** The front desk moves a request to another status, with its access-log entry. */
export async function setRequestStatus(kind: RequestKind, request: StoredRequestFields, status: RequestStatus): Promise<void> {
  if (status === 'withdrawn') throw new Error('Only the sender withdraws a request');
  const { logWrite } = await loadAccessLog();
  const batch = writeBatch(firestore());
  const what = {
    collection: COLLECTIONS[kind],
    docId: request.id,
    action: status,
    patientUid: request.uid ?? '',
    job: 'frontDesk',
  } as const;
  batch.update(doc(firestore(), COLLECTIONS[kind], request.id), { status, ...(await logWrite(batch, what)) });
  await batch.commit();
}

/** The sender deletes their own request for good (My requests, and erasing their account). */
export async function deleteRequest(kind: RequestKind, id: string): Promise<void> {
  await deleteDoc(doc(firestore(), COLLECTIONS[kind], id));
}

/** The front desk deletes a request for good (spam, or a duplicate), with its access-log entry. */
export async function deleteFromInbox(kind: RequestKind, request: StoredRequestFields): Promise<void> {
  const { logWrite } = await loadAccessLog();
  const batch = writeBatch(firestore());
  await logWrite(batch, {
    collection: COLLECTIONS[kind],
    docId: request.id,
    action: 'delete',
    patientUid: request.uid ?? '',
    job: 'frontDesk',
    createdAt: request.createdAt,
  });
  batch.delete(doc(firestore(), COLLECTIONS[kind], request.id));
  await batch.commit();
}

/** All of a person's requests (their data export) and their erasure (deleting their account). */
export const { listAllMyRequests, deleteMyRequests } = wholeOfMyRequests({
  listMyAppointmentRequests,
  listMyContactMessages,
  deleteRequest,
});
