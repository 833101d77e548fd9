import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { appointmentDateProblem, latestAppointmentDate } from '../../src/lib/formChecks';
import { clinicMoment, clinicToday, openDaysText, openState, openStateText } from '../../src/lib/openingHours';
import { clinicJsonLd } from '../../src/lib/structuredData/clinic';
import type { ClinicHours } from '../../src/types';

/** An instant given in the clinic's time (India Standard Time, UTC+05:30). */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
const statusAt = (hours: ClinicHours, dateTime: string) => openStateText(openState(hours, ist(dateTime)));

const usual = clinic.defaultHours; // Monday to Saturday, 9 am to 7 pm
// 23 November 2026 is a Monday.
const withDiwali: ClinicHours = { ...usual, closures: [{ date: '2026-11-25', reason: 'Diwali' }] };

describe('open now, in the clinic’s time', () => {
  it.each([
    ['2026-11-23T08:59', 'Closed · opens today 9 am'],
    ['2026-11-23T09:00', 'Open now · closes 7 pm'],
    ['2026-11-23T18:59', 'Open now · closes 7 pm'],
    ['2026-11-23T19:00', 'Closed · opens tomorrow 9 am'],
    ['2026-11-27T23:30', 'Closed · opens tomorrow 9 am'], // Friday night
    ['2026-11-28T12:00', 'Open now · closes 7 pm'], // Saturday
    ['2026-11-28T19:30', 'Closed · opens Monday 9 am'], // Saturday evening: Sunday is closed
    ['2026-11-29T10:00', 'Closed · opens tomorrow 9 am'], // Sunday
  ])('at %s (IST) it says "%s"', (at, text) => {
    expect(statusAt(usual, at)).toBe(text);
  });

  it('a day with its own hours: opens at half past, closes at noon', () => {
    const saturdayMorning: ClinicHours = { ...usual, weekly: { ...usual.weekly, saturday: { opens: '09:30', closes: '12:00' } } };
    expect(statusAt(saturdayMorning, '2026-11-28T09:00')).toBe('Closed · opens today 9:30 am');
    expect(statusAt(saturdayMorning, '2026-11-28T11:00')).toBe('Open now · closes 12 pm');
  });

  it('a closure closes the clinic all day, says why, and the next opening skips it', () => {
    expect(statusAt(withDiwali, '2026-11-25T11:00')).toBe('Closed today (Diwali) · opens tomorrow 9 am');
    expect(statusAt(withDiwali, '2026-11-24T19:30')).toBe('Closed · opens Thursday 9 am');
    expect(statusAt(withDiwali, '2026-11-24T12:00')).toBe('Open now · closes 7 pm');
  });

  it('a long closure: the next opening is named with its date', () => {
    const closures = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01'].map((date) => ({
      date,
      reason: 'Renovation',
    }));
    expect(statusAt({ ...usual, closures }, '2026-11-23T20:00')).toBe('Closed · opens Wednesday, 2 December 9 am');
  });

  it('a week with no open day says only "Closed"', () => {
    const never: ClinicHours = {
      weekly: { ...usual.weekly, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null },
      closures: [],
    };
    expect(statusAt(never, '2026-11-23T10:00')).toBe('Closed');
  });

  it('goes by the clinic’s clock whatever the visitor’s: the same instant seen from London and New York', () => {
    // 03:45 UTC on Monday is 09:15 in Bengaluru, still Sunday evening in New York.
    const instant = new Date('2026-11-23T03:45:00Z');
    expect(clinicMoment(instant)).toEqual({ date: '2026-11-23', weekday: 'monday', minutes: 9 * 60 + 15 });
    expect(openStateText(openState(usual, instant))).toBe('Open now · closes 7 pm');
    // 18:45 UTC on Sunday is already 00:15 on Monday in Bengaluru.
    expect(clinicToday(new Date('2026-11-22T18:45:00Z'))).toBe('2026-11-23');
    expect(openStateText(openState(usual, new Date('2026-11-22T18:45:00Z')))).toBe('Closed · opens today 9 am');
  });

  it('India keeps no daylight saving, so the rules’ fixed five and a half hours agree all year', () => {
    for (const month of ['01', '04', '07', '10']) {
      const offset = new Intl.DateTimeFormat('en', { timeZone: clinic.timeZone, timeZoneName: 'longOffset' }).format(
        new Date(`2026-${month}-15`),
      );
      expect(offset).toContain('GMT+05:30');
    }
  });
});

describe('the appointment date', () => {
  const monday10am = ist('2026-11-23T10:00');

  it('refuses the day before the clinic’s today, even where the visitor’s calendar is a day behind', () => {
    // 00:30 on Tuesday in Bengaluru is still Monday in most of the world.
    const justAfterMidnight = ist('2026-11-24T00:30');
    expect(appointmentDateProblem('2026-11-23', usual, justAfterMidnight)).toBe('Please choose today or a later date.');
    expect(appointmentDateProblem('2026-11-24', usual, justAfterMidnight)).toBeNull();
  });

  it('refuses closed weekdays and closures, saying which, and impossible dates', () => {
    expect(appointmentDateProblem('2026-11-29', usual, monday10am)).toBe('The clinic is closed on Sundays. Please choose another day.');
    expect(appointmentDateProblem('2026-11-25', withDiwali, monday10am)).toBe(
      'The clinic is closed on Wednesday, 25 November 2026 (Diwali). Please choose another day.',
    );
    expect(appointmentDateProblem('2026-02-30', usual, monday10am)).toBe('Please choose a date.');
    expect(appointmentDateProblem('2027-11-24', usual, monday10am)).toBe('Please choose a date within the next 12 months.');
    expect(latestAppointmentDate(ist('2028-02-29T10:00'))).toBe('2029-02-28');
  });

  it('says the open days in words', () => {
    expect(openDaysText(usual)).toBe('Monday to Saturday');
    expect(openDaysText({ ...usual, weekly: { ...usual.weekly, wednesday: null, sunday: { opens: '10:00', closes: '12:00' } } })).toBe(
      'Monday, Tuesday and Thursday to Sunday',
    );
  });
});

describe('the clinic’s structured data', () => {
  it('carries the week as OpeningHoursSpecification and each closure as a special opening, closed all day', () => {
    const hours: ClinicHours = { ...withDiwali, weekly: { ...usual.weekly, saturday: { opens: '09:00', closes: '13:00' } } };
    const data = clinicJsonLd(hours) as unknown as Record<string, unknown>;
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Diwali',
        validFrom: '2026-11-25',
        validThrough: '2026-11-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(clinicJsonLd(usual)).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
