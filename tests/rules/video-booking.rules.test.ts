import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '../../src/config/limits';
import { slotKey, slotMonthId, slotStart } from '../../src/lib/booking';
import { addDays, WEEKDAYS } from '../../src/lib/openingHours';
import { scheduleFields } from '../../src/services/bookingFields';
import type { ClinicHours, DoctorSchedule, SessionTimes, Slot } from '../../src/types';
import { dayFromToday } from '../utils/dates';
import { ALICE_PHONE, bookingClinic, IYER, seededSchedule, type User } from './fixtures/bookings';
import { admin, frontDesk, rulesEnvironmentForFile } from './setup';

/*
 * firestore.rules, "Bookings", video visits (issue 46): a schedule's `video` sessions beside its
 * clinic ones (`weekly`), a booking's `visit` ('clinic' or 'video') checked against the sessions of
 * its kind, callers at the clinic only, a move keeping the kind, the front desk unable to touch
 * `video`. Written as the service writes it (src/services/firebase/bookings.ts: one batch per
 * change), with the helpers of tests/rules/bookings.rules.test.ts reduced to what these cases need.
 */

const env = rulesEnvironmentForFile();

/**
 * Dr. Iyer's week, every day: 09:00-12:00 at the clinic only, 12:00-13:00 both ways, 14:00-16:00
 * by video only, in 15-minute slots. The clinic is open 08:00-20:00 every day, so the doctor's
 * sessions alone decide.
 */
const sessions = (...list: Array<[string, string]>): SessionTimes[] => list.map(([start, end]) => ({ start, end }));
const everyDay = (day: SessionTimes[]) => Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as DoctorSchedule['weekly'];
const schedule: DoctorSchedule = {
  doctorId: IYER,
  weekly: everyDay(sessions(['09:00', '12:00'], ['12:00', '13:00'])),
  video: everyDay(sessions(['12:00', '13:00'], ['14:00', '16:00'])),
  slotMinutes: 15,
  leave: [],
};
/** The same week saved before video visits: scheduleFields leaves `video` out. */
const beforeVideo: DoctorSchedule = { ...schedule, video: everyDay([]) };
const hours: ClinicHours = {
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '08:00', closes: '20:00' }])) as ClinicHours['weekly'],
  closures: [],
};

const { seed, as, storeSchedule, openClinic, book, seedBooking, reschedule: move, stored, takenIn, costliestSlot } = bookingClinic(env);

beforeEach(() => openClinic({ phones: { [ALICE_PHONE]: 'alice' }, schedules: [schedule], hours }));

// Slots ------------------------------------------------------------------------------------------

/** Dr. Iyer at `time` on the day after tomorrow: past the notice and the cut-off, inside the horizon, at any hour of the test. */
function slotAt(time: string, date = dayFromToday(2)): Slot {
  return { doctorId: IYER, date, time, minutes: schedule.slotMinutes, startsAt: slotStart(date, time) };
}
const CLINIC_ONLY = '09:00';
const CLINIC_ONLY_2 = '10:30';
const BOTH_WAYS = '12:15';
const VIDEO_ONLY = '14:00';
const VIDEO_ONLY_2 = '15:15';

// Documents and batches, as the service writes them --------------------------------------------------

/**
 * The batch that moves booking `id` from `from` to `to` in the same month (as the service does:
 * one update of the month and of its mirror), with `fields` changed in the booking too.
 */
function reschedule(id: string, from: Slot, to: Slot, fields: Record<string, unknown> = {}) {
  expect(slotMonthId(to)).toBe(slotMonthId(from));
  return move(id, from, to, { fields });
}

// Tests ----------------------------------------------------------------------------------------------

describe('a patient books a video visit', () => {
  it('in a video session: allowed, and stored as video', async () => {
    await assertSucceeds(book(slotAt(VIDEO_ONLY), { id: 'visit', visit: 'video' }));
    expect((await stored('visit')).visit).toBe('video');
  });

  it('refused: a video visit in a session held only at the clinic', async () => {
    await assertFails(book(slotAt(CLINIC_ONLY), { visit: 'video' }));
    await assertFails(book(slotAt(CLINIC_ONLY_2), { visit: 'video' }));
  });

  it('refused: a clinic visit in a session held only by video', async () => {
    await assertFails(book(slotAt(VIDEO_ONLY), { visit: 'clinic' }));
    await assertFails(book(slotAt(VIDEO_ONLY_2), { visit: 'clinic' }));
  });

  it('a session held both ways takes either kind', async () => {
    await assertSucceeds(book(slotAt(BOTH_WAYS), { visit: 'video', seat: 1 }));
    await assertSucceeds(book(slotAt('12:30'), { visit: 'clinic', seat: 2 }));
    // Still one booking per slot, whatever its kind.
    await assertFails(book(slotAt(BOTH_WAYS), { visit: 'clinic', seat: 3 }));
  });

  it('a clinic visit in a clinic session is still allowed', async () => {
    await assertSucceeds(book(slotAt(CLINIC_ONLY), { visit: 'clinic' }));
  });

  it('refused: a visit other than clinic or video, or none', async () => {
    const slot = slotAt(BOTH_WAYS);
    for (const visit of ['home', 'Video', '', null, true, ['video'], { kind: 'video' }, undefined])
      await assertFails(book(slot, { fields: { visit } }));
    await assertSucceeds(book(slot, { visit: 'video' }));
  });
});

describe('the front desk and video visits', () => {
  it('refused: a caller booked as a video visit, even in a video or both-ways session; at the clinic: allowed', async () => {
    await assertFails(book(slotAt(VIDEO_ONLY), { by: frontDesk, kind: 'phone', visit: 'video' }));
    await assertFails(book(slotAt(BOTH_WAYS), { by: frontDesk, kind: 'phone', visit: 'video' }));
    await assertFails(book(slotAt(BOTH_WAYS), { by: admin, kind: 'phone', visit: 'video' }));
    await assertSucceeds(book(slotAt(BOTH_WAYS), { by: frontDesk, kind: 'phone', visit: 'clinic' }));
    await assertSucceeds(book(slotAt(CLINIC_ONLY), { by: frontDesk, kind: 'phone', visit: 'clinic' }));
  });

  it('a caller at the clinic in a video-only session: refused', async () => {
    await assertFails(book(slotAt(VIDEO_ONLY), { by: frontDesk, kind: 'phone', visit: 'clinic' }));
  });

  it('blocks a video-only slot as video: allowed; as clinic: refused (not a clinic session)', async () => {
    await assertFails(book(slotAt(VIDEO_ONLY), { by: frontDesk, kind: 'blocked', visit: 'clinic' }));
    await assertSucceeds(book(slotAt(VIDEO_ONLY), { by: frontDesk, kind: 'blocked', visit: 'video', id: 'block' }));
    expect(await takenIn(slotAt(VIDEO_ONLY))).toEqual({ [slotKey(slotAt(VIDEO_ONLY))]: 'block' });
    // The block holds the slot: the patient cannot book it by video.
    await assertFails(book(slotAt(VIDEO_ONLY), { visit: 'video' }));
  });

  it('refused: a block of a clinic-only slot as video', async () => {
    await assertFails(book(slotAt(CLINIC_ONLY), { by: frontDesk, kind: 'blocked', visit: 'video' }));
  });
});

describe('a schedule saved before video visits (no `video` field)', () => {
  beforeEach(async () => {
    await storeSchedule(beforeVideo);
    let data: Record<string, unknown> = {};
    await seed(async (db) => {
      data = (await getDoc(doc(db, 'doctorSchedules', IYER))).data() ?? {};
    });
    expect(data).not.toHaveProperty('video');
  });

  it('a video visit is refused, in any of its sessions', async () => {
    for (const time of [CLINIC_ONLY, BOTH_WAYS]) await assertFails(book(slotAt(time), { visit: 'video' }));
  });

  it('a clinic visit is still allowed', async () => {
    await assertSucceeds(book(slotAt(BOTH_WAYS), { visit: 'clinic' }));
  });

  it('a booking made before video visits (no `visit`) is still moved as a clinic visit', async () => {
    // Seeded without the field, as older bookings are stored; a move leaves it absent.
    await seedBooking('old', slotAt(CLINIC_ONLY), { fields: { visit: undefined } });
    expect(await stored('old')).not.toHaveProperty('visit');
    await assertSucceeds(reschedule('old', slotAt(CLINIC_ONLY), slotAt(CLINIC_ONLY_2)));
  });
});

describe('a patient moves a video visit', () => {
  it('to another video slot: allowed, and it stays a video visit', async () => {
    await seedBooking('visit', slotAt(VIDEO_ONLY), { visit: 'video' });
    await assertSucceeds(reschedule('visit', slotAt(VIDEO_ONLY), slotAt(VIDEO_ONLY_2)));
    expect(await stored('visit')).toMatchObject({ time: VIDEO_ONLY_2, visit: 'video', reschedules: 1 });
  });

  it('to a both-ways slot: allowed', async () => {
    await seedBooking('visit', slotAt(VIDEO_ONLY), { visit: 'video' });
    await assertSucceeds(reschedule('visit', slotAt(VIDEO_ONLY), slotAt(BOTH_WAYS)));
  });

  it('refused: to a clinic-only slot', async () => {
    await seedBooking('visit', slotAt(VIDEO_ONLY), { visit: 'video' });
    await assertFails(reschedule('visit', slotAt(VIDEO_ONLY), slotAt(CLINIC_ONLY)));
  });

  it('refused: a clinic visit moved into a video-only slot', async () => {
    await seedBooking('visit', slotAt(CLINIC_ONLY), { visit: 'clinic' });
    await assertFails(reschedule('visit', slotAt(CLINIC_ONLY), slotAt(VIDEO_ONLY)));
    await assertSucceeds(reschedule('visit', slotAt(CLINIC_ONLY), slotAt(CLINIC_ONLY_2)));
  });

  it('refused: changing the kind in a move, video to clinic, even on a slot valid for the new kind', async () => {
    await seedBooking('visit', slotAt(VIDEO_ONLY), { visit: 'video' });
    await assertFails(reschedule('visit', slotAt(VIDEO_ONLY), slotAt(CLINIC_ONLY), { visit: 'clinic' }));
    await assertFails(reschedule('visit', slotAt(VIDEO_ONLY), slotAt(BOTH_WAYS), { visit: 'clinic' }));
    expect((await stored('visit')).visit).toBe('video');
  });

  it('refused: changing the kind in a move, clinic to video, even on a slot valid for the new kind', async () => {
    await seedBooking('visit', slotAt(CLINIC_ONLY), { visit: 'clinic' });
    await assertFails(reschedule('visit', slotAt(CLINIC_ONLY), slotAt(VIDEO_ONLY), { visit: 'video' }));
    await assertFails(reschedule('visit', slotAt(CLINIC_ONLY), slotAt(BOTH_WAYS), { visit: 'video' }));
    expect((await stored('visit')).visit).toBe('clinic');
  });
});

describe('saving a schedule with video sessions', () => {
  const fields = (value: DoctorSchedule = schedule) => scheduleFields(value);
  const video = (changes: Record<string, unknown>) => ({ ...fields().video, ...changes });
  const save = (data: object, by: User = admin) => setDoc(doc(as(by), 'doctorSchedules', IYER), data);
  const valid = (changes: Record<string, unknown> = {}) => ({ ...fields(), updatedAt: serverTimestamp(), ...changes });

  it('the owner saves this schedule (two sessions a day each way), and one without video sessions', async () => {
    expect(fields().video).toBeDefined();
    await assertSucceeds(save(valid()));
    await assertSucceeds(save({ ...fields(beforeVideo), updatedAt: serverTimestamp() }));
  });

  it('the owner saves one session a day each way (as the contract suites’ all-day week)', async () => {
    const one = everyDay(sessions(['00:00', '23:30']));
    await assertSucceeds(save({ ...fields({ ...schedule, weekly: one, video: one }), updatedAt: serverTimestamp() }));
  });

  it('the owner saves the fullest week both ways: three sessions every day at the clinic and by video, 100 leave dates (within the rules’ 1,000 expressions)', async () => {
    const three = everyDay(sessions(['07:00', '10:00'], ['11:00', '14:00'], ['15:00', '21:00']));
    const leave = Array.from({ length: BOOKING_LIMITS.leaveDates }, (_, i) => addDays('2031-01-01', i));
    await assertSucceeds(save({ ...fields({ ...schedule, weekly: three, video: three, leave }), updatedAt: serverTimestamp() }));
  });

  // The video week's form only (firestore.rules, validVideoWeek): the order of its sessions is the
  // editor's check, as only the owner writes sessions (docs/decisions.md, issue 46).
  it('refused: a video day that is not the stored string of at most three sessions', async () => {
    for (const monday of [
      '9:00-12:00',
      '14:00-16:00 room 2',
      '14:00-16:00;17:00-18:00',
      '14:00-16:00|',
      '14:00-16:00,',
      '07:00-08:00,09:00-10:00,11:00-12:00,13:00-14:00',
      [{ start: '14:00', end: '16:00' }],
      null,
      5,
    ])
      await assertFails(save(valid({ video: video({ monday }) })));
  });

  it('refused: video with an extra key, a missing weekday, or not a map', async () => {
    await assertFails(save(valid({ video: video({ holiday: '' }) })));
    const { sunday: _sunday, ...sixDays } = fields().video!;
    await assertFails(save(valid({ video: sixDays })));
    for (const value of [null, '14:00-16:00', [], {}]) await assertFails(save(valid({ video: value })));
  });

  it('the seeded schedule (Dr. Iyer: mornings at the clinic, weekday afternoons by video, Saturday both ways): the owner saves it, the front desk adds leave to it', async () => {
    const seeded = seededSchedule(IYER);
    expect(fields(seeded).video).toBeDefined();
    await assertSucceeds(save({ ...fields(seeded), updatedAt: serverTimestamp() }));
    await assertSucceeds(save({ ...fields({ ...seeded, leave: [dayFromToday(5)] }), updatedAt: serverTimestamp() }, frontDesk));
  });

  describe('the front desk (only the leave dates)', () => {
    const leave = { [dayFromToday(5)]: true };

    it('refused: adding video sessions to a schedule saved before them, while changing leave', async () => {
      await storeSchedule(beforeVideo);
      await assertFails(save({ ...fields(), leave, updatedAt: serverTimestamp() }, frontDesk));
      // The same change of leave alone goes through.
      await assertSucceeds(save({ ...fields(beforeVideo), leave, updatedAt: serverTimestamp() }, frontDesk));
    });

    it('refused: changing or removing the video sessions, while changing leave', async () => {
      await assertFails(save(valid({ video: video({ monday: '14:00-17:00' }), leave }), frontDesk));
      await assertFails(save({ ...fields(beforeVideo), leave, updatedAt: serverTimestamp() }, frontDesk));
      await assertFails(save(valid({ video: video({ monday: '14:00-17:00' }) }), frontDesk));
    });

    it('allowed: changing only leave on a schedule that has video sessions, which stay', async () => {
      await assertSucceeds(save(valid({ leave }), frontDesk));
      let data: Record<string, unknown> = {};
      await seed(async (db) => {
        data = (await getDoc(doc(db, 'doctorSchedules', IYER))).data() ?? {};
      });
      expect(data).toMatchObject({ video: fields().video, leave });
    });
  });
});

describe('the costliest patient booking, as a video visit (within the rules’ 1,000 expressions)', () => {
  // As in bookings.rules.test.ts (fixtures/bookings.ts costliestSlot): a doctor with three
  // sessions a day (here by video, and the same at the clinic, so both weeks are full), 100 leave
  // dates and 60 closures, the policy stored, a slot in another month than this one, nearly full
  // (2,000 other bookings).
  const fullestVideoSlot = async () => (await costliestSlot(3, { base: schedule, visit: 'video' })).slot;

  it('a patient books a video visit in a doctor’s third session, in another, nearly full month', async () => {
    const slot = await fullestVideoSlot();
    await assertSucceeds(book(slot, { id: 'visit', visit: 'video' }));
    expect((await takenIn(slot))[slotKey(slot)]).toBe('visit');
    expect((await stored('visit')).visit).toBe('video');
  });

  it('the same, opting in to WhatsApp messages (the opt-in’s check counts against the same 1,000)', async () => {
    const slot = await fullestVideoSlot();
    await assertSucceeds(book(slot, { id: 'visit', visit: 'video', whatsAppTo: ALICE_PHONE }));
    expect(await stored('visit')).toMatchObject({ visit: 'video', whatsApp: { to: ALICE_PHONE } });
  });
});
