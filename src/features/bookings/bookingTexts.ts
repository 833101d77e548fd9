import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { formatTime } from '../../lib/openingHours';
import type { Slot } from '../../types';
import { bookingMessages, type BookingMessages } from './messages';

/**
 * "Wednesday, 25 November 2026 at 9:30 am": a slot's day and time in the clinic's time, in the
 * words and the Intl locale given (the page's, through useSlotWhen; the clinic's e-mail, English).
 */
export const slotWhen = (slot: Pick<Slot, 'date' | 'time'>, words: Pick<BookingMessages, 'slotWhen'>, locale: string) =>
  words.slotWhen(formatCalendarDay(slot.date, locale), formatTime(slot.time));

/** slotWhen in the page's language. */
export function useSlotWhen(): (slot: Pick<Slot, 'date' | 'time'>) => string {
  const t = useMessages(bookingMessages);
  const locale = useIntlLocale();
  return (slot) => slotWhen(slot, t, locale);
}
