import { clinic } from '../config/clinic';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../config/locales';
import { isCalendarDate, TIME_PATTERN, WEEKDAYS } from '../lib/openingHours';
import type { ClinicHours, Closure, OpeningTimes, Weekday } from '../types';

/**
 * The opening hours as document clinic/hours stores them, for both backends and the deploy's
 * Admin SDK read. Closures are a map from date to reason, so the rules can check every date and
 * reason at once (they have no loops) and an appointment's date by key (`date in closures`).
 */
export interface StoredHours {
  weekly: Record<Weekday, OpeningTimes | null>;
  closures: Record<string, string>;
  /** The reasons in Kannada and Hindi, by language then date: for closures only, where written. */
  closureTranslations: Partial<Record<TranslatedLocale, Record<string, string>>>;
}

const TIME = new RegExp(`^(?:${TIME_PATTERN})$`);

/** Two good times, opening first (the rules' validOpeningDay), or closed. */
export const validTimes = (times: OpeningTimes | null): boolean =>
  times === null || (TIME.test(times.opens) && TIME.test(times.closes) && times.opens < times.closes);

/** What an admin's save stores: each day's two times (or null), the closures' reasons trimmed. */
export function hoursFields(hours: ClinicHours): StoredHours {
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const times = hours.weekly[day];
      return [day, times ? { opens: times.opens, closes: times.closes } : null];
    }),
  ) as StoredHours['weekly'];
  const closures = Object.fromEntries(hours.closures.map((closure) => [closure.date, closure.reason.trim()]));
  return { weekly, closures, closureTranslations: closureTranslationsFields(hours.closures) };
}

/** Each language's reasons, trimmed, a blank one left out (that closure shows the English there). */
function closureTranslationsFields(closures: Closure[]): StoredHours['closureTranslations'] {
  const stored: StoredHours['closureTranslations'] = {};
  for (const locale of TRANSLATED_LOCALES) {
    const reasons = closures.flatMap(({ date, translations }) => {
      const reason = translations?.[locale]?.trim();
      return reason ? [[date, reason] as const] : [];
    });
    if (reasons.length > 0) stored[locale] = Object.fromEntries(reasons);
  }
  return stored;
}

/** A stored closure's reasons in other languages, where they are non-blank text. */
function storedReasonTranslations(translations: unknown, date: string): NonNullable<Closure['translations']> {
  const found: NonNullable<Closure['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const reason = (translations as Record<string, Record<string, unknown> | undefined> | undefined)?.[locale]?.[date];
    if (typeof reason === 'string' && reason.trim()) found[locale] = reason;
  }
  return found;
}

const storedTimes = (value: unknown): OpeningTimes | null => {
  const times = value as Partial<OpeningTimes> | null;
  if (typeof times?.opens !== 'string' || typeof times.closes !== 'string') return null;
  const read = { opens: times.opens, closes: times.closes };
  return validTimes(read) ? read : null;
};

/**
 * Stored hours as the app uses them, read defensively: a day that is not two good times reads as
 * closed, a closure that is not a real date is left out, closures come soonest first. No
 * document (no admin has saved the hours yet) reads as the clinic's default hours.
 */
export function hoursFromStored(data: { weekly?: unknown; closures?: unknown; closureTranslations?: unknown } | undefined): ClinicHours {
  if (!data) return clinic.defaultHours;
  const weekly = (data.weekly ?? {}) as Record<string, unknown>;
  const closures = (data.closures ?? {}) as Record<string, unknown>;
  return {
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, storedTimes(weekly[day])])) as ClinicHours['weekly'],
    closures: Object.entries(closures)
      .filter(([date]) => isCalendarDate(date))
      // Anything but text (stored under older rules) reads as "Closed": the date is closed all the same.
      .map(([date, reason]) => {
        const translations = storedReasonTranslations(data.closureTranslations, date);
        const closure: Closure = { date, reason: typeof reason === 'string' && reason.trim() ? reason : 'Closed' };
        return Object.keys(translations).length > 0 ? { ...closure, translations } : closure;
      })
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}
