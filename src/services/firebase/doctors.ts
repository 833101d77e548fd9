import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Doctor, DoctorInput } from '../../types';
import { byDoctorOrder, doctorFields, doctorFromStored } from '../doctorFields';

/** The clinic's doctors (collection `doctors`): anyone reads them, admins keep them. */

const doctorConverter = readConverter<Doctor>((id, data) => doctorFromStored(id, data, toDate(data.updatedAt)));
const doctorsCollection = () => collection(firestore(), 'doctors');

/**
 * Every doctor, in the clinic's order (a handful: one read each, no paging). Sorted here, where
 * two doctors with the same place also go by name.
 */
export async function listDoctors(): Promise<Doctor[]> {
  const snapshot = await getDocs(doctorsCollection().withConverter(doctorConverter));
  return snapshot.docs.map((d) => d.data()).sort(byDoctorOrder);
}

/** One doctor, or null when there is none with that id. */
export async function getDoctor(id: string): Promise<Doctor | null> {
  const snapshot = await getDoc(doc(firestore(), 'doctors', id).withConverter(doctorConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Adds a doctor (admins only) and returns the new id. */
export async function createDoctor(input: DoctorInput): Promise<string> {
  const ref = await addDoc(doctorsCollection(), { ...doctorFields(input), updatedAt: serverTimestamp() });
  return ref.id;
}

/** Replaces a doctor's profile; `not-found` when another admin deleted it meanwhile (never re-creates it). */
export async function updateDoctor(id: string, input: DoctorInput): Promise<void> {
  await updateDoc(doc(firestore(), 'doctors', id), { ...doctorFields(input), updatedAt: serverTimestamp() });
}

export async function deleteDoctor(id: string): Promise<void> {
  await deleteDoc(doc(firestore(), 'doctors', id));
}
