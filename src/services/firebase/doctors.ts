import {
  collection,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type Transaction,
} from 'firebase/firestore/lite';
import { DOCTOR_POSTS_COUNT } from '../../config/constants';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Doctor, DoctorInput, PostSummary } from '../../types';
import { byDoctorOrder, doctorFields, doctorFromStored } from '../doctorFields';
import { documentGone, isPermissionDenied } from '../errors';

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

const reservedNamesRef = () => doc(firestore(), 'clinic', 'reservedNames');

/**
 * Keeps clinic/reservedNames in step with doctor `id` in the same transaction as the doctor's
 * write (the rules refuse the write otherwise): `from` is the name they carried, `to` the one they
 * carry after it (null: deleted). A name already held by someone else stays theirs; a doctor saved
 * before names were reserved gets theirs on their next save.
 */
async function keepNameInStep(tx: Transaction, id: string, from: string | null, to: string | null): Promise<void> {
  // Loaded by an admin's save only: the doctors' pages read this module too.
  const { reservedNameKey } = await import('../publicName');
  const [fromKey, toKey] = [from && reservedNameKey(from), to && reservedNameKey(to)];
  const snapshot = await tx.get(reservedNamesRef());
  const holder = (key: string): unknown => (snapshot.exists() ? snapshot.get(new FieldPath('names', key)) : undefined);
  const changes: Record<string, unknown> = {};
  if (fromKey && fromKey !== toKey && holder(fromKey) === `doctor:${id}`) changes[fromKey] = deleteField();
  if (toKey && !holder(toKey)) changes[toKey] = `doctor:${id}`;
  // `changed` says whose names these are: the rules check them against this doctor's write.
  if (Object.keys(changes).length) tx.set(reservedNamesRef(), { names: changes, changed: `doctor:${id}` }, { merge: true });
}

/**
 * Runs a doctor's write once more when the rules refused it: another admin's write may have
 * reserved the same name between this one's read and its commit, and the rules never hand a name
 * from one holder to another. Read again, the name is left to its holder.
 */
async function withNamesInStep(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await write();
  }
}

/** The record of a public change (contentChanges.ts) loads with an admin's write, not with a visitor's read of this module. */
const loadContentChanges = () => import('./contentChanges');

/** Adds a doctor (admins only), reserving their name, and returns the new id. */
export async function createDoctor(input: DoctorInput): Promise<string> {
  const { recordContentChange } = await loadContentChanges();
  const ref = doc(doctorsCollection());
  await withNamesInStep(() =>
    runTransaction(firestore(), async (tx) => {
      await keepNameInStep(tx, ref.id, null, input.name);
      tx.set(ref, { ...doctorFields(input), updatedAt: serverTimestamp() });
      recordContentChange(tx);
    }),
  );
  return ref.id;
}

/**
 * Replaces a doctor's profile, moving their reserved name with it; `not-found` when another admin
 * deleted it meanwhile (never re-creates it).
 */
export async function updateDoctor(id: string, input: DoctorInput): Promise<void> {
  const { recordContentChange } = await loadContentChanges();
  const ref = doc(firestore(), 'doctors', id);
  await withNamesInStep(() =>
    runTransaction(firestore(), async (tx) => {
      const stored = await tx.get(ref);
      if (!stored.exists()) throw documentGone();
      await keepNameInStep(tx, id, String(stored.get('name') ?? ''), input.name);
      tx.update(ref, { ...doctorFields(input), updatedAt: serverTimestamp() });
      recordContentChange(tx);
    }),
  );
}

/** Deletes a doctor and frees their name (unless someone else holds it too). */
export async function deleteDoctor(id: string): Promise<void> {
  const { recordContentChange } = await loadContentChanges();
  const ref = doc(firestore(), 'doctors', id);
  await runTransaction(firestore(), async (tx) => {
    const stored = await tx.get(ref);
    if (!stored.exists()) return;
    await keepNameInStep(tx, id, String(stored.get('name') ?? ''), null);
    tx.delete(ref);
    recordContentChange(tx);
  });
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
