import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { firestore } from '../../lib/firestore';
import type { ClinicHours } from '../../types';
import { hoursFields, hoursFromStored } from '../clinicHoursFields';

/** The clinic's opening hours (document clinic/hours): anyone reads them, admins keep them. */

const hoursDoc = () => doc(firestore(), 'clinic', 'hours');

/** The hours, or the clinic's default hours until an admin has saved them (one read). */
export async function getClinicHours(): Promise<ClinicHours> {
  const snapshot = await getDoc(hoursDoc());
  return hoursFromStored(snapshot.exists() ? snapshot.data() : undefined);
}

/** Replaces the hours (admins only); the appointment rule reads them from the next request on. */
export async function saveClinicHours(hours: ClinicHours): Promise<void> {
  // The record of a public change loads with the write, not with every page that reads the hours.
  const { recordContentChange } = await import('./contentChanges');
  const batch = writeBatch(firestore());
  batch.set(hoursDoc(), { ...hoursFields(hours), updatedAt: serverTimestamp() });
  recordContentChange(batch);
  await batch.commit();
}
