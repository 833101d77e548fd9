import { validPolicy } from '../../lib/booking';
import type { BookingPolicy, DoctorSchedule } from '../../types';
import { scheduleFields, validSchedule } from '../bookingFields';
import { allow, storedPolicy, storedSchedule } from './bookingState';
import { billReads, demoDb, latency, requireDemoAdmin, saveDemoDb } from './store';

/** Demo twin of the booking schedules module, with the rules' checks (admins only, valid schedules and rules). */

export async function getBookingPolicy(): Promise<BookingPolicy> {
  await latency();
  return billReads(storedPolicy(), 1);
}

export async function listSchedules(): Promise<DoctorSchedule[]> {
  await latency();
  const schedules = Object.keys(demoDb().doctorSchedules).map((id) => storedSchedule(id)!);
  return billReads(schedules, schedules.length);
}

export async function getSchedule(doctorId: string): Promise<DoctorSchedule | null> {
  await latency();
  return billReads(storedSchedule(doctorId), 1);
}

export async function getTakenSlots(doctorId: string, months: string[]): Promise<Set<string>> {
  await latency();
  const keys = months.flatMap((month) => Object.keys(demoDb().bookedSlots[`${doctorId}_${month}`] ?? {}));
  return billReads(new Set(keys), months.length);
}

// Admins ------------------------------------------------------------------------------------------

export async function saveSchedule(value: DoctorSchedule): Promise<void> {
  await latency();
  requireDemoAdmin();
  const fields = scheduleFields(value);
  allow(validSchedule(fields) && demoDb().doctors.some((d) => d.id === value.doctorId));
  demoDb().doctorSchedules[value.doctorId] = fields;
  saveDemoDb();
}

export async function saveBookingPolicy(policy: BookingPolicy): Promise<void> {
  await latency();
  requireDemoAdmin();
  allow(validPolicy(policy));
  demoDb().bookingPolicy = { ...policy };
  saveDemoDb();
}
