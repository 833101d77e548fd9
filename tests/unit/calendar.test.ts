import { afterEach, describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { siteOrigin } from '../../src/config/site';
import { googleCalendarLink, icsFileName, visitIcs, type CalendarVisit } from '../../src/lib/calendar';

const visit: CalendarVisit = { doctorName: 'Dr. Ananya Iyer', date: '2026-11-25', time: '09:30', minutes: 15, reference: 'bk_7Gq2xYz' };
const now = new Date('2026-11-23T03:30:00Z');

/** The file's content lines, folding undone (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/** The event's first property `name` (the time zone has a DTSTART of its own, before the event). */
const line = (ics: string, name: string) => {
  const lines = unfolded(ics);
  return lines.slice(lines.indexOf('BEGIN:VEVENT')).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
};
const octets = (text: string) => new TextEncoder().encode(text).length;

describe('the visit’s calendar file', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('is one event in a calendar that names the clinic’s zone, IST all year', () => {
    const lines = unfolded(visitIcs(visit, now));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//${clinic.name}//Bookings//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    const zoneStart = lines.indexOf('BEGIN:VTIMEZONE');
    expect(lines.slice(zoneStart, zoneStart + 9)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'TZNAME:IST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('carries the booking’s reference as its UID, and the time it was made in UTC', () => {
    const ics = visitIcs(visit, now);
    expect(line(ics, 'UID')).toBe(`UID:bk_7Gq2xYz@${new URL(siteOrigin).host}`);
    expect(line(ics, 'DTSTAMP')).toBe('DTSTAMP:20261123T033000Z');
  });

  it.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'holds the clinic’s wall-clock time, not a UTC instant, with the process in %s',
    (tz) => {
      process.env.TZ = tz;
      const ics = visitIcs(visit, now);
      expect(line(ics, 'DTSTART')).toBe('DTSTART;TZID=Asia/Kolkata:20261125T093000');
      expect(line(ics, 'DTEND')).toBe('DTEND;TZID=Asia/Kolkata:20261125T094500');
      expect(line(ics, 'DTSTAMP')).toBe('DTSTAMP:20261123T033000Z');
    },
  );

  it.each([
    ['across the hour', '10:50', 20, 'DTEND;TZID=Asia/Kolkata:20261125T111000'],
    ['to midnight', '23:30', 30, 'DTEND;TZID=Asia/Kolkata:20261126T000000'],
    ['across midnight', '23:45', 30, 'DTEND;TZID=Asia/Kolkata:20261126T001500'],
  ])('ends %s', (_, time, minutes, end) => {
    expect(line(visitIcs({ ...visit, time, minutes }, now), 'DTEND')).toBe(end);
  });

  it('ends across midnight at a month’s and a year’s end', () => {
    expect(line(visitIcs({ ...visit, date: '2026-12-31', time: '23:40', minutes: 45 }, now), 'DTEND')).toBe(
      'DTEND;TZID=Asia/Kolkata:20270101T002500',
    );
  });

  it('says who, where and how to change it', () => {
    const ics = visitIcs(visit, now);
    expect(line(ics, 'SUMMARY')).toBe(`SUMMARY:Appointment with Dr. Ananya Iyer – ${clinic.name}`);
    expect(line(ics, 'LOCATION')).toBe(
      `LOCATION:${clinic.name}\\, 42\\, 2nd Cross Road\\, 5th Block\\, Koramangala\\, Bengaluru 560095\\, Karnataka\\, India`,
    );
    const description = line(ics, 'DESCRIPTION')!;
    expect(description).toContain('Reference: bk_7Gq2xYz\\n');
    expect(description).toContain(`Clinic phone: ${clinic.phone}\\n`);
    expect(description).toContain('To cancel or move it\\, sign in and open My appointments');
  });

  it('reminds a day and two hours before', () => {
    const lines = unfolded(visitIcs(visit, now));
    const alarms = lines.flatMap((l, i) => (l === 'BEGIN:VALARM' ? [lines.slice(i, lines.indexOf('END:VALARM', i) + 1)] : []));
    expect(alarms).toHaveLength(2);
    expect(alarms.map((alarm) => alarm.find((l) => l.startsWith('TRIGGER:')))).toEqual(['TRIGGER:-P1D', 'TRIGGER:-PT2H']);
    for (const alarm of alarms) {
      expect(alarm).toContain('ACTION:DISPLAY');
      expect(alarm.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Appointment with Dr. Ananya Iyer');
    }
  });

  it('escapes a doctor’s name with a comma, a semicolon and a backslash', () => {
    const ics = visitIcs({ ...visit, doctorName: 'Dr. Iyer, A.; MD\\Ortho' }, now);
    expect(line(ics, 'SUMMARY')).toBe(`SUMMARY:Appointment with Dr. Iyer\\, A.\\; MD\\\\Ortho – ${clinic.name}`);
    expect(unfolded(ics).filter((l) => l.startsWith('DESCRIPTION:') && l.includes('Dr. Iyer\\, A.\\; MD\\\\Ortho'))).toHaveLength(2);
  });

  it('escapes line breaks, so a name cannot add a property', () => {
    const ics = visitIcs({ ...visit, doctorName: 'Dr. X\r\nATTENDEE:mailto:someone@example.com' }, now);
    expect(line(ics, 'SUMMARY')).toContain('Dr. X\\nATTENDEE:mailto:someone@example.com');
    expect(unfolded(ics).some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });

  it('ends every line with CRLF and folds them at 75 octets, never inside a character', () => {
    const long = { ...visit, doctorName: `Dr. ${'Ananyā Śrīnivāsa '.repeat(8)}Iyer`, reference: 'r'.repeat(90) };
    const ics = visitIcs(long, now);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    // Folding happened, and unfolding gives back the whole text, accents intact.
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(line(ics, 'SUMMARY')).toBe(`SUMMARY:Appointment with ${long.doctorName} – ${clinic.name}`);
    expect(line(ics, 'UID')).toBe(`UID:${'r'.repeat(90)}@${new URL(siteOrigin).host}`);
  });

  it('is named after the day and time', () => {
    expect(icsFileName(visit)).toBe('appointment-2026-11-25-0930.ics');
  });
});

describe('a video visit’s calendar entry', () => {
  const call = 'https://clinic.example/kn/visit/bk_7Gq2xYz';
  const video: CalendarVisit = {
    ...visit,
    video: {
      url: call,
      summary: 'Video visit with Dr. Ananya Iyer',
      note: 'Video visit: the call opens 15 minutes before the start, here:',
    },
  };

  it('is at the call’s page, with no street address, and says it is a video visit', () => {
    const ics = visitIcs(video, now);
    expect(line(ics, 'LOCATION')).toBe(`LOCATION:${call}`);
    expect(line(ics, 'URL')).toBe(`URL:${call}`);
    expect(line(ics, 'SUMMARY')).toBe(`SUMMARY:Video visit with Dr. Ananya Iyer – ${clinic.name}`);
    const description = line(ics, 'DESCRIPTION')!;
    expect(description).toMatch(
      /^DESCRIPTION:Video visit: the call opens 15 minutes before the start\\, here: https:\/\/clinic\.example\/kn\/visit\/bk_7Gq2xYz\\n/,
    );
    expect(description).toContain('Reference: bk_7Gq2xYz');
    expect(ics).not.toMatch(/Koramangala|2nd Cross Road/);
    // The reminders say it too.
    for (const alarm of unfolded(ics).filter((l) => l.startsWith('DESCRIPTION:') && l !== description))
      expect(alarm).toContain('Video visit with Dr. Ananya Iyer');
  });

  it('keeps the clinic’s address, and no URL, for a visit at the clinic', () => {
    const ics = visitIcs(visit, now);
    expect(line(ics, 'URL')).toBeUndefined();
    expect(line(ics, 'LOCATION')).toContain('Koramangala');
  });

  it('goes to Google Calendar with the call as its place', () => {
    const url = new URL(googleCalendarLink(video));
    expect(url.searchParams.get('location')).toBe(call);
    expect(url.searchParams.get('text')).toBe(`Video visit with Dr. Ananya Iyer – ${clinic.name}`);
    expect(url.searchParams.get('details')).toContain(call);
    expect(url.searchParams.get('details')).not.toContain('Koramangala');
  });
});

describe('the Google Calendar link', () => {
  const linkOf = (v: CalendarVisit) => new URL(googleCalendarLink(v));

  it('adds an event with the clinic’s wall-clock times in the clinic’s zone', () => {
    const url = linkOf(visit);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261125T093000/20261125T094500');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(googleCalendarLink(visit)).toContain('ctz=Asia%2FKolkata');
    expect(url.searchParams.get('text')).toBe(`Appointment with Dr. Ananya Iyer – ${clinic.name}`);
    expect(url.searchParams.get('details')).toContain('Reference: bk_7Gq2xYz\n');
    expect(url.searchParams.get('location')).toBe(
      `${clinic.name}, 42, 2nd Cross Road, 5th Block, Koramangala, Bengaluru 560095, Karnataka, India`,
    );
  });

  it('ends across midnight on the next day', () => {
    expect(linkOf({ ...visit, date: '2026-12-31', time: '23:30', minutes: 60 }).searchParams.get('dates')).toBe(
      '20261231T233000/20270101T003000',
    );
  });

  it('keeps a name with & and = in its own parameter', () => {
    const url = linkOf({ ...visit, doctorName: 'Dr. A & B=C' });
    expect(url.searchParams.get('text')).toBe(`Appointment with Dr. A & B=C – ${clinic.name}`);
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
  });
});
