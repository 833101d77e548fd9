import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDayShort } from '../../lib/dates';
import { closureReasonIn, openState, weekdayOf, type OpenState } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import { clockTime, weekdayIn } from './clock';
import { hoursMessages, type HoursMessages } from './messages';
import { useClinicHours } from './useClinicHours';

/** "Open now · closes 7 pm", "Closed · opens Monday 9 am", "Closed today (Diwali) · opens tomorrow 9 am", in the page's language. */
function openStateWords(state: OpenState, t: HoursMessages, locale: string): string {
  if (state.open) return t.openNow(clockTime(state.closes, locale));
  const closed = state.closure ? t.closedToday(closureReasonIn(state.closure, locale).reason) : t.closedNow;
  if (!state.next) return closed;
  const { date, opens, inDays } = state.next;
  const day =
    inDays === 0
      ? t.today
      : inDays === 1
        ? t.tomorrow
        : inDays < 7
          ? weekdayIn(weekdayOf(date), locale)
          : formatCalendarDayShort(date, locale);
  return t.opensNext(closed, day, clockTime(opens, locale));
}

/**
 * "Open now · closes 7 pm" or "Closed · opens Monday 9 am", in the clinic's time zone, kept up to
 * date every minute. Shown once this visit has read the hours (a holiday added today counts);
 * the line keeps its height meanwhile, so nothing below it moves.
 */
export function OpenStatus({ className = '' }: { className?: string }) {
  const { hours, live } = useClinicHours();
  const now = useNow();
  const t = useMessages(hoursMessages);
  const locale = useIntlLocale();
  const state = live && now ? openState(hours, now) : null;
  return (
    <p className={`open-status ${className}`} data-open={state ? state.open : undefined}>
      {state && openStateWords(state, t, locale)}
    </p>
  );
}
