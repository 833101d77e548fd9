import { useId } from 'react';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { bookingConflict } from './bookingConflict';
import { formatCalendarDay } from '../../lib/dates';
import { formatTime } from '../../lib/openingHours';
import { useAsyncData } from '../../lib/useAsyncData';
import { BOOKING_QUERY_LIMIT } from '../../services/bookingDocuments';
import type { Booking, ClinicHours, DoctorSchedule } from '../../types';
import { bookingStaffMessages } from './staffMessages';

interface AttentionProps {
  today: string;
  now: Date;
  hours: ClinicHours;
  schedules: Record<string, DoctorSchedule>;
  load: () => Promise<Booking[]>;
  /** The page's reads tag: a write reloads the list. */
  tag: string;
  onShowDay: (date: string) => void;
}

/**
 * "Needs attention": upcoming booked visits that the doctor's schedule, a leave day or a closure
 * made after the booking no longer allows. They stay booked: staff call the patient and cancel or
 * move them.
 */
export function FrontDeskAttention({ today, now, hours, schedules, load, tag, onShowDay }: AttentionProps) {
  const t = useMessages(bookingStaffMessages);
  const locale = useIntlLocale();
  const headingId = useId();
  const upcoming = useAsyncData(`front-desk:from:${today}`, load, [tag]);

  let content;
  if (upcoming.status === 'loading') content = <LoadingMessage label={t.checking} />;
  else if (upcoming.status === 'error') {
    content = <ErrorMessage>{t.checkFailed}</ErrorMessage>;
  } else {
    const conflicts = upcoming.data.flatMap((booking) => {
      if (booking.status !== 'booked' || booking.kind === 'blocked' || booking.startsAt <= now) return [];
      const reason = bookingConflict(booking, schedules[booking.doctorId] ?? null, hours);
      return reason ? [{ booking, reason }] : [];
    });
    const partial = upcoming.data.length >= BOOKING_QUERY_LIMIT && (
      <p className="small text-body-secondary">{t.onlyNext(BOOKING_QUERY_LIMIT)}</p>
    );
    content =
      conflicts.length === 0 ? (
        <>
          <EmptyMessage>{t.nothingNeedsAttention}</EmptyMessage>
          {partial}
        </>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm align-middle caption-top">
              <caption>{t.attentionCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.day}</th>
                  <th scope="col">{t.time}</th>
                  <th scope="col">{t.doctor}</th>
                  <th scope="col">{t.patient}</th>
                  <th scope="col">{t.phone}</th>
                  <th scope="col">{t.why}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.openTheDay}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {conflicts.map(({ booking, reason }) => (
                  <tr key={booking.id}>
                    <td>{formatCalendarDay(booking.date, locale)}</td>
                    <td className="text-nowrap">{formatTime(booking.time)}</td>
                    <td>{booking.doctorName}</td>
                    <td>{booking.patientName}</td>
                    <td className="text-nowrap">
                      <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
                    </td>
                    <td>{reason}</td>
                    <td>
                      <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" onClick={() => onShowDay(booking.date)}>
                        {t.showTheDay}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {partial}
        </>
      );
  }

  return (
    <section className="mb-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {t.needsAttention}
      </h2>
      {content}
    </section>
  );
}
