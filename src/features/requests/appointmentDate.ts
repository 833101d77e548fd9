import { fromIsoDate, formatCalendarDay } from '../../lib/dates';
import { latestAppointmentDate } from '../../lib/formChecks';
import { addDays, clinicToday, dayOf, isCalendarDate, WEEKDAYS, weekdayOf } from '../../lib/openingHours';
import type { ClinicHours, Weekday } from '../../types';
import type { RequestMessages } from './messages';

/**
 * The appointment form's words about days, in the page's language (`locale`, its Intl tag): the
 * open weekdays, and why a requested date cannot be asked for. The same checks, in the same
 * order, as lib/formChecks.ts's appointmentDateProblem (which the rules agree with).
 */

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const A_MONDAY = '2024-01-01';

/** A weekday's name in the language ("Sunday", "ಭಾನುವಾರ", "रविवार"). */
function weekdayName(day: Weekday, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) weekdayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })));
  return format.format(fromIsoDate(addDays(A_MONDAY, WEEKDAYS.indexOf(day))));
}

/** The open weekdays in words: "Monday to Saturday", "Monday to Friday and Sunday". */
export function openDaysText(hours: ClinicHours, t: RequestMessages, locale: string): string {
  const runs: Weekday[][] = [];
  WEEKDAYS.forEach((day, index) => {
    if (!hours.weekly[day]) return;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last.at(-1)!) === index - 1) last.push(day);
    else runs.push([day]);
  });
  const name = (day: Weekday) => weekdayName(day, locale);
  const words = runs.flatMap((run) => (run.length >= 3 ? [t.dayRange(name(run[0]), name(run.at(-1)!))] : run.map(name)));
  return words.length <= 1 ? (words[0] ?? '') : t.dayList(words.slice(0, -1).join(', '), words.at(-1)!);
}

/**
 * Why a requested date is not acceptable, or null: not a date, before the clinic's today (in its
 * time zone), more than a year on, a dated closure or a weekday the clinic is closed.
 */
export function appointmentDateProblem(
  value: string,
  hours: ClinicHours,
  t: RequestMessages,
  locale: string,
  now = new Date(),
): string | null {
  if (!isCalendarDate(value)) return t.chooseDate;
  if (value < clinicToday(now)) return t.chooseLaterDate;
  if (value > latestAppointmentDate(now)) return t.chooseWithinYear;
  const { closure, times } = dayOf(hours, value);
  if (closure) return t.closedOnDay(formatCalendarDay(value, locale), closure.reason);
  if (!times) return t.closedOnWeekday(weekdayName(weekdayOf(value), locale));
  return null;
}
