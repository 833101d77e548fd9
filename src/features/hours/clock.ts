import { localeInfo } from '../../config/locales';
import { formatTime } from '../../lib/openingHours';
import type { Weekday } from '../../types';

/**
 * The clinic's times and weekdays in the page's language, through Intl (`locale`: the page's
 * Intl tag, from useIntlLocale). English keeps the clinic's own way of saying a time ("7 pm",
 * "9:30 am"); Kannada and Hindi say the part of the day ("ಸಂಜೆ 7", "शाम 7").
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, withMinutes: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withMinutes}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      ...(withMinutes ? { minute: '2-digit' } : {}),
      dayPeriod: 'short',
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  return format;
}

/** A time of the clinic's day, "HH:MM". */
export function clockTime(time: string, locale: string): string {
  if (locale === localeInfo.en.intl) return formatTime(time);
  const minutes = time.slice(3, 5);
  return formatter(locale, minutes !== '00').format(new Date(Date.UTC(2024, 0, 1, Number(time.slice(0, 2)), Number(minutes))));
}

// 1 January 2024 was a Monday: the week's days, Monday first, as UTC dates.
const WEEK_INDEX: Record<Weekday, number> = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 };
const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A weekday's name: "Monday", "ಸೋಮವಾರ", "सोमवार". */
export function weekdayIn(day: Weekday, locale: string): string {
  let format = weekdayFormatters.get(locale);
  if (!format) weekdayFormatters.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })));
  return format.format(new Date(Date.UTC(2024, 0, 1 + WEEK_INDEX[day])));
}
