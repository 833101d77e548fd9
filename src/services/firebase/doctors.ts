import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore/lite';
import { DOCTOR_POSTS_COUNT } from '../../config/constants';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Doctor, DoctorInput, PostSummary } from '../../types';
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

const postSummaryConverter = readConverter<PostSummary>((id, data) => ({
  id,
  title: asString(data.title),
  category: asString(data.category),
  publishedAt: toDate(data.publishedAt),
}));

/**
 * The newest published posts a doctor wrote, at most DOCTOR_POSTS_COUNT, for their page. Kept
 * here rather than in the blog's module, so a doctor's page does not load the blog's writes.
 */
export async function listDoctorPosts(doctorId: string): Promise<PostSummary[]> {
  const posts = query(
    collection(firestore(), 'blogs').withConverter(postSummaryConverter),
    where('authorId', '==', doctorId),
    // Every public query asks for published posts only; the rules refuse one that does not.
    where('published', '==', true),
    orderBy('publishedAt', 'desc'),
    limit(DOCTOR_POSTS_COUNT),
  );
  return (await getDocs(posts)).docs.map((d) => d.data());
}
