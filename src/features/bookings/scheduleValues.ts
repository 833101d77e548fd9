import { SLOT_LENGTHS } from '../../config/constants';
import { BOOKING_LIMITS } from '../../config/limits';
import { WEEKDAYS } from '../../lib/openingHours';
import type { DoctorSchedule } from '../../types';
import { inTimeOrder, sessionId, weekFromStored, weeklyToStore, type Week } from './scheduleWeek';

/** What the schedule form's fields hold. */
export interface ScheduleValues {
  week: Week;
  slotMinutes: number;
  /** The upcoming leave dates, in order. */
  leave: string[];
}

/** The fields as the stored schedule fills them, and how many of its leave dates are already past. */
export function scheduleFormValues(stored: DoctorSchedule, today: string): { values: ScheduleValues; pastLeave: number } {
  // Past leave has done its work: it is dropped with the next save.
  const leave = stored.leave.filter((date) => date >= today);
  return {
    values: { week: weekFromStored(stored.weekly, stored.video), slotMinutes: slotLengthWithinBounds(stored.slotMinutes), leave },
    pastLeave: stored.leave.length - leave.length,
  };
}

/**
 * A stored slot length the rules would no longer take (they once allowed 5 to 120 minutes) shows
 * as the nearest one they take: the admin sees it in the form before saving.
 */
const slotLengthWithinBounds = (minutes: number): number =>
  Math.min(BOOKING_LIMITS.slotMinutes.max, Math.max(BOOKING_LIMITS.slotMinutes.min, minutes));

/** The slot lengths offered: the usual ones, and the stored one (within the rules' bounds) even when it is not among them. */
export const slotLengths = (stored: number): number[] =>
  [...new Set<number>([...SLOT_LENGTHS, slotLengthWithinBounds(stored)])].sort((a, b) => a - b);

/** The id of the first session's start input (in weekday order) that has a problem, or null. */
export function firstProblemStart(ids: string, week: Week, problems: Map<number, string>): string | null {
  const day = WEEKDAYS.find((d) => week[d].some((row) => problems.has(row.key)));
  const row = day && week[day].find((r) => problems.has(r.key));
  return day && row ? `${sessionId(ids, day, row)}-start` : null;
}

/** What is saved: the sessions in time order, the leave still ahead on `today`; with the week and leave as the form then shows them. */
export function scheduleToSave(doctorId: string, { week, slotMinutes, leave }: ScheduleValues, today: string) {
  const sorted = inTimeOrder(week);
  const upcoming = leave.filter((date) => date >= today);
  const schedule: DoctorSchedule = { doctorId, ...weeklyToStore(sorted), slotMinutes, leave: upcoming };
  return { schedule, week: sorted, leave: upcoming };
}
