import { DEFAULT_BOOKING_POLICY } from '../config/constants';
import { BOOKING_LIMITS } from '../config/limits';
import type { BookingPolicy, ClinicHours, DoctorSchedule, SessionTimes, Slot, VisitKind, Weekday } from '../types';
import { addDays, clinicMoment, dayOf, isCalendarDate, weekdayOf } from './openingHours';

/**
 * Which slots a doctor offers, worked out in the clinic's time (Asia/Kolkata, which keeps no
 * daylight saving) whatever the visitor's zone. firestore.rules checks every booking the same
 * way (bookableSlot): inside one of the doctor's sessions, on a slot boundary, of the slot
 * length, inside the clinic's opening hours, not on a closure or a leave date, from the notice
 * time to the horizon. Pure functions of their inputs, so tests can pass any instant. A video
 * visit (issue 46) takes a slot of the doctor's video sessions, on the same conditions.
 */

/** India Standard Time is UTC + 5 h 30 all year. */
export const CLINIC_UTC_OFFSET_MINUTES = 330;

export const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant the clinic's `date` at `time` starts (the rules: the day's UTC midnight + time - 5 h 30). */
export function slotStart(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + (minutesOfTime(time) - CLINIC_UTC_OFFSET_MINUTES) * 60_000);
}

/** A slot's key in its doctor's month of taken slots (bookedSlots): "2026-11-25T09:30". */
export const slotKey = (slot: Pick<Slot, 'date' | 'time'>) => `${slot.date}T${slot.time}`;
/** The document that records a doctor's taken slots in the slot's month: "dr-ananya-iyer_2026-11". */
export const slotMonthId = (slot: Pick<Slot, 'doctorId' | 'date'>) => `${slot.doctorId}_${slot.date.slice(0, 7)}`;

/** The months (YYYY-MM) from `fromDate` to `toDate`, both included. */
export function monthsBetween(fromDate: string, toDate: string): string[] {
  const months: string[] = [];
  let month = fromDate.slice(0, 7);
  while (month <= toDate.slice(0, 7)) {
    months.push(month);
    const [year, m] = month.split('-').map(Number);
    month = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

/** The first and last day a patient may book on at `now`: the clinic's today and the horizon's day. */
export function bookingWindow(policy: BookingPolicy, now: Date): { first: string; last: string } {
  const first = clinicMoment(now).date;
  return { first, last: clinicMoment(new Date(now.getTime() + policy.horizonDays * 86_400_000)).date };
}

/** The doctor's sessions on `weekday` at the clinic or by video. */
export const sessionsFor = (schedule: DoctorSchedule, weekday: Weekday, visit: VisitKind = 'clinic'): SessionTimes[] =>
  (visit === 'video' ? schedule.video : schedule.weekly)?.[weekday] ?? [];

/** Whether the doctor has any session by video in their week. */
export const offersVideo = (schedule: DoctorSchedule | undefined): boolean =>
  Boolean(schedule && Object.values(schedule.video ?? {}).some((sessions) => sessions.length > 0));

export interface SlotContext {
  schedule: DoctorSchedule;
  /** Slots at the clinic (the default) or by video. */
  visit?: VisitKind;
  hours: ClinicHours;
  policy: BookingPolicy;
  /** Keys (slotKey) of the doctor's taken slots. */
  taken: ReadonlySet<string>;
  now: Date;
  /** The clinic's own bookings need no notice, only a slot that has not started. */
  forClinic?: boolean;
}

/** Every slot of the doctor's sessions on `date`, taken or not, that the rules would accept now. */
export function slotsOn(date: string, { schedule, visit, hours, policy, now, forClinic }: Omit<SlotContext, 'taken'>): Slot[] {
  if (!isCalendarDate(date) || schedule.leave.includes(date)) return [];
  const { times } = dayOf(hours, date);
  if (!times) return [];
  const opens = minutesOfTime(times.opens);
  const closes = minutesOfTime(times.closes);
  const length = schedule.slotMinutes;
  const earliest = now.getTime() + (forClinic ? 1 : policy.noticeMinutes * 60_000);
  const latest = now.getTime() + policy.horizonDays * 86_400_000;
  const slots: Slot[] = [];
  for (const session of sessionsFor(schedule, weekdayOf(date), visit)) {
    const end = minutesOfTime(session.end);
    for (let start = minutesOfTime(session.start); start + length <= end; start += length) {
      if (start < opens || start + length > closes) continue;
      const time = timeOfMinutes(start);
      const startsAt = slotStart(date, time);
      // Nothing stops two sessions from overlapping: a time they share is still one slot.
      if (startsAt.getTime() < earliest || startsAt.getTime() > latest || slots.some((s) => s.time === time)) continue;
      slots.push({ doctorId: schedule.doctorId, date, time, minutes: length, startsAt });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The free slots on `date`: the bookable ones nobody holds. */
export const freeSlotsOn = (date: string, context: SlotContext): Slot[] =>
  slotsOn(date, context).filter((slot) => !context.taken.has(slotKey(slot)));

/** Every free slot from today to the horizon, soonest first. */
export function freeSlots(context: SlotContext): Slot[] {
  const { first, last } = bookingWindow(context.policy, context.now);
  const slots: Slot[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) slots.push(...freeSlotsOn(date, context));
  return slots;
}

/** Whether `slot` is one the doctor offers now (the rules' check of a new or moved booking). */
export function isBookable(slot: Pick<Slot, 'date' | 'time' | 'minutes'>, context: Omit<SlotContext, 'taken'>): boolean {
  return slotsOn(slot.date, context).some((s) => s.time === slot.time && s.minutes === slot.minutes);
}

/** Whether the patient may still cancel or move a booking themselves (before the clinic's cut-off). */
export const beforeCutoff = (startsAt: Date, policy: BookingPolicy, now: Date) =>
  now.getTime() <= startsAt.getTime() - policy.cancelCutoffMinutes * 60_000;

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** The clinic's booking rules as stored, or the defaults where a field is missing or out of bounds. */
export function policyFromStored(data: Record<string, unknown> | undefined): BookingPolicy {
  const pick = (key: keyof BookingPolicy) =>
    inRange(data?.[key], BOOKING_LIMITS[key]) ? (data![key] as number) : DEFAULT_BOOKING_POLICY[key];
  return {
    noticeMinutes: pick('noticeMinutes'),
    horizonDays: pick('horizonDays'),
    cancelCutoffMinutes: pick('cancelCutoffMinutes'),
    maxUpcoming: pick('maxUpcoming'),
    maxReschedules: pick('maxReschedules'),
  };
}

/** Whether every field of `policy` is within its bounds (the rules' validPolicy). */
export const validPolicy = (policy: BookingPolicy) =>
  (Object.keys(DEFAULT_BOOKING_POLICY) as Array<keyof BookingPolicy>).every((key) => inRange(policy[key], BOOKING_LIMITS[key]));
