import { Suspense } from 'react';
import { CardPage } from '../../components/CardPage';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { StaffOnly, useCan } from '../auth';
import { BookingPolicyForm } from '../bookings';
import { adminMessages, PublishStatus } from '../admin';
import { ClosuresFields } from './ClosuresFields';
import { hoursEditorMessages } from './editorMessages';
import { useHoursEditorForm } from './useHoursEditorForm';
import { WeeklyHoursFields } from './WeeklyHoursFields';

/**
 * `/admin/hours`: the one place where admins keep the clinic's weekly hours and its dated
 * closures (holidays, with the reason patients see). The footer, Location, Contact, the
 * appointment form and the clinic's structured data all follow what is saved here, and the rules
 * refuse appointment requests for a closed day. Below, with its own save, the rules of online
 * booking (how soon, how far ahead, cancelling and moving).
 */
export default function HoursEditorPage() {
  return (
    <StaffOnly allow={['editHours', 'setBookingPolicy']}>
      <HoursPage />
    </StaffOnly>
  );
}

/** The hours for the front desk and the owner; the booking rules for the owner only. */
function HoursPage() {
  const t = useMessages(hoursEditorMessages);
  const can = useCan();
  return (
    <CardPage meta={{ title: t.title, noindex: true }} heading={t.title}>
      <PublishStatus />
      {can('editHours') && <HoursForm />}
      {can('setBookingPolicy') && (
        <section className="mt-5 pt-4 border-top" aria-labelledby="booking-rules-heading">
          <h2 id="booking-rules-heading" className="h4">
            {t.bookingRules}
          </h2>
          <Suspense fallback={<LoadingMessage label={t.bookingRulesLoading} />}>
            <BookingPolicyForm />
          </Suspense>
        </section>
      )}
    </CardPage>
  );
}

/** The weekly hours and the closures, with one save (its state: useHoursEditorForm). */
function HoursForm() {
  const t = useMessages(hoursEditorMessages);
  const a = useMessages(adminMessages);
  const form = useHoursEditorForm();
  if (form.status === 'loading') return <LoadingMessage label={t.hoursLoading} />;
  if (form.status === 'error') return <ErrorMessage>{t.hoursLoadFailed}</ErrorMessage>;
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <p className="form-text">{t.timesNote}</p>
      <WeeklyHoursFields week={form.week} />
      <ClosuresFields closures={form.closures} />
      <button type="submit" className="btn btn-primary" disabled={form.saving}>
        {form.saving ? a.saving : t.saveHours}
      </button>
    </form>
  );
}
