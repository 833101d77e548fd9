import { openState, openStateText } from '../../lib/openingHours';
import { useNow } from '../../lib/useBrowserState';
import { useClinicHours } from './useClinicHours';

/**
 * "Open now · closes 7 pm" or "Closed · opens Monday 9 am", in the clinic's time zone, kept up to
 * date every minute. Shown once this visit has read the hours (a holiday added today counts);
 * the line keeps its height meanwhile, so nothing below it moves.
 */
export function OpenStatus({ className = '' }: { className?: string }) {
  const { hours, live } = useClinicHours();
  const now = useNow();
  const state = live && now ? openState(hours, now) : null;
  return (
    <p className={`open-status ${className}`} data-open={state ? state.open : undefined}>
      {state && openStateText(state)}
    </p>
  );
}
