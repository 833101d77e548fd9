import { formatTime, WEEKDAYS, weekdayName } from '../../lib/openingHours';
import type { Weekday } from '../../types';
import { wellFormed, type ScheduleWords, type Week } from './scheduleWeek';

/** A weekday in the page's language: "Monday" in English, "ಸೋಮವಾರ", "सोमवार" (Intl, from a Monday in 2024). */
export function weekdayIn(locale: string): (day: Weekday) => string {
  if (locale.startsWith('en')) return weekdayName;
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
}

const listInWords = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** "Patients can book 15-minute slots: Monday to Friday 9:30 am – 1 pm and 2 pm – 4 pm by video; Saturday 10 am – 12 pm." */
export function scheduleInWords(week: Week, slotMinutes: number, doctorName: string, { t, dayName }: ScheduleWords): string {
  const dayText = (day: Weekday) =>
    listInWords(
      week[day]
        .filter(wellFormed)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((row) => {
          const times = `${formatTime(row.start)} – ${formatTime(row.end)}`;
          if (!row.video) return times;
          return row.clinic ? t.sessionEitherWay(times) : t.sessionByVideo(times);
        }),
      t.and,
    );
  // Runs of neighbouring days with the same sessions.
  const runs: Array<{ days: Weekday[]; text: string }> = [];
  for (const day of WEEKDAYS) {
    const text = dayText(day);
    const last = runs.at(-1);
    if (last && last.text === text) last.days.push(day);
    else runs.push({ days: [day], text });
  }
  const parts = runs
    .filter((run) => run.text)
    .map(({ days, text }) => {
      const first = dayName(days[0]);
      const lastDay = dayName(days.at(-1)!);
      const when = days.length === 1 ? first : days.length === 2 ? t.dayPair(first, lastDay) : t.dayRange(first, lastDay);
      return `${when} ${text}`;
    });
  if (parts.length === 0) return t.cannotBookYet(doctorName);
  return t.canBook(slotMinutes, parts.join('; '));
}
