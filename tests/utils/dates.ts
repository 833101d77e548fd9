import { addDays, clinicToday, dayOf, weekdayOf } from '../../src/lib/openingHours';
import { seedClinicHours } from '../../src/seed';

/** The clinic's date `days` from its today, as the appointment form's date field takes it. */
export const dayFromToday = (days: number) => addDays(clinicToday(), days);

/** The first day from `date` on that the seeded clinic is open (not a Sunday, not a holiday). */
export function nextOpenDay(date: string): string {
  while (!dayOf(seedClinicHours, date).times) date = addDays(date, 1);
  return date;
}

export const openDayFromToday = (days: number) => nextOpenDay(dayFromToday(days));

/** The first Sunday (closed every week in the seed) from `days` on. */
export function sundayFromToday(days: number): string {
  let date = dayFromToday(days);
  while (weekdayOf(date) !== 'sunday') date = addDays(date, 1);
  return date;
}
