import { CardPage } from '../../components/CardPage';
import { useMessages } from '../../i18n/messages';
import { AppointmentRequestForm } from '../requests';
import BookingPanel from './BookingPanel';
import { bookingMessages } from './messages';

/**
 * `/Appoinment` (the spec's spelling), the appointment page: a signed-in patient books a time with
 * a doctor at once (the booking panel); anyone may instead ask for a day, and the front desk calls
 * back (the request form of features/requests).
 */
export default function AppointmentPage() {
  const t = useMessages(bookingMessages);
  return (
    <CardPage meta="appointment" heading={t.pageHeading}>
      <section aria-labelledby="book-a-time-heading" className="booking-section mb-5">
        <h2 id="book-a-time-heading" className="h4">
          {t.bookHeading}
        </h2>
        <p>{t.bookLead}</p>
        <div className="booking-panel">
          <BookingPanel />
        </div>
      </section>
      <AppointmentRequestForm />
    </CardPage>
  );
}
