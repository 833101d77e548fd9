import { Link } from 'react-router-dom';
import { WhatsAppIcon } from '../../components/Icons';
import { clinic } from '../../config/clinic';
import { pathInLocale } from '../../config/locales';
import { paths, videoVisitPath } from '../../config/routes';
import { absoluteUrl } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { googleCalendarLink, icsFileName, visitIcs, type CalendarVisit } from '../../lib/calendar';
import { JOIN_OPENS_BEFORE_MINUTES } from '../../lib/joinWindow';
import { whatsAppLink } from '../../lib/whatsApp';
import type { BookingPolicy, Slot, VisitKind } from '../../types';
import { useSlotWhen } from './bookingTexts';
import { bookedMessages } from './bookedMessages';
import { bookingMessages } from './messages';

/** A booking just made, as the confirmation shows it. */
export interface BookedVisit extends Slot {
  id: string;
  /** At the clinic or by video. */
  visit: VisitKind;
  doctorName: string;
  patientName: string;
}

/** A visit the calendar links are for; `visit` absent (bookings from before issue 46) is at the clinic. */
type CalendarBooking = Omit<BookedVisit, 'patientName'> & { visit?: VisitKind };

/** The calendar file, the Google Calendar link and the WhatsApp hand-off of one visit. */
export function CalendarLinks({ visit }: { visit: CalendarBooking }) {
  const t = useMessages(bookedMessages);
  const locale = useLocale();
  const calendarVisit: CalendarVisit = {
    doctorName: visit.doctorName,
    date: visit.date,
    time: visit.time,
    minutes: visit.minutes,
    reference: visit.id,
    // A video visit's place is its call, in the page's language.
    ...(visit.visit === 'video' && {
      video: {
        url: absoluteUrl(pathInLocale(videoVisitPath(visit.id), locale)),
        summary: t.calendarVideoSummary(visit.doctorName),
        note: t.calendarVideoNote(JOIN_OPENS_BEFORE_MINUTES),
      },
    }),
  };
  return (
    <>
      <a
        className="btn btn-outline-primary btn-sm"
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(visitIcs(calendarVisit))}`}
        download={icsFileName(calendarVisit)}
      >
        {t.addToCalendar}
      </a>
      <a className="btn btn-outline-primary btn-sm" href={googleCalendarLink(calendarVisit)} target="_blank" rel="noopener noreferrer">
        {t.addToGoogleCalendar}
        <span className="visually-hidden">{t.opensGoogleCalendar}</span>
      </a>
    </>
  );
}

/** After booking: the doctor, the day and time, the reference, and what the patient can do with it. */
export function BookingConfirmation({ visit, policy, onAnother }: { visit: BookedVisit; policy: BookingPolicy; onAnother: () => void }) {
  const t = useMessages(bookedMessages);
  const { duration } = useMessages(bookingMessages);
  const slotWhen = useSlotWhen();
  const when = slotWhen(visit);
  return (
    <div className="alert alert-success" role="status">
      <h3 className="h5">{t.bookedHeading}</h3>
      <p className="mb-2">
        {t.bookedSummary(visit.patientName, visit.doctorName, when)} <strong className="text-break">{visit.id}</strong>
        {t.sentenceEnd}
      </p>
      {visit.visit === 'video' && <p className="mb-2">{t.videoBookedNote}</p>}
      <p className="mb-2">
        {t.cancelUnder}
        <Link to={paths.myRequests}>{t.myAppointments}</Link>
        {t.cancelUntil(duration(policy.cancelCutoffMinutes))}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <CalendarLinks visit={visit} />
        <a
          className="btn btn-success btn-sm"
          href={whatsAppLink(t.whatsAppText(clinic.name, visit.patientName, visit.doctorName, when, visit.id))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon width={16} height={16} aria-hidden="true" /> {t.sendOnWhatsApp}
          <span className="visually-hidden">{t.opensWhatsApp}</span>
        </a>
        <button type="button" className="btn btn-link btn-sm" onClick={onAnother}>
          {t.bookAnother}
        </button>
      </div>
    </div>
  );
}
