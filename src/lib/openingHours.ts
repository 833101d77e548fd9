import { clinic } from '../config/clinic';
import { formatCalendarDay, formatCalendarDayShort, fromIsoDate } from './dates';
import type { ClinicHours, Closure, OpeningTimes, Weekday } from '../types';
import { WEEKDAYS, weekdayName } from './weekdays';

/**
 * The clinic's opening hours, worked out in the clinic's time zone (clinic.timeZone) whatever
 * the visitor's: whether it is open now and until when, when it opens next, and which dates the
 * appointment form refuses. Pure functions of the hours and an instant, so tests can pass any.
 */

export { WEEKDAYS, weekdayName } from './weekdays';

/** "HH:MM", 00:00 to 23:59 (the rules check the same pattern). */
export const TIME_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ClinicMoment {
  /** The clinic's date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  /** Minutes since the clinic's midnight. */
  minutes: number;
}

const clinicClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: clinic.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The clinic's date and time at the instant `at`. */
export function clinicMoment(at: Date): ClinicMoment {
  const part = Object.fromEntries(clinicClock.formatToParts(at).map(({ type, value }) => [type, value]));
  const date = `${part.year}-${part.month}-${part.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** The clinic's date today, YYYY-MM-DD (the appointment form's earliest date). */
export const clinicToday = (at = new Date()) => clinicMoment(at).date;

/** The weekday of a calendar date (no time zone involved). */
export function weekdayOf(isoDate: string): Weekday {
  return WEEKDAYS[(fromIsoDate(isoDate).getUTCDay() + 6) % 7];
}

/** The calendar date `days` after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const day = fromIsoDate(isoDate);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(fromIsoDate(value).getTime()) && fromIsoDate(value).toISOString().startsWith(value);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What a date holds: its closure, if any, and its opening times (null when closed all day). */
export function dayOf(hours: ClinicHours, isoDate: string): { closure: Closure | null; times: OpeningTimes | null } {
  const closure = hours.closures.find((c) => c.date === isoDate) ?? null;
  return { closure, times: closure ? null : hours.weekly[weekdayOf(isoDate)] };
}

/** "7 pm", "9:30 am", "12 pm" (noon): how people in the clinic say a time. */
export function formatTime(time: string): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}${minute === '00' ? '' : `:${minute}`} ${hour < 12 ? 'am' : 'pm'}`;
}

export type OpenState =
  | { open: true; closes: string }
  | {
      open: false;
      /** Today's closure, when that is why. */
      closure: Closure | null;
      /** The next opening within NEXT_OPENING_SEARCH_DAYS, or null. */
      next: { date: string; opens: string; inDays: number } | null;
    };

/** How far ahead "opens …" looks: past a long closure, but not forever (a clinic closed for good). */
const NEXT_OPENING_SEARCH_DAYS = 90;

/** Whether the clinic is open at `at`, and until when or from when. */
export function openState(hours: ClinicHours, at: Date): OpenState {
  const now = clinicMoment(at);
  const today = dayOf(hours, now.date);
  if (today.times && minutesOf(today.times.opens) <= now.minutes && now.minutes < minutesOf(today.times.closes)) {
    return { open: true, closes: today.times.closes };
  }
  for (let inDays = 0; inDays <= NEXT_OPENING_SEARCH_DAYS; inDays++) {
    const date = addDays(now.date, inDays);
    const { times } = dayOf(hours, date);
    if (times && (inDays > 0 || now.minutes < minutesOf(times.opens))) {
      return { open: false, closure: today.closure, next: { date, opens: times.opens, inDays } };
    }
  }
  return { open: false, closure: today.closure, next: null };
}

/** "Open now · closes 7 pm", "Closed · opens Monday 9 am", "Closed today (Diwali) · opens tomorrow 9 am". */
export function openStateText(state: OpenState): string {
  if (state.open) return `Open now · closes ${formatTime(state.closes)}`;
  const closed = state.closure ? `Closed today (${state.closure.reason})` : 'Closed';
  if (!state.next) return closed;
  const { date, opens, inDays } = state.next;
  const when =
    inDays === 0 ? 'today' : inDays === 1 ? 'tomorrow' : inDays < 7 ? weekdayName(weekdayOf(date)) : formatCalendarDayShort(date);
  return `${closed} · opens ${when} ${formatTime(opens)}`;
}

/** Why the clinic cannot see a patient on `isoDate` (a closure or a closed weekday), or null. */
export function closedDayProblem(hours: ClinicHours, isoDate: string): string | null {
  const { closure, times } = dayOf(hours, isoDate);
  if (closure) {
    return `The clinic is closed on ${formatCalendarDay(isoDate)} (${closure.reason}). Please choose another day.`;
  }
  if (!times) return `The clinic is closed on ${weekdayName(weekdayOf(isoDate))}s. Please choose another day.`;
  return null;
}

/** The closures from `today` on, soonest first: what patients need to know. */
export const upcomingClosures = (hours: ClinicHours, today: string) => hours.closures.filter((c) => c.date >= today);

/** How a language names days and joins them (the appointment form passes its own; English by default). */
export interface DayWords {
  name: (day: Weekday) => string;
  range: (first: string, last: string) => string;
  list: (init: string, last: string) => string;
}

const ENGLISH_DAYS: DayWords = {
  name: weekdayName,
  range: (first, last) => `${first} to ${last}`,
  list: (init, last) => `${init} and ${last}`,
};

/** The open weekdays in words: "Monday to Saturday", "Monday to Friday and Sunday". */
export function openDaysText(hours: ClinicHours, words: DayWords = ENGLISH_DAYS): string {
  const runs: Weekday[][] = [];
  WEEKDAYS.forEach((day, index) => {
    if (!hours.weekly[day]) return;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === index - 1) last.push(day);
    else runs.push([day]);
  });
  const named = runs.flatMap((run) => (run.length >= 3 ? [words.range(words.name(run[0]), words.name(run.at(-1)!))] : run.map(words.name)));
  return named.length <= 1 ? (named[0] ?? '') : words.list(named.slice(0, -1).join(', '), named.at(-1)!);
}

/**
 * A closure's reason in a page's language (`locale`: "kn", or an Intl tag such as "kn-IN"): its
 * Kannada or Hindi where an admin wrote it, otherwise the English with `translated: false`.
 */
export function closureReasonIn(closure: Closure, locale: string): { reason: string; translated: boolean } {
  const language = locale.split('-')[0];
  if (language === 'en') return { reason: closure.reason, translated: true };
  const translation = closure.translations?.[language as keyof NonNullable<Closure['translations']>];
  return translation ? { reason: translation, translated: true } : { reason: closure.reason, translated: false };
}
