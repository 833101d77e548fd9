import type { ClinicHours, OpeningTimes, Weekday } from '../types';

/**
 * The week, Monday first, and the days grouped by their times: what every page's structured data
 * needs of the opening hours. Kept apart from openingHours.ts, so that the first load of a page
 * carries only this, and the rest comes with the parts of the page that show the hours.
 */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const weekdayName = (day: Weekday) => (day[0].toUpperCase() + day.slice(1)) as Capitalize<Weekday>;

/** Days with the same times, in week order, grouped: the form schema.org's OpeningHoursSpecification takes. */
export function weeklyGroups(hours: ClinicHours): Array<{ days: Weekday[]; times: OpeningTimes }> {
  const groups: Array<{ days: Weekday[]; times: OpeningTimes }> = [];
  for (const day of WEEKDAYS) {
    const times = hours.weekly[day];
    if (!times) continue;
    const same = groups.find((g) => g.times.opens === times.opens && g.times.closes === times.closes);
    if (same) same.days.push(day);
    else groups.push({ days: [day], times });
  }
  return groups;
}
