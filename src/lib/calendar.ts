import { clinic, formatAddressLines } from '../config/clinic';
import { paths } from '../config/routes';
import { absoluteUrl, siteOrigin } from '../config/site';
import { minutesOfTime, timeOfMinutes } from './booking';
import { addDays } from './openingHours';

/**
 * A booked visit as a calendar entry: an iCalendar file (RFC 5545) for any calendar app and a
 * Google Calendar link. Both carry the clinic's wall-clock time with its zone (Asia/Kolkata), never
 * a UTC instant worked out in the visitor's browser, so the entry shows the time the clinic
 * expects whatever zone the phone or computer is set to.
 *
 * A video visit (issue 46) has no street address: its place is the call's page (LOCATION and URL),
 * and its title and description say it is a video visit, in the words the page passes in (its
 * catalog), since this file has no language of its own.
 */
export interface CalendarVideo {
  /** The call's page, absolute: <site>/[kn|hi/]visit/<id>. */
  url: string;
  /** The event's title: "Video visit with Dr. …". */
  summary: string;
  /** The description's first line: that it is a video visit, and when the call opens. */
  note: string;
}

export interface CalendarVisit {
  doctorName: string;
  /** YYYY-MM-DD in the clinic's calendar. */
  date: string;
  /** "HH:MM" in the clinic's time. */
  time: string;
  minutes: number;
  /** The booking's id: the patient's reference and the event's UID. */
  reference: string;
  /** A video visit's call and words; absent for a visit at the clinic. */
  video?: CalendarVideo;
}

const CRLF = '\r\n';
/** RFC 5545 3.1: content lines are folded at 75 octets; a continuation starts with one space. */
const LINE_OCTETS = 75;

/** "20261125T093000": a date and time with no zone (the zone goes in TZID or ctz). */
const localStamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** Where the visit ends on the clinic's clock, past midnight when it runs over. */
function visitEnd({ date, time, minutes }: CalendarVisit): { date: string; time: string } {
  const end = minutesOfTime(time) + minutes;
  return { date: addDays(date, Math.floor(end / 1440)), time: timeOfMinutes(end % 1440) };
}

const startStamp = (visit: CalendarVisit) => localStamp(visit.date, visit.time);
const endStamp = (visit: CalendarVisit) => {
  const end = visitEnd(visit);
  return localStamp(end.date, end.time);
};

/** "20261123T033000Z": an instant in UTC, as DTSTAMP wants it. */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** One content line folded at 75 octets, never inside a character (UTF-8 sequences stay whole). */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const char of line) {
    const length = octets(char);
    // A continuation line's leading space counts towards its 75 octets.
    if (size + length > LINE_OCTETS) {
      parts.push(part);
      part = ' ';
      size = 1;
    }
    part += char;
    size += length;
  }
  parts.push(part);
  return parts.join(CRLF);
}

const summary = (visit: CalendarVisit) => `${visit.video ? visit.video.summary : `Appointment with ${visit.doctorName}`} – ${clinic.name}`;
/** The clinic's street address, or a video visit's call: never both. */
const location = (visit: CalendarVisit) =>
  visit.video ? visit.video.url : [clinic.name, ...formatAddressLines(), clinic.address.country].join(', ');
const details = (visit: CalendarVisit) =>
  [
    ...(visit.video ? [`${visit.video.note} ${visit.video.url}`] : []),
    `Reference: ${visit.reference}`,
    `Clinic phone: ${clinic.phone}`,
    `To cancel or move it, sign in and open My appointments: ${absoluteUrl(paths.myRequests)}`,
  ].join('\n');

/** The host the event's UID is scoped to, so that it is unique beyond this site. */
const uidHost = () => new URL(siteOrigin).host;

/** The visit as an iCalendar file: one event in the clinic's zone, with reminders a day and two hours before. */
export function visitIcs(visit: CalendarVisit, now = new Date()): string {
  const alarm = (trigger: string, text: string) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(text)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${clinic.name}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // India keeps no daylight saving: one STANDARD rule describes the zone for every date.
    'BEGIN:VTIMEZONE',
    `TZID:${clinic.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${visit.reference}@${uidHost()}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${clinic.timeZone}:${startStamp(visit)}`,
    `DTEND;TZID=${clinic.timeZone}:${endStamp(visit)}`,
    `SUMMARY:${escapeText(summary(visit))}`,
    `LOCATION:${escapeText(location(visit))}`,
    // RFC 5545 3.8.4.6: a URI, not TEXT (no escaping); line breaks taken out all the same.
    ...(visit.video ? [`URL:${visit.video.url.replace(/[\r\n]/g, '')}`] : []),
    `DESCRIPTION:${escapeText(details(visit))}`,
    ...alarm('-P1D', `Tomorrow: ${summary(visit)}`),
    ...alarm('-PT2H', `In two hours: ${summary(visit)}`),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** A Google Calendar "add event" link with the visit's wall-clock times in the clinic's zone. */
export function googleCalendarLink(visit: CalendarVisit): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: summary(visit),
    dates: `${startStamp(visit)}/${endStamp(visit)}`,
    ctz: clinic.timeZone,
    details: details(visit),
    location: location(visit),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** "appointment-2026-11-25-0930.ics". */
export const icsFileName = (visit: Pick<CalendarVisit, 'date' | 'time'>) => `appointment-${visit.date}-${visit.time.replace(':', '')}.ics`;
