import { BOOKING_LIMITS } from '../config/limits';
import { CALENDAR_DATE_PATTERN, rulesRegExp } from '../config/rulesPatterns';
import { isCalendarDate, TIME_PATTERN, WEEKDAYS } from '../lib/openingHours';
import type { DoctorSchedule, SessionTimes, Weekday } from '../types';

/**
 * A doctor's schedule as doctorSchedules/{doctorId} stores it, for both backends and the seed.
 * Each weekday's sessions are one string, "09:30-13:00,16:00-18:30" ('' for none), in time order:
 * the rules check a whole day with one pattern and a few comparisons, so that a full week stays
 * within their 1,000 expressions per request. Leave dates are a map from date to true, so the
 * rules can check a booking's date by key.
 */
export interface StoredSchedule {
  /** The sessions at the clinic. */
  weekly: Record<Weekday, string>;
  /** The sessions by video (issue 46), the same way; schedules saved before video visits have none. */
  video?: Record<Weekday, string>;
  slotMinutes: number;
  leave: Record<string, true>;
}

const TIME = new RegExp(`^(?:${TIME_PATTERN})$`);
const DAY = new RegExp(`^(?:(?:${TIME_PATTERN})-(?:${TIME_PATTERN})(?:,(?:${TIME_PATTERN})-(?:${TIME_PATTERN}))*)?$`);

const validSession = (session: SessionTimes) => TIME.test(session.start) && TIME.test(session.end) && session.start < session.end;

const sessionsOf = (day: string): SessionTimes[] =>
  day ? day.split(',').map((session) => ({ start: session.slice(0, 5), end: session.slice(6, 11) })) : [];

/**
 * The rules' validSchedule: every day at most three well-formed sessions, in time order and
 * apart (overlapping sessions would offer overlapping slots), a slot length in bounds, at most
 * 100 real leave dates, each to true.
 */
export function validSchedule(schedule: StoredSchedule): boolean {
  const { min, max } = BOOKING_LIMITS.slotMinutes;
  // Made here, not beside TIME and DAY: only the demo twin checks a schedule, so the production
  // build's booking page (which reads schedules through this module) leaves the long pattern out.
  const leaveDate = rulesRegExp(CALENDAR_DATE_PATTERN);
  const validWeek = (week: Record<Weekday, string>, ordered = true) =>
    typeof week === 'object' &&
    week !== null &&
    Object.keys(week).every((key) => (WEEKDAYS as readonly string[]).includes(key)) &&
    WEEKDAYS.every((weekday) => {
      const day = week[weekday];
      if (typeof day !== 'string' || !DAY.test(day)) return false;
      const sessions = sessionsOf(day);
      return (
        sessions.length <= BOOKING_LIMITS.sessionsPerDay &&
        (!ordered || (sessions.every(validSession) && sessions.every((session, i) => i === 0 || sessions[i - 1].end <= session.start)))
      );
    });
  return (
    validWeek(schedule.weekly) &&
    // The rules check the video week's form only (its order is the editor's check): see validVideoWeek.
    (schedule.video === undefined || validWeek(schedule.video, false)) &&
    Number.isInteger(schedule.slotMinutes) &&
    schedule.slotMinutes >= min &&
    schedule.slotMinutes <= max &&
    Object.keys(schedule.leave).length <= BOOKING_LIMITS.leaveDates &&
    Object.keys(schedule.leave).every((date) => leaveDate.test(date)) &&
    Object.values(schedule.leave).every((value) => value === true)
  );
}

/** What an admin's save stores: each day's sessions in time order as one string, the leave dates as a map. */
export function scheduleFields(schedule: Omit<DoctorSchedule, 'doctorId'>): StoredSchedule {
  const stored = (week: DoctorSchedule['weekly']) =>
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        [...(week[day] ?? [])]
          .sort((a, b) => a.start.localeCompare(b.start))
          .map(({ start, end }) => `${start}-${end}`)
          .join(','),
      ]),
    ) as StoredSchedule['weekly'];
  const byVideo = WEEKDAYS.some((day) => (schedule.video?.[day] ?? []).length > 0);
  return {
    weekly: stored(schedule.weekly),
    // Only when there is one: the front desk may change only the leave of a schedule, so saving
    // one stored before video visits must not add the field.
    ...(byVideo ? { video: stored(schedule.video) } : {}),
    slotMinutes: schedule.slotMinutes,
    leave: Object.fromEntries(schedule.leave.map((date) => [date, true as const])),
  };
}

/** A stored schedule as the app uses it, read defensively: a malformed session or date is left out. */
export function scheduleFromStored(doctorId: string, data: Record<string, unknown>): DoctorSchedule {
  const read = (value: unknown): SessionTimes[] => (typeof value === 'string' ? sessionsOf(value).filter(validSession) : []);
  const week = (stored: unknown) => {
    const days = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
    return Object.fromEntries(WEEKDAYS.map((day) => [day, read(days[day])])) as DoctorSchedule['weekly'];
  };
  return {
    doctorId,
    weekly: week(data.weekly),
    // Saved before video visits: none by video.
    video: week(data.video),
    slotMinutes: typeof data.slotMinutes === 'number' ? data.slotMinutes : 15,
    leave: Object.keys((data.leave ?? {}) as object)
      .filter(isCalendarDate)
      .sort(),
  };
}

/** No sessions at all: what a doctor without a schedule offers. */
export const emptyWeek = (): DoctorSchedule['weekly'] =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as DoctorSchedule['weekly'];
