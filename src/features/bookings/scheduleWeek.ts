import { minutesOfTime } from '../../lib/booking';
import { formatTime, TIME_PATTERN, WEEKDAYS } from '../../lib/openingHours';
import type { ClinicHours, DoctorSchedule, Weekday } from '../../types';
import type { BookingStaffMessages } from './staffMessages';

const TIME = new RegExp(`^(?:${TIME_PATTERN})$`);

/**
 * A session as edited; `key` keeps a row's inputs in place when an earlier one is removed. A
 * session is held at the clinic, by video (issue 46), or both: each slot is still one booking.
 */
export interface SessionRow {
  key: number;
  start: string;
  end: string;
  clinic: boolean;
  video: boolean;
}

export type Week = Record<Weekday, SessionRow[]>;

/** The page's words (`t`) and its weekday names: what the checks and the summary are written in. */
export interface ScheduleWords {
  t: BookingStaffMessages;
  dayName: (day: Weekday) => string;
}

let lastRowKey = 0;
export const newRow = (start = '', end = '', ways = { clinic: true, video: false }): SessionRow => ({
  key: ++lastRowKey,
  start,
  end,
  ...ways,
});

/** The stored weeks (at the clinic, by video) as rows to edit: a session in both with the same times is one row. */
export function weekFromStored(weekly: DoctorSchedule['weekly'], video: DoctorSchedule['video']): Week {
  const rows = (day: Weekday) => {
    const byVideo = video?.[day] ?? [];
    const same = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start === b.start && a.end === b.end;
    const clinicRows = weekly[day].map((s) => newRow(s.start, s.end, { clinic: true, video: byVideo.some((v) => same(v, s)) }));
    const videoOnly = byVideo
      .filter((v) => !weekly[day].some((s) => same(v, s)))
      .map((v) => newRow(v.start, v.end, { clinic: false, video: true }));
    return [...clinicRows, ...videoOnly].sort((a, b) => a.start.localeCompare(b.start));
  };
  return Object.fromEntries(WEEKDAYS.map((day) => [day, rows(day)])) as Week;
}

/** Each day's sessions in time order: how they are stored. */
export const inTimeOrder = (week: Week): Week =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [...week[day]].sort((a, b) => a.start.localeCompare(b.start))])) as Week;

/** The rows as the schedule stores them (without their keys): the sessions at the clinic, and those by video. */
export function weeklyToStore(week: Week): Pick<DoctorSchedule, 'weekly' | 'video'> {
  const held = (way: 'clinic' | 'video') =>
    Object.fromEntries(
      WEEKDAYS.map((day) => [day, week[day].filter((row) => row[way]).map(({ start, end }) => ({ start, end }))]),
    ) as DoctorSchedule['weekly'];
  return { weekly: held('clinic'), video: held('video') };
}

/** The id a session's inputs start with (`-start`, `-end`, `-problem` follow), under the form's `ids`. */
export const sessionId = (ids: string, day: Weekday, row: SessionRow) => `${ids}-${day}-${row.key}`;
/** The id of a day's "Add a session" button. */
export const addSessionId = (ids: string, day: Weekday) => `${ids}-${day}-add`;

export const wellFormed = (row: SessionRow) => TIME.test(row.start) && TIME.test(row.end) && row.start < row.end;

/**
 * What is wrong with each session (by row key): both times given, the end after the start, at
 * least one slot long, held at the clinic or by video (or both), on a day and inside the hours
 * the clinic is open, not overlapping an earlier session of the same day (at the clinic or by
 * video: it is one doctor). Video sessions keep to the clinic's hours too: when a call cannot
 * connect, the page gives the clinic's phone, and someone must be there to answer it. Slots outside the hours would never be offered (the rules
 * refuse them), so the schedule says no more than patients can book.
 */
export function sessionProblems(week: Week, slotMinutes: number, hours: ClinicHours, { t, dayName }: ScheduleWords): Map<number, string> {
  const problems = new Map<number, string>();
  for (const day of WEEKDAYS) {
    const name = dayName(day);
    const open = hours.weekly[day];
    week[day].forEach((row, index) => {
      const label = t.sessionLabel(name, index + 1);
      const earlier = week[day].slice(0, index).findIndex((other) => wellFormed(other) && other.start < row.end && row.start < other.end);
      let problem: string | null = null;
      if (!TIME.test(row.start) || !TIME.test(row.end)) problem = t.sessionMissingTimes(label);
      else if (!row.clinic && !row.video) problem = t.sessionNoWay(label);
      else if (row.start >= row.end) problem = t.sessionEndsFirst(label);
      else if (minutesOfTime(row.end) - minutesOfTime(row.start) < slotMinutes) {
        problem = t.sessionTooShort(label, slotMinutes);
      } else if (!open) {
        problem = t.sessionOnClosedDay(name);
      } else if (row.start < open.opens || row.end > open.closes) {
        problem = t.sessionOutsideHours(label, formatTime(open.opens), formatTime(open.closes), name);
      } else if (earlier >= 0) {
        problem = t.sessionOverlaps(label, earlier + 1);
      }
      if (problem) problems.set(row.key, problem);
    });
  }
  return problems;
}
