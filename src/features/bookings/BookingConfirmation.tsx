import { Link } from 'react-router-dom';
import { WhatsAppIcon } from '../../components/Icons';
import { paths } from '../../config/routes';
import { googleCalendarLink, icsFileName, visitIcs } from '../../lib/calendar';
import { whatsAppLink } from '../../lib/whatsApp';
import type { BookingPolicy, Slot } from '../../types';
import { bookingWhatsAppText, slotWhen } from './bookingTexts';

/** A booking just made, as the confirmation shows it. */
export interface BookedVisit extends Slot {
  id: string;
  doctorName: string;
  patientName: string;
}

/** Hours, or minutes when less than an hour: "4 hours", "30 minutes". */
export function durationText(minutes: number): string {
  if (minutes % 60 !== 0 || minutes === 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/** The calendar file, the Google Calendar link and the WhatsApp hand-off of one visit. */
export function CalendarLinks({ visit }: { visit: Omit<BookedVisit, 'patientName'> }) {
  const calendarVisit = { doctorName: visit.doctorName, date: visit.date, time: visit.time, minutes: visit.minutes, reference: visit.id };
  return (
    <>
      <a
        className="btn btn-outline-primary btn-sm"
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(visitIcs(calendarVisit))}`}
        download={icsFileName(calendarVisit)}
      >
        Add to calendar (.ics)
      </a>
      <a className="btn btn-outline-primary btn-sm" href={googleCalendarLink(calendarVisit)} target="_blank" rel="noopener noreferrer">
        Add to Google Calendar<span className="visually-hidden"> (opens Google Calendar)</span>
      </a>
    </>
  );
}

/** After booking: the doctor, the day and time, the reference, and what the patient can do with it. */
export function BookingConfirmation({ visit, policy, onAnother }: { visit: BookedVisit; policy: BookingPolicy; onAnother: () => void }) {
  return (
    <div className="alert alert-success" role="status">
      <h3 className="h5">Your appointment is booked</h3>
      <p className="mb-2">
        {visit.patientName} with {visit.doctorName}, {slotWhen(visit)} (India Standard Time). Your reference is{' '}
        <strong className="text-break">{visit.id}</strong>.
      </p>
      <p className="mb-2">
        You can cancel or move it under <Link to={paths.myRequests}>My appointments</Link> until {durationText(policy.cancelCutoffMinutes)}{' '}
        before; after that, please call us.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <CalendarLinks visit={visit} />
        <a
          className="btn btn-success btn-sm"
          href={whatsAppLink(bookingWhatsAppText({ ...visit, reference: visit.id }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon width={16} height={16} aria-hidden="true" /> Also send on WhatsApp
          <span className="visually-hidden"> (opens WhatsApp)</span>
        </a>
        <button type="button" className="btn btn-link btn-sm" onClick={onAnother}>
          Book another time
        </button>
      </div>
    </div>
  );
}
