/** Dates as the clinic's readers write them (India English), through Intl. */
const monthDay = new Intl.DateTimeFormat('en-IN', { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatMonthDay = (date: Date | null) => (date ? monthDay.format(date) : '');
export const formatDate = (date: Date | null) => (date ? fullDate.format(date) : '');
export const formatDateTime = (date: Date | null) => (date ? dateTime.format(date) : '');

/**
 * Calendar dates (a date input's YYYY-MM-DD, a closure's day) have no time zone: they are read
 * and written as UTC days, so no visitor's zone can move them by a day.
 */
const calendarDay = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const calendarDayShort = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** A calendar date (YYYY-MM-DD) as the Date of its UTC midnight. */
export const fromIsoDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Tuesday, 1 December 2026". */
export const formatCalendarDay = (isoDate: string) => calendarDay.format(fromIsoDate(isoDate));
/** "Tuesday, 1 December". */
export const formatCalendarDayShort = (isoDate: string) => calendarDayShort.format(fromIsoDate(isoDate));
const calendarDayCompact = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "Wed, 25 Nov": a day on a button. */
export const formatCalendarDayCompact = (isoDate: string) => calendarDayCompact.format(fromIsoDate(isoDate));
