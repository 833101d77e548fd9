/**
 * Checks shared by the site's forms. The e-mail and phone patterns are written once here and
 * appear verbatim in firestore.rules (tests/unit/rulesAgreement.test.ts keeps them equal), so
 * nothing the form accepts is refused by the rules.
 */
import type { ClinicHours } from '../types';
import { clinicToday, closedDayProblem, isCalendarDate } from './openingHours';

/** Something, @, something, a dot, something; no spaces. The rules use the same pattern. */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+[.][^@\\s]+';
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
/**
 * An optional +, then digits, spaces, brackets, dots or dashes: at least as many characters as
 * the fewest digits, at most PHONE_MAX_LENGTH in all. The rules use the same pattern
 * (tests/unit/rulesAgreement.test.ts holds both bounds to PHONE_DIGITS and PHONE_MAX_LENGTH; a
 * literal, so that the pages that check a phone do not carry the limits for it).
 */
export const PHONE_PATTERN = '[+]?[0-9 ().-]{7,24}';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

export function isEmailShaped(value: string): boolean {
  return whole(EMAIL_PATTERN).test(value.trim());
}

/**
 * Indian and international phone numbers: an optional +, then 7 to 15 digits, written with
 * spaces, dashes, dots or brackets ("98450 12345", "+91 98450-12345", "080 4123 5678",
 * "+44 20 7946 0958"). Tabs and non-breaking spaces are refused, as the rules refuse them.
 */
export function isPhoneShaped(value: string): boolean {
  const trimmed = value.trim();
  if (!whole(PHONE_PATTERN).test(trimmed)) return false;
  const digits = trimmed.replace(/[^0-9]/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** The last day a request can be for: one year after the clinic's today (firestore.rules allows up to 366 days). */
export function latestAppointmentDate(now = new Date()): string {
  const today = clinicToday(now);
  const sameDayNextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  // 29 February has no twin next year: the last day is 28 February.
  return isCalendarDate(sameDayNextYear) ? sameDayNextYear : `${sameDayNextYear.slice(0, 8)}28`;
}

/** Why a requested date is not a day one can ask for: not a date, before the clinic's today, more than a year on. */
export function appointmentDateRangeProblem(value: string, now = new Date()): string | null {
  if (!isCalendarDate(value)) return 'Please choose a date.';
  if (value < clinicToday(now)) return 'Please choose today or a later date.';
  if (value > latestAppointmentDate(now)) return 'Please choose a date within the next 12 months.';
  return null;
}

/**
 * Why a requested date is not acceptable, or null when it is: out of range (the clinic's today,
 * in its time zone wherever the patient is, to a year on), or a day the clinic is closed (its
 * weekly hours and dated closures). firestore.rules checks the same (clinicOpenOn).
 */
export function appointmentDateProblem(value: string, hours: ClinicHours, now = new Date()): string | null {
  return appointmentDateRangeProblem(value, now) ?? closedDayProblem(hours, value);
}

/** The same form values with every field trimmed: what is stored and e-mailed. */
export function trimFields<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}
