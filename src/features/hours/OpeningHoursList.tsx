import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { closureReasonIn, clinicToday, upcomingClosures, WEEKDAYS } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import { clockTime, weekdayIn } from './clock';
import { hoursMessages } from './messages';
import { useClinicHours } from './useClinicHours';

/** How many coming closures the list names (the rest are a call away). */
const CLOSURES_SHOWN = 3;

/**
 * The week's hours, day by day, and the next closures, as the clinic keeps them. Starts from the
 * hours the page came with, so the prerendered page already lists them.
 */
export function OpeningHoursList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { hours, failed } = useClinicHours();
  const now = useNow();
  const t = useMessages(hoursMessages);
  const locale = useIntlLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Closures are date-dependent: listed once the browser knows today (never in prerendered HTML).
  const closures = now ? upcomingClosures(hours, clinicToday(now)).slice(0, CLOSURES_SHOWN) : [];
  return (
    <div className="opening-hours">
      <Heading className="h6 mb-2">{t.openingHours}</Heading>
      <dl className="opening-hours-week mb-2">
        {WEEKDAYS.map((day) => {
          const times = hours.weekly[day];
          return (
            <div key={day} className="d-flex justify-content-between gap-3">
              <dt className="fw-normal">{weekdayIn(day, locale)}</dt>
              <dd className="mb-0">{times ? `${clockTime(times.opens, locale)} – ${clockTime(times.closes, locale)}` : t.closed}</dd>
            </div>
          );
        })}
      </dl>
      {closures.length > 0 && (
        <>
          <p className="mb-1 fw-semibold">{t.closedOn}</p>
          <ul className="list-unstyled mb-2">
            {closures.map((closure) => {
              // A reason not yet written in the page's language shows in English, marked so.
              const { reason, translated } = closureReasonIn(closure, locale);
              return (
                <li key={closure.date}>
                  {formatCalendarDay(closure.date, locale)} ({translated ? reason : <span lang="en">{reason}</span>})
                </li>
              );
            })}
          </ul>
        </>
      )}
      {failed && <p className="form-text mb-0">{t.usualHours}</p>}
    </div>
  );
}
