import { policyFromStored } from '../../lib/booking';
import type { BookingPolicy, DoctorSchedule } from '../../types';
import { scheduleFromStored } from '../bookingFields';
import { demoDb, permissionDenied } from './store';

/** What the demo's two booking modules share: the stored rules and schedules as the app reads them, and the rules' refusal. */

export function storedPolicy(): BookingPolicy {
  return policyFromStored(demoDb().bookingPolicy as unknown as Record<string, unknown> | undefined);
}

export function storedSchedule(doctorId: string): DoctorSchedule | null {
  const stored = demoDb().doctorSchedules[doctorId];
  return stored ? scheduleFromStored(doctorId, stored as unknown as Record<string, unknown>) : null;
}

/** Throws the rules' refusal unless `ok`. */
export function allow(ok: boolean): void {
  if (!ok) throw permissionDenied();
}
