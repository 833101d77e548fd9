/**
 * Dates as the page's readers write them, through Intl: `locale` is the page's Intl tag (en-IN,
 * kn-IN, hi-IN; components take it from useIntlLocale), English (India) when left out.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const FULL_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };

export const formatMonthDay = (date: Date | null, locale = 'en-IN') => (date ? formatter(locale, MONTH_DAY).format(date) : '');
export const formatDate = (date: Date | null, locale = 'en-IN') => (date ? formatter(locale, FULL_DATE).format(date) : '');
export const formatDateTime = (date: Date | null, locale = 'en-IN') => (date ? formatter(locale, DATE_TIME).format(date) : '');

/**
 * Calendar dates (a date input's YYYY-MM-DD, a closure's day) have no time zone: they are read
 * and written as UTC days, so no visitor's zone can move them by a day.
 */
const CALENDAR_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const CALENDAR_DAY_SHORT: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
const CALENDAR_DAY_COMPACT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
/** A calendar date (YYYY-MM-DD) as the Date of its UTC midnight. */
export const fromIsoDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Tuesday, 1 December 2026". */
export const formatCalendarDay = (isoDate: string, locale = 'en-IN') => formatter(locale, CALENDAR_DAY).format(fromIsoDate(isoDate));
/** "Tuesday, 1 December". */
export const formatCalendarDayShort = (isoDate: string, locale = 'en-IN') =>
  formatter(locale, CALENDAR_DAY_SHORT).format(fromIsoDate(isoDate));
/** "Wed, 25 Nov": a day on a button. */
export const formatCalendarDayCompact = (isoDate: string, locale = 'en-IN') =>
  formatter(locale, CALENDAR_DAY_COMPACT).format(fromIsoDate(isoDate));
