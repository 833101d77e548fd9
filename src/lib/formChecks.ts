/**
 * Checks shared by the site's forms. The e-mail and phone patterns are written once here and
 * appear verbatim in firestore.rules (tests/unit/rulesAgreement.test.ts keeps them equal), so
 * nothing the form accepts is refused by the rules.
 */

/** Something, @, something, a dot, something; no spaces. The rules use the same pattern. */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+[.][^@\\s]+';
/** An optional +, then digits, spaces, brackets, dots or dashes; 8 to 25 characters. The rules use the same pattern. */
export const PHONE_PATTERN = '[+]?[0-9 ().-]{7,24}';
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

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

/** Today's date in the visitor's time zone, as YYYY-MM-DD (the value of a date input). */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day a request can be for: one year ahead. */
export function latestAppointmentDate(today = new Date()): string {
  const next = new Date(today);
  next.setFullYear(next.getFullYear() + 1);
  return localIsoDate(next);
}

/** Why a requested date is not acceptable, or null when it is. */
export function appointmentDateProblem(value: string, today = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Please choose a date.';
  if (value < localIsoDate(today)) return 'Please choose today or a later date.';
  if (value > latestAppointmentDate(today)) return 'Please choose a date within the next 12 months.';
  return null;
}

/** The same form values with every field trimmed: what is stored and e-mailed. */
export function trimFields<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}
