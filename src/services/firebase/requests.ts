import { addDoc, collection, deleteDoc, doc, getDocs, orderBy, query, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type {
  AppointmentInput,
  AppointmentRequest,
  ContactInput,
  ContactMessage,
  MailStatus,
  RequestKind,
  RequestStatus,
} from '../../types';

/**
 * Stored contact messages and appointment requests. Anyone may create one; only admins read,
 * list, update and delete them (patients' data is private).
 */

const COLLECTIONS: Record<RequestKind, string> = { appointment: 'appointmentRequests', contact: 'contactMessages' };

const mailStatusOf = (value: unknown): MailStatus =>
  value === 'sent' || value === 'failed' || value === 'not-configured' ? value : 'pending';

const appointmentConverter = readConverter<AppointmentRequest>((id, data) => ({
  id,
  patientName: asString(data.patientName),
  patientEmail: asString(data.patientEmail),
  phoneNumber: asString(data.phoneNumber),
  appointmentDate: asString(data.appointmentDate),
  createdAt: toDate(data.createdAt),
  status: data.status === 'handled' ? 'handled' : 'new',
  mailStatus: mailStatusOf(data.mailStatus),
}));

const contactConverter = readConverter<ContactMessage>((id, data) => ({
  id,
  name: asString(data.name),
  email: asString(data.email),
  subject: asString(data.subject),
  message: asString(data.message),
  createdAt: toDate(data.createdAt),
  status: data.status === 'handled' ? 'handled' : 'new',
  mailStatus: mailStatusOf(data.mailStatus),
}));

const newRequestFields = () => ({ status: 'new', mailStatus: 'pending', createdAt: serverTimestamp() });

export async function createAppointmentRequest(input: AppointmentInput): Promise<string> {
  const ref = await addDoc(collection(firestore(), COLLECTIONS.appointment), {
    patientName: input.patientName.trim(),
    patientEmail: input.patientEmail.trim(),
    phoneNumber: input.phoneNumber.trim(),
    appointmentDate: input.appointmentDate,
    ...newRequestFields(),
  });
  return ref.id;
}

export async function createContactMessage(input: ContactInput): Promise<string> {
  const ref = await addDoc(collection(firestore(), COLLECTIONS.contact), {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
    ...newRequestFields(),
  });
  return ref.id;
}

/** Records whether the e-mail went out (allowed once, shortly after the request was stored). */
export async function recordMailStatus(kind: RequestKind, id: string, mailStatus: Exclude<MailStatus, 'pending'>): Promise<void> {
  await updateDoc(doc(firestore(), COLLECTIONS[kind], id), { mailStatus });
}

export async function listAppointmentRequests(): Promise<AppointmentRequest[]> {
  const snapshot = await getDocs(query(collection(firestore(), COLLECTIONS.appointment).withConverter(appointmentConverter), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((d) => d.data());
}

export async function listContactMessages(): Promise<ContactMessage[]> {
  const snapshot = await getDocs(query(collection(firestore(), COLLECTIONS.contact).withConverter(contactConverter), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((d) => d.data());
}

export async function setRequestStatus(kind: RequestKind, id: string, status: RequestStatus): Promise<void> {
  await updateDoc(doc(firestore(), COLLECTIONS[kind], id), { status });
}

/** Deletes a request for good (admins: spam, or a duplicate). */
export async function deleteRequest(kind: RequestKind, id: string): Promise<void> {
  await deleteDoc(doc(firestore(), COLLECTIONS[kind], id));
}
