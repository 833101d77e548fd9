import { formatCalendarDay } from '../../lib/dates';
import { clinicToday, formatTime, upcomingClosures, WEEKDAYS, weekdayName } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Closures are date-dependent: listed once the browser knows today (never in prerendered HTML).
  const closures = now ? upcomingClosures(hours, clinicToday(now)).slice(0, CLOSURES_SHOWN) : [];
  return (
    <div className="opening-hours">
      <Heading className="h6 mb-2">Opening hours</Heading>
      <dl className="opening-hours-week mb-2">
        {WEEKDAYS.map((day) => {
          const times = hours.weekly[day];
          return (
            <div key={day} className="d-flex justify-content-between gap-3">
              <dt className="fw-normal">{weekdayName(day)}</dt>
              <dd className="mb-0">{times ? `${formatTime(times.opens)} – ${formatTime(times.closes)}` : 'Closed'}</dd>
            </div>
          );
        })}
      </dl>
      {closures.length > 0 && (
        <>
          <p className="mb-1 fw-semibold">Closed on</p>
          <ul className="list-unstyled mb-2">
            {closures.map((closure) => (
              <li key={closure.date}>
                {formatCalendarDay(closure.date)} ({closure.reason})
              </li>
            ))}
          </ul>
        </>
      )}
      {failed && <p className="form-text mb-0">These are our usual hours. Please call us to check for holidays.</p>}
    </div>
  );
}
