import { BOOKING_LIMITS } from '../../config/limits';
import { isPhoneShaped } from '../../lib/formChecks';
import { isCalendarDate } from '../../lib/openingHours';
import type { BookingStaffMessages } from './staffMessages';

/** A date typed into the day field that the page can show (a browser's half-typed year, 0002, is not one). */
export const showable = (value: string) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2999-12-31';

export type CallerProblems = Partial<Record<'time' | 'name' | 'phone', string>>;

/** What is missing or wrong in the "book for a caller" form: a free time, the caller's name and phone. */
export function callerProblems(time: string, name: string, phone: string, t: BookingStaffMessages): CallerProblems {
  const problems: CallerProblems = {};
  if (!time) problems.time = t.chooseFreeTime;
  if (!name.trim()) problems.name = t.callerNameMissing;
  else if (name.trim().length > BOOKING_LIMITS.name) problems.name = t.nameTooLong(BOOKING_LIMITS.name);
  if (!phone.trim()) problems.phone = t.callerPhoneMissing;
  else if (phone.trim().length > BOOKING_LIMITS.phone || !isPhoneShaped(phone)) problems.phone = t.phoneInvalid;
  return problems;
}
