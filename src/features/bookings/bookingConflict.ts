import { minutesOfTime, sessionsFor } from '../../lib/booking';
import { dayOf, weekdayOf } from '../../lib/openingHours';
import type { ClinicHours, DoctorSchedule, Slot, VisitKind } from '../../types';

/**
 * Why an existing booking no longer fits what the clinic keeps (schedule changed, leave or a
 * closure added after it was made), or null. Such bookings stay: the front desk sees them listed
 * and calls the patient. The notice and the horizon do not apply to a booking already made.
 */
export function bookingConflict(
  slot: Pick<Slot, 'date' | 'time' | 'minutes'> & { visit?: VisitKind },
  schedule: DoctorSchedule | null,
  hours: ClinicHours,
): string | null {
  const { closure, times } = dayOf(hours, slot.date);
  if (closure) return `The clinic is closed that day (${closure.reason}).`;
  if (!times) return 'The clinic is closed on that weekday.';
  const start = minutesOfTime(slot.time);
  if (start < minutesOfTime(times.opens) || start + slot.minutes > minutesOfTime(times.closes)) return 'Outside the opening hours.';
  if (!schedule) return 'The doctor has no booking schedule.';
  if (schedule.leave.includes(slot.date)) return 'The doctor is on leave that day.';
  const sessions = sessionsFor(schedule, weekdayOf(slot.date), slot.visit);
  const inSession = sessions.some((session) => minutesOfTime(session.start) <= start && start + slot.minutes <= minutesOfTime(session.end));
  if (!inSession) return 'Outside the doctor’s sessions.';
  // A new slot length or session start moves the grid: a new slot could then overlap this booking.
  const onGrid = sessions.some(
    (session) => (start - minutesOfTime(session.start)) % schedule.slotMinutes === 0 && start >= minutesOfTime(session.start),
  );
  return slot.minutes === schedule.slotMinutes && onGrid ? null : 'The slot length or the session times changed after it was booked.';
}
