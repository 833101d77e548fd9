import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listBookingsFrom } from '@services/bookings';
import { PageMeta } from '../../components/PageMeta';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { clinicToday } from '../../lib/openingHours';
import { useAsyncData } from '../../lib/useAsyncData';
import { useNow } from '../../lib/useBrowserState';
import { StaffOnly, useCan, useSession } from '../auth';
import { useClinicHours } from '../hours';
import { bookingStaffMessages } from './staffMessages';
import { DayBookings } from './DayBookings';
import { DayPicker } from './DayPicker';
import { FRONT_DESK_TAG, loadSetup } from './frontDesk';
import { FrontDeskActionsProvider } from './FrontDeskActions';
import { FrontDeskAttention } from './FrontDeskAttention';
import { showable } from './frontDeskChecks';

/**
 * `/admin/appointments`: the front desk's day. Each doctor's bookings of the day (arrived,
 * no-show, cancel with a reason, unblock), the free times (block one, or book it for a caller),
 * WhatsApp reminders the day before, and the upcoming bookings that no longer fit the doctor's
 * schedule or the clinic's hours.
 */
export default function FrontDeskPage() {
  const t = useMessages(bookingStaffMessages);
  return (
    <StaffOnly allow={['allBookings', 'ownBookings']}>
      <section className="section" aria-labelledby="front-desk-heading">
        <PageMeta title={t.title} noindex />
        <div className="container">
          <h1 id="front-desk-heading">{t.title}</h1>
          <p className="lead">{t.lead}</p>
          <FrontDeskActionsProvider>
            <FrontDesk />
          </FrontDeskActionsProvider>
        </div>
      </section>
    </StaffOnly>
  );
}

function FrontDesk() {
  const t = useMessages(bookingStaffMessages);
  const { doctorId } = useSession();
  const can = useCan();
  // A doctor without the front desk's role sees their own day only (the rules allow no more).
  const ownDoctor = can('allBookings') ? undefined : doctorId;
  const now = useNow();
  const { hours, live, failed } = useClinicHours();
  const setup = useAsyncData('front-desk:setup', loadSetup);
  const [params, setParams] = useSearchParams();
  const today = clinicToday(now ?? undefined);
  const asked = params.get('day');
  // The day shown is in the address (?day=), so a reload or a shared link opens the same day.
  const date = asked && showable(asked) ? asked : today;
  const showDay = useCallback((day: string) => setParams(day === today ? {} : { day }, { replace: true }), [setParams, today]);

  return (
    <>
      {!now || setup.status === 'loading' || (!live && !failed) ? (
        <LoadingMessage label={t.loadingSetup} />
      ) : setup.status === 'error' ? (
        <ErrorMessage>{t.setupFailed}</ErrorMessage>
      ) : (
        <>
          {failed && (
            <div className="alert alert-warning" role="alert">
              {t.hoursFailed}
            </div>
          )}
          {ownDoctor === undefined && (
            <FrontDeskAttention
              today={today}
              now={now}
              hours={hours}
              schedules={setup.data.schedules}
              load={() => listBookingsFrom(today)}
              tag={FRONT_DESK_TAG}
              onShowDay={showDay}
            />
          )}
          <DayPicker date={date} today={today} onDay={showDay} />
          <DayBookings date={date} today={today} now={now} hours={hours} setup={setup.data} ownDoctor={ownDoctor} />
        </>
      )}
    </>
  );
}
