import { validPolicy } from '../../lib/booking';
import type { BookingPolicy, DoctorSchedule } from '../../types';
import { scheduleFields, validSchedule, type StoredSchedule } from '../bookingFields';
import { allow, storedPolicy, storedSchedule } from './bookingState';
import { WEEKDAYS } from '../../lib/openingHours';
import { billReads, demoCan, demoDb, latency, requireDemoPermission, saveDemoDb } from './store';

/**
 * Demo twin of the booking schedules module, with the rules' checks (valid schedules and rules;
 * the owner sets them, the front desk only a schedule's leave dates).
 */

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

// Staff -------------------------------------------------------------------------------------------

/** As the rules: the owner (editSchedules) sets everything; the front desk (editLeave) only the leave dates of a schedule that exists. */
function requireMaySave(doctorId: string, fields: StoredSchedule): void {
  if (demoCan('editSchedules')) return;
  const stored = demoDb().doctorSchedules[doctorId];
  // As the rules' affectedKeys: `video` present or absent counts as well as its sessions.
  const sameVideo =
    stored?.video === undefined ? fields.video === undefined : WEEKDAYS.every((day) => stored.video?.[day] === fields.video?.[day]);
  const sameSessions =
    stored !== undefined &&
    stored.slotMinutes === fields.slotMinutes &&
    WEEKDAYS.every((day) => stored.weekly[day] === fields.weekly[day]) &&
    sameVideo;
  if (!sameSessions) requireDemoPermission('editSchedules');
  requireDemoPermission('editLeave');
}

export async function saveSchedule(value: DoctorSchedule): Promise<void> {
  await latency();
  const fields = scheduleFields(value);
  requireMaySave(value.doctorId, fields);
  allow(validSchedule(fields) && demoDb().doctors.some((d) => d.id === value.doctorId));
  demoDb().doctorSchedules[value.doctorId] = fields;
  saveDemoDb();
}

export async function saveBookingPolicy(policy: BookingPolicy): Promise<void> {
  await latency();
  requireDemoPermission('setBookingPolicy');
  allow(validPolicy(policy));
  demoDb().bookingPolicy = { ...policy };
  saveDemoDb();
}
