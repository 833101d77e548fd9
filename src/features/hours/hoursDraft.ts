/** The hours editor's values and their checks, as pure functions: useHoursEditorForm holds the state. */
import { HOURS_LIMITS } from '../../config/limits';
import type { TranslatedLocale } from '../../config/locales';
import { isCalendarDate, upcomingClosures, WEEKDAYS } from '../../lib/openingHours';
import type { ClinicHours, Closure, Weekday } from '../../types';
import type { HoursEditorMessages } from './editorMessages';

export interface DayRow {
  open: boolean;
  opens: string;
  closes: string;
}

export type Week = Record<Weekday, DayRow>;

export type ClosureProblem = { field: 'date' | 'reason'; message: string };

/** The hours being edited: the week, the closures ahead, and the closure being added. */
export interface HoursDraft {
  week: Week;
  closures: Closure[];
  newDate: string;
  newReason: string;
  closureProblem: ClosureProblem | null;
}

const weekFrom = (hours: ClinicHours): Week =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const times = hours.weekly[day];
      return [day, times ? { open: true, ...times } : { open: false, opens: '09:00', closes: '19:00' }];
    }),
  ) as Week;

/** What the editor starts from. Past closures have done their work: they are dropped with the next save. */
export const draftFrom = (hours: ClinicHours, today: string): HoursDraft => ({
  week: weekFrom(hours),
  closures: upcomingClosures(hours, today),
  newDate: '',
  newReason: '',
  closureProblem: null,
});

/** How many stored closures are past, and so left out of the next save. */
export const pastClosureCount = (hours: ClinicHours, today: string) => hours.closures.length - upcomingClosures(hours, today).length;

/** Each open day's problem: both times, closing after opening (`dayName`: a weekday in the page's language). */
export function weekProblems(week: Week, t: HoursEditorMessages, dayName: (day: Weekday) => string): Partial<Record<Weekday, string>> {
  const problems: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const { open, opens, closes } = week[day];
    if (!open) continue;
    if (!opens || !closes) problems[day] = t.timesMissing(dayName(day));
    else if (opens >= closes) problems[day] = t.closesBeforeOpening(dayName(day));
  }
  return problems;
}

export const withDay = (week: Week, day: Weekday, change: Partial<DayRow>): Week => ({ ...week, [day]: { ...week[day], ...change } });

export const withReasonIn = (closures: Closure[], date: string, language: TranslatedLocale, reason: string): Closure[] =>
  closures.map((c) => (c.date === date ? { ...c, translations: { ...c.translations, [language]: reason } } : c));

/**
 * The draft with the closure being added in the list (in date order, its fields emptied), or with
 * why it cannot be: no date, a past or taken date, no reason, or the list full.
 */
export function withNewClosure(draft: HoursDraft, today: string, t: HoursEditorMessages): HoursDraft {
  const { closures, newDate } = draft;
  const reason = draft.newReason.trim();
  const taken = closures.find((c) => c.date === newDate);
  let problem: ClosureProblem | null = null;
  if (!isCalendarDate(newDate)) problem = { field: 'date', message: t.closureDateMissing };
  else if (newDate < today) problem = { field: 'date', message: t.closureDatePast };
  else if (taken) problem = { field: 'date', message: t.closureTaken(taken.reason) };
  else if (!reason) problem = { field: 'reason', message: t.closureReasonMissing };
  else if (closures.length >= HOURS_LIMITS.closures) {
    problem = { field: 'date', message: t.tooManyClosures(HOURS_LIMITS.closures) };
  }
  if (problem) return { ...draft, closureProblem: problem };
  return {
    ...draft,
    closures: [...closures, { date: newDate, reason }].sort((a, b) => a.date.localeCompare(b.date)),
    newDate: '',
    newReason: '',
    closureProblem: null,
  };
}

/** The hours to store: a closed day is null. */
export const hoursFrom = ({ week, closures }: HoursDraft): ClinicHours => ({
  weekly: Object.fromEntries(
    WEEKDAYS.map((day) => [day, week[day].open ? { opens: week[day].opens, closes: week[day].closes } : null]),
  ) as ClinicHours['weekly'],
  closures,
});
