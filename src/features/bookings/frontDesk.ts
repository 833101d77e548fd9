import { getBookingPolicy, listSchedules } from '@services/bookingSchedules';
import { listDoctors } from '@services/doctors';
import { toast } from '../../lib/toast';
import type { BookingPolicy, Doctor, DoctorSchedule } from '../../types';

/** What every read of this page is tagged with: a write reloads the day and the checks. */
export const FRONT_DESK_TAG = 'front-desk-bookings';

/** What the front desk reads once: the doctors in the clinic's order, their schedules and the booking rules. */
export interface Setup {
  doctors: Doctor[];
  schedules: Record<string, DoctorSchedule>;
  policy: BookingPolicy;
}

export async function loadSetup(): Promise<Setup> {
  const [doctors, schedules, policy] = await Promise.all([listDoctors(), listSchedules(), getBookingPolicy()]);
  return { doctors, schedules: Object.fromEntries(schedules.map((s) => [s.doctorId, s])), policy };
}

/** A write's result: done, or not (with why, or null when another write was still running). */
export type WriteOutcome = { ok: true } | { ok: false; message: string | null };
/**
 * Runs one write of the page: `done` is toasted on success, `failed` leads the message of a
 * failure, `refused` (when given) is the whole message when the rules refuse it.
 */
export type RunWrite = (task: () => Promise<unknown>, words: { done: string; failed: string; refused?: string }) => Promise<WriteOutcome>;

/** A button's write failed: says why (the list is already being read again). */
export const report = (outcome: WriteOutcome) => {
  if (!outcome.ok && outcome.message) toast.error(outcome.message);
};
