import { pathInLocale } from '../../config/locales';
import { videoVisitPath } from '../../config/routes';
import { absoluteUrl } from '../../config/site';
import { useLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { googleCalendarLink, icsFileName, visitIcs, type CalendarVisit } from '../../lib/calendar';
import { JOIN_OPENS_BEFORE_MINUTES } from '../../lib/joinWindow';
import type { Slot, VisitKind } from '../../types';
import { bookedMessages } from './bookedMessages';

/** A visit the calendar links are for; `visit` absent (bookings from before issue 46) is at the clinic. */
type CalendarBooking = Slot & { id: string; doctorName: string; visit?: VisitKind };

/** The calendar file and the Google Calendar link of one visit (the confirmation and My appointments). */
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
