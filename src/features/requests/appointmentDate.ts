import { fromIsoDate, formatCalendarDay } from '../../lib/dates';
import { latestAppointmentDate } from '../../lib/formChecks';
import {
  addDays,
  clinicToday,
  closureReasonIn,
  dayOf,
  isCalendarDate,
  openDaysText as openDaysInWords,
  WEEKDAYS,
  weekdayOf,
} from '../../lib/openingHours';
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

/** The open weekdays in words, in the page's language: "Monday to Saturday", "ಸೋಮವಾರ – ಶನಿವಾರ". */
export function openDaysText(hours: ClinicHours, t: RequestMessages, locale: string): string {
  return openDaysInWords(hours, { name: (day) => weekdayName(day, locale), range: t.dayRange, list: t.dayList });
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
  if (closure) return t.closedOnDay(formatCalendarDay(value, locale), closureReasonIn(closure, locale).reason);
  if (!times) return t.closedOnWeekday(weekdayName(weekdayOf(value), locale));
  return null;
}
