import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { policyFromStored } from '../../lib/booking';
import { firestore } from '../../lib/firestore';
import type { BookingPolicy, DoctorSchedule } from '../../types';
import { scheduleFields, scheduleFromStored } from '../bookingFields';

/**
 * What anyone reads to see the free times (firestore.rules: "Bookings"): the doctors' schedules,
 * the clinic's booking rules, and which slots are taken (never by whom); admins keep the first
 * two. The bookings themselves are bookings.ts.
 */

const db = () => firestore();

/** The clinic's booking rules (clinic/booking), or the defaults until an admin saves them. One read. */
export async function getBookingPolicy(): Promise<BookingPolicy> {
  const snapshot = await getDoc(doc(db(), 'clinic', 'booking'));
  return policyFromStored(snapshot.exists() ? snapshot.data() : undefined);
}

/** Every doctor's schedule (one read per doctor with a schedule). */
export async function listSchedules(): Promise<DoctorSchedule[]> {
  const snapshot = await getDocs(collection(db(), 'doctorSchedules'));
  return snapshot.docs.map((d) => scheduleFromStored(d.id, d.data()));
}

/** One doctor's schedule, or null when the clinic has not set one. */
export async function getSchedule(doctorId: string): Promise<DoctorSchedule | null> {
  const snapshot = await getDoc(doc(db(), 'doctorSchedules', doctorId));
  return snapshot.exists() ? scheduleFromStored(doctorId, snapshot.data()) : null;
}

/**
 * The keys (slotKey) of a doctor's taken slots in the given months (YYYY-MM): one read per month,
 * however many bookings there are. The public mirror (takenSlots) says which slots are taken,
 * never by whom nor under which booking.
 */
export async function getTakenSlots(doctorId: string, months: string[]): Promise<Set<string>> {
  const snapshots = await Promise.all(months.map((month) => getDoc(doc(db(), 'takenSlots', `${doctorId}_${month}`))));
  return new Set(snapshots.flatMap((s) => Object.keys((s.data()?.taken ?? {}) as Record<string, true>)));
}

// Admins ----------------------------------------------------------------------------------------

export async function saveSchedule(schedule: DoctorSchedule): Promise<void> {
  await setDoc(doc(db(), 'doctorSchedules', schedule.doctorId), { ...scheduleFields(schedule), updatedAt: serverTimestamp() });
}

export async function saveBookingPolicy(policy: BookingPolicy): Promise<void> {
  await setDoc(doc(db(), 'clinic', 'booking'), { ...policy, updatedAt: serverTimestamp() });
}
