import { useId } from 'react';
import { EmptyMessage } from '../../components/StatusMessage';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { slotKey } from '../../lib/booking';
import { formatCalendarDay } from '../../lib/dates';
import type { Booking, BookingPolicy, ClinicHours, DoctorSchedule } from '../../types';
import { bookingStaffMessages } from './staffMessages';
import { BookingRow } from './BookingRow';
import { FreeTimes, freeTimesOn } from './FreeTimes';
import { useCan } from '../auth';

interface DoctorDayProps {
  date: string;
  now: Date;
  hours: ClinicHours;
  policy: BookingPolicy;
  /** The day shown is the clinic's tomorrow: reminders are offered. */
  tomorrow: boolean;
  doctor: { id: string; name: string };
  schedule: DoctorSchedule | null;
  /** Bookings of a doctor who is no longer on the site: shown, but nothing new can be booked. */
  unlisted?: boolean;
  /** The doctor's bookings of the day, any status, by time. */
  bookings: Booking[];
}

/** One doctor's day: the bookings in a table, then the free times with Block and Book for a caller. */
export function FrontDeskDoctorDay({ doctor, schedule, unlisted, bookings, date, now, hours, policy, tomorrow }: DoctorDayProps) {
  const t = useMessages(bookingStaffMessages);
  const locale = useIntlLocale();
  // Blocking a time and booking a caller are the front desk's (a doctor sees their bookings only).
  const frontDesk = useCan()('allBookings');
  const headingId = useId();

  const taken = new Set(bookings.filter((b) => b.status !== 'cancelled').map((b) => slotKey(b)));
  const free = schedule ? freeTimesOn(date, { schedule, hours, policy, now, forClinic: true }, taken) : [];

  return (
    <section className="mb-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 border-bottom pb-2">
        {doctor.name}
      </h2>
      {bookings.length === 0 ? (
        <EmptyMessage>{t.noBookingsOnDay}</EmptyMessage>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle caption-top">
            <caption>{t.bookingsCaption(doctor.name, formatCalendarDay(date, locale))}</caption>
            <thead>
              <tr>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.patient}</th>
                <th scope="col">{t.phone}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <BookingRow key={booking.id} booking={booking} tomorrow={tomorrow} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {frontDesk && <FreeTimes doctorName={doctor.name} scheduled={schedule !== null} unlisted={unlisted} free={free} />}
    </section>
  );
}
