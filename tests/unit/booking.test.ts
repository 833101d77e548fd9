import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import {
  beforeCutoff,
  bookingWindow,
  freeSlots,
  freeSlotsOn,
  isBookable,
  minutesOfTime,
  monthsBetween,
  policyFromStored,
  slotKey,
  slotMonthId,
  slotStart,
  slotsOn,
  timeOfMinutes,
  validPolicy,
  type SlotContext,
} from '../../src/lib/booking';
import { bookingConflict } from '../../src/features/bookings/bookingConflict';
import type { BookingPolicy, ClinicHours, DoctorSchedule } from '../../src/types';

/** An instant given in the clinic's time (India Standard Time, UTC+05:30). */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

// 23 November 2026 is a Monday. 03:30 UTC is 09:00 in Bengaluru.
const mondayNine = new Date('2026-11-23T03:30:00Z');

const weekday = { opens: '09:00', closes: '19:00' };
const hours: ClinicHours = {
  weekly: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: { opens: '10:00', closes: '13:00' },
    sunday: null,
  },
  closures: [{ date: '2026-11-26', reason: 'Staff training' }], // a Thursday
};

const schedule: DoctorSchedule = {
  doctorId: 'dr-test',
  slotMinutes: 30,
  weekly: {
    monday: [{ start: '09:00', end: '13:00' }],
    tuesday: [{ start: '09:00', end: '10:00' }],
    // Out of order on purpose; the first starts before the clinic opens, the last runs past its
    // closing, the middle one is not a whole number of slots.
    wednesday: [
      { start: '18:00', end: '20:00' },
      { start: '08:00', end: '10:00' },
      { start: '14:00', end: '15:45' },
    ],
    thursday: [{ start: '09:00', end: '10:00' }],
    friday: [],
    saturday: [{ start: '09:00', end: '12:00' }], // the clinic opens at 10 on Saturdays
    sunday: [{ start: '10:00', end: '12:00' }], // the clinic is closed on Sundays
  },
  video: { monday: [{ start: '14:00', end: '15:00' }], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  leave: ['2026-11-24'], // the Tuesday
};

const policy: BookingPolicy = { ...DEFAULT_BOOKING_POLICY }; // 120 minutes' notice, 30 days ahead
const context = (overrides: Partial<SlotContext> = {}): SlotContext => ({
  schedule,
  hours,
  policy,
  taken: new Set(),
  now: mondayNine,
  ...overrides,
});
const timesOn = (date: string, overrides: Partial<SlotContext> = {}) => slotsOn(date, context(overrides)).map((s) => s.time);

describe('slot times and keys', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    ['2026-11-25', '09:30', '2026-11-25T04:00:00.000Z'],
    ['2026-11-25', '00:15', '2026-11-24T18:45:00.000Z'], // the UTC day before
    ['2027-01-01', '05:00', '2026-12-31T23:30:00.000Z'], // the UTC year before
    ['2028-02-29', '23:59', '2028-02-29T18:29:00.000Z'],
  ])('%s %s in the clinic starts at %s, whatever the process’s zone', (date, time, instant) => {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(slotStart(date, time).toISOString()).toBe(instant);
    }
  });

  it('keys a slot by its date and time, and its month’s document by doctor and month', () => {
    expect(slotKey({ date: '2026-11-25', time: '09:30' })).toBe('2026-11-25T09:30');
    expect(slotMonthId({ doctorId: 'dr-ananya-iyer', date: '2026-11-25' })).toBe('dr-ananya-iyer_2026-11');
  });

  it('lists the months between two dates, across a year’s end', () => {
    expect(monthsBetween('2026-11-25', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-12-31', '2027-01-01')).toEqual(['2026-12', '2027-01']);
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12-01', '2026-11-30')).toEqual([]);
  });

  it('turns times into minutes and back', () => {
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('00:00')).toBe(0);
    expect(timeOfMinutes(570)).toBe('09:30');
    expect(timeOfMinutes(5)).toBe('00:05');
    expect(timeOfMinutes(23 * 60 + 59)).toBe('23:59');
  });
});

describe('the slots a doctor offers on a day', () => {
  const wednesday = '2026-11-25';

  it('splits each session into slot-length steps, soonest first, inside the clinic’s hours', () => {
    // 08:00 and 08:30 are before the clinic opens; 15:30 would end after the session (15:45);
    // 19:00 and 19:30 would end after the clinic closes.
    expect(timesOn(wednesday)).toEqual(['09:00', '09:30', '14:00', '14:30', '15:00', '18:00', '18:30']);
  });

  it('gives each slot its doctor, day, time, length and instant', () => {
    expect(slotsOn(wednesday, context())[1]).toEqual({
      doctorId: 'dr-test',
      date: wednesday,
      time: '09:30',
      minutes: 30,
      startsAt: new Date('2026-11-25T04:00:00Z'),
    });
  });

  it('keeps a session’s last slot when it ends exactly at closing, and drops one that starts before opening', () => {
    expect(timesOn('2026-11-28')).toEqual(['10:00', '10:30', '11:00', '11:30']); // Saturday: opens at 10
    const late = { ...schedule, weekly: { ...schedule.weekly, friday: [{ start: '18:00', end: '19:00' }] } };
    expect(timesOn('2026-11-27', { schedule: late })).toEqual(['18:00', '18:30']);
  });

  it('offers a time two overlapping sessions share once', () => {
    const overlapping = {
      ...schedule,
      weekly: {
        ...schedule.weekly,
        friday: [
          { start: '09:00', end: '10:00' },
          { start: '09:30', end: '10:30' },
        ],
      },
    };
    expect(timesOn('2026-11-27', { schedule: overlapping })).toEqual(['09:00', '09:30', '10:00']);
  });

  it('gives none on a closure, a leave date, a weekday the clinic is closed, a day without sessions, or no real date', () => {
    expect(timesOn('2026-11-26')).toEqual([]); // the closure (a Thursday)
    expect(timesOn('2026-12-03')).toEqual(['09:00', '09:30']); // the Thursday after
    expect(timesOn('2026-11-24')).toEqual([]); // leave (a Tuesday)
    expect(timesOn('2026-12-01')).toEqual(['09:00', '09:30']); // the Tuesday after
    expect(timesOn('2026-11-29')).toEqual([]); // Sunday: the doctor has a session, the clinic is closed
    expect(timesOn('2026-11-27')).toEqual([]); // Friday: no sessions
    expect(timesOn('2026-02-30')).toEqual([]);
    expect(timesOn('25-11-2026')).toEqual([]);
  });

  it('keeps the notice: at 09:00 with 120 minutes’ notice the first slot is 11:00', () => {
    expect(timesOn('2026-11-23')).toEqual(['11:00', '11:30', '12:00', '12:30']);
    expect(timesOn('2026-11-23', { now: new Date(mondayNine.getTime() + 1) })).toEqual(['11:30', '12:00', '12:30']);
    expect(timesOn('2026-11-23', { policy: { ...policy, noticeMinutes: 0 } })[0]).toBe('09:00');
  });

  it('gives the clinic’s own bookings no notice, but never a slot that has started', () => {
    expect(timesOn('2026-11-23', { forClinic: true })[0]).toBe('09:30'); // 09:00 starts now
    expect(timesOn('2026-11-23', { forClinic: true, now: ist('2026-11-23T09:10') })[0]).toBe('09:30');
    expect(timesOn('2026-11-23', { now: ist('2026-11-23T09:10') })[0]).toBe('11:30');
    expect(timesOn('2026-11-23', { forClinic: true, now: ist('2026-11-23T13:00') })).toEqual([]);
    expect(timesOn('2026-11-16', { forClinic: true })).toEqual([]); // the Monday before
  });

  it('offers nothing after the horizon: now + horizonDays, to the minute', () => {
    // 30 days after Monday 09:00 is Wednesday 23 December, 09:00.
    expect(timesOn('2026-12-23')).toEqual(['09:00']);
    expect(timesOn('2026-12-30')).toEqual([]);
    expect(timesOn('2026-12-23', { forClinic: true })).toEqual(['09:00']);
    expect(timesOn('2026-11-25', { policy: { ...policy, horizonDays: 2 } })).toEqual(['09:00']);
  });

  it('leaves out the taken slots from the free ones', () => {
    const taken = new Set(['2026-11-25T09:30', '2026-11-25T18:00', '2026-11-23T11:00']);
    expect(freeSlotsOn(wednesday, context({ taken })).map((s) => s.time)).toEqual(['09:00', '14:00', '14:30', '15:00', '18:30']);
    expect(slotsOn(wednesday, context({ taken }))).toHaveLength(7);
  });
});

describe('every free slot from today to the horizon', () => {
  it('runs from the clinic’s today to the horizon’s day, in order', () => {
    // 5 days after Monday 09:00 is Saturday 09:00: Saturday's first slot (10:00) is beyond it.
    const fiveDays = { ...policy, horizonDays: 5 };
    expect(bookingWindow(fiveDays, mondayNine)).toEqual({ first: '2026-11-23', last: '2026-11-28' });
    const slots = freeSlots(context({ policy: fiveDays, taken: new Set(['2026-11-25T14:30']) }));
    expect(slots.map(slotKey)).toEqual([
      '2026-11-23T11:00',
      '2026-11-23T11:30',
      '2026-11-23T12:00',
      '2026-11-23T12:30',
      // Tuesday: leave. Thursday: closed. Friday: no sessions.
      '2026-11-25T09:00',
      '2026-11-25T09:30',
      '2026-11-25T14:00',
      '2026-11-25T15:00',
      '2026-11-25T18:00',
      '2026-11-25T18:30',
    ]);
    expect(freeSlots(context({ policy: { ...policy, horizonDays: 6 } })).at(-1)).toMatchObject({ date: '2026-11-28', time: '11:30' });
  });

  it('starts on the clinic’s today even where the UTC date is a day behind', () => {
    const justAfterMidnight = new Date('2026-11-22T19:00:00Z'); // Monday 00:30 in Bengaluru
    expect(bookingWindow(policy, justAfterMidnight).first).toBe('2026-11-23');
    expect(freeSlots(context({ now: justAfterMidnight, policy: { ...policy, horizonDays: 1 } })).map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
  });

  it('covers the whole horizon', () => {
    const slots = freeSlots(context());
    expect(slots[0]).toMatchObject({ date: '2026-11-23', time: '11:00' });
    expect(slots.at(-1)).toMatchObject({ date: '2026-12-23', time: '09:00' });
    expect(new Set(slots.map(slotKey)).size).toBe(slots.length);
  });
});

describe('whether a slot can be booked now', () => {
  it.each([
    [{ date: '2026-11-25', time: '09:30', minutes: 30 }, true],
    [{ date: '2026-11-25', time: '09:15', minutes: 30 }, false], // not on a slot boundary
    [{ date: '2026-11-25', time: '09:30', minutes: 15 }, false], // not the slot length
    [{ date: '2026-11-25', time: '08:30', minutes: 30 }, false], // before the clinic opens
    [{ date: '2026-11-25', time: '15:30', minutes: 30 }, false], // past the session's end
    [{ date: '2026-11-24', time: '09:00', minutes: 30 }, false], // leave
    [{ date: '2026-11-26', time: '09:00', minutes: 30 }, false], // closure
    [{ date: '2026-11-23', time: '10:30', minutes: 30 }, false], // inside the notice
    [{ date: '2026-12-23', time: '09:30', minutes: 30 }, false], // beyond the horizon
  ])('%o: %s', (slot, bookable) => {
    expect(isBookable(slot, context())).toBe(bookable);
  });

  it('lets the clinic book inside the notice', () => {
    expect(isBookable({ date: '2026-11-23', time: '10:30', minutes: 30 }, context({ forClinic: true }))).toBe(true);
  });
});

describe('a booking that no longer fits', () => {
  const fits = (slot: { date: string; time: string; minutes: number }, s: DoctorSchedule | null = schedule) =>
    bookingConflict(slot, s, hours);

  it.each([
    [{ date: '2026-11-26', time: '09:00', minutes: 30 }, 'The clinic is closed that day (Staff training).'],
    [{ date: '2026-11-29', time: '10:00', minutes: 30 }, 'The clinic is closed on that weekday.'],
    [{ date: '2026-11-25', time: '08:30', minutes: 30 }, 'Outside the opening hours.'],
    [{ date: '2026-11-25', time: '18:45', minutes: 30 }, 'Outside the opening hours.'], // would end at 19:15
    [{ date: '2026-11-24', time: '09:00', minutes: 30 }, 'The doctor is on leave that day.'],
    [{ date: '2026-11-25', time: '11:00', minutes: 30 }, 'Outside the doctor’s sessions.'],
    [{ date: '2026-11-25', time: '15:30', minutes: 30 }, 'Outside the doctor’s sessions.'], // would end at 16:00
    [{ date: '2026-11-27', time: '10:00', minutes: 30 }, 'Outside the doctor’s sessions.'], // Friday: none
    [{ date: '2026-11-25', time: '09:30', minutes: 30 }, null],
  ])('%o: %s', (slot, problem) => {
    expect(fits(slot)).toBe(problem);
  });

  it('says when the slot length or the session start changed, so a new slot could overlap it', () => {
    const changed = 'The slot length or the session times changed after it was booked.';
    expect(fits({ date: '2026-11-23', time: '09:30', minutes: 30 }, { ...schedule, slotMinutes: 20 })).toBe(changed);
    expect(fits({ date: '2026-11-23', time: '09:40', minutes: 20 })).toBe(changed);
  });

  it('says when the doctor has no schedule any more', () => {
    expect(fits({ date: '2026-11-25', time: '09:30', minutes: 30 }, null)).toBe('The doctor has no booking schedule.');
  });

  it('ignores the notice and the horizon: a booking already made in the past or far ahead still fits', () => {
    expect(fits({ date: '2020-01-01', time: '09:30', minutes: 30 })).toBeNull(); // a Wednesday
    expect(fits({ date: '2027-06-02', time: '09:30', minutes: 30 })).toBeNull(); // a Wednesday
  });
});

describe('the cancel and move cut-off', () => {
  // Wednesday 09:30 in the clinic; 240 minutes before is 05:30 that morning.
  const startsAt = slotStart('2026-11-25', '09:30');

  it('allows the patient up to the cut-off, exactly, and not after', () => {
    expect(beforeCutoff(startsAt, policy, ist('2026-11-25T05:30'))).toBe(true);
    expect(beforeCutoff(startsAt, policy, new Date(ist('2026-11-25T05:30').getTime() + 1))).toBe(false);
    expect(beforeCutoff(startsAt, policy, ist('2026-11-23T09:00'))).toBe(true);
    expect(beforeCutoff(startsAt, { ...policy, cancelCutoffMinutes: 0 }, startsAt)).toBe(true);
    expect(beforeCutoff(startsAt, { ...policy, cancelCutoffMinutes: 0 }, new Date(startsAt.getTime() + 1))).toBe(false);
  });
});

describe('the clinic’s booking rules as stored', () => {
  it('are the defaults when the document is missing or empty', () => {
    expect(policyFromStored(undefined)).toEqual(DEFAULT_BOOKING_POLICY);
    expect(policyFromStored({})).toEqual(DEFAULT_BOOKING_POLICY);
  });

  it('take each field in bounds and the default for each one missing, out of bounds or not a whole number', () => {
    expect(
      policyFromStored({
        noticeMinutes: 60,
        horizonDays: 61,
        cancelCutoffMinutes: 1.5,
        maxUpcoming: '2',
        maxReschedules: 0,
        updatedAt: new Date(),
      }),
    ).toEqual({ noticeMinutes: 60, horizonDays: 30, cancelCutoffMinutes: 240, maxUpcoming: 3, maxReschedules: 0 });
    expect(policyFromStored({ noticeMinutes: -1, horizonDays: 60, cancelCutoffMinutes: 2880, maxUpcoming: 5, maxReschedules: 6 })).toEqual({
      noticeMinutes: 120,
      horizonDays: 60,
      cancelCutoffMinutes: 2880,
      maxUpcoming: 5,
      maxReschedules: 2,
    });
    expect(policyFromStored({ noticeMinutes: 0, horizonDays: 1, cancelCutoffMinutes: 0, maxUpcoming: 1, maxReschedules: 0 })).toEqual({
      noticeMinutes: 0,
      horizonDays: 1,
      cancelCutoffMinutes: 0,
      maxUpcoming: 1,
      maxReschedules: 0,
    });
  });

  it('are valid only with every field a whole number in its bounds', () => {
    expect(validPolicy(DEFAULT_BOOKING_POLICY)).toBe(true);
    expect(validPolicy({ noticeMinutes: 2880, horizonDays: 60, cancelCutoffMinutes: 2880, maxUpcoming: 5, maxReschedules: 5 })).toBe(true);
    expect(validPolicy({ noticeMinutes: 0, horizonDays: 1, cancelCutoffMinutes: 0, maxUpcoming: 1, maxReschedules: 0 })).toBe(true);
    expect(validPolicy({ ...policy, noticeMinutes: 2881 })).toBe(false);
    expect(validPolicy({ ...policy, horizonDays: 0 })).toBe(false);
    expect(validPolicy({ ...policy, cancelCutoffMinutes: -1 })).toBe(false);
    expect(validPolicy({ ...policy, maxUpcoming: 6 })).toBe(false);
    expect(validPolicy({ ...policy, maxReschedules: 1.5 })).toBe(false);
  });
});
