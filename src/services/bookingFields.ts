import { BOOKING_LIMITS } from '../config/limits';
import { isCalendarDate, TIME_PATTERN, WEEKDAYS } from '../lib/openingHours';
import type { DoctorSchedule, SessionTimes, Weekday } from '../types';

/**
 * A doctor's schedule as doctorSchedules/{doctorId} stores it, for both backends and the seed.
 * Leave dates are a map from date to true, so the rules can check a booking's date by key.
 */
export interface StoredSchedule {
  weekly: Record<Weekday, SessionTimes[]>;
  slotMinutes: number;
  leave: Record<string, true>;
}

const TIME = new RegExp(`^(?:${TIME_PATTERN})$`);

const validSession = (session: SessionTimes) => TIME.test(session.start) && TIME.test(session.end) && session.start < session.end;

/** The rules' validSchedule: every day's sessions well-formed and few, a slot length in bounds, real leave dates. */
export function validSchedule(schedule: StoredSchedule): boolean {
  const { min, max } = BOOKING_LIMITS.slotMinutes;
  return (
    WEEKDAYS.every((day) => {
      const sessions = schedule.weekly[day];
      return (
        Array.isArray(sessions) &&
        sessions.length <= BOOKING_LIMITS.sessionsPerDay &&
        sessions.every(validSession) &&
        // In time order and apart: overlapping sessions would offer overlapping slots.
        sessions.every((session, i) => i === 0 || sessions[i - 1].end <= session.start)
      );
    }) &&
    Number.isInteger(schedule.slotMinutes) &&
    schedule.slotMinutes >= min &&
    schedule.slotMinutes <= max &&
    Object.keys(schedule.leave).length <= BOOKING_LIMITS.leaveDates &&
    Object.keys(schedule.leave).every((date) => /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date))
  );
}

/** What an admin's save stores: each day's sessions in time order, the leave dates as a map. */
export function scheduleFields(schedule: Omit<DoctorSchedule, 'doctorId'>): StoredSchedule {
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...(schedule.weekly[day] ?? [])].map(({ start, end }) => ({ start, end })).sort((a, b) => a.start.localeCompare(b.start)),
    ]),
  ) as StoredSchedule['weekly'];
  return { weekly, slotMinutes: schedule.slotMinutes, leave: Object.fromEntries(schedule.leave.map((date) => [date, true as const])) };
}

/** A stored schedule as the app uses it, read defensively: a malformed session or date is left out. */
export function scheduleFromStored(doctorId: string, data: Record<string, unknown>): DoctorSchedule {
  const weekly = (data.weekly ?? {}) as Record<string, unknown>;
  const sessionsOf = (value: unknown): SessionTimes[] =>
    (Array.isArray(value) ? value : [])
      .filter((s): s is SessionTimes => typeof s?.start === 'string' && typeof s?.end === 'string' && validSession(s))
      .map(({ start, end }) => ({ start, end }));
  return {
    doctorId,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, sessionsOf(weekly[day])])) as DoctorSchedule['weekly'],
    slotMinutes: typeof data.slotMinutes === 'number' ? data.slotMinutes : 15,
    leave: Object.keys((data.leave ?? {}) as object)
      .filter(isCalendarDate)
      .sort(),
  };
}

/** No sessions at all: what a doctor without a schedule offers. */
export const emptyWeek = (): DoctorSchedule['weekly'] =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as DoctorSchedule['weekly'];
