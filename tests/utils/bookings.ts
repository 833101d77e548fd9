import { freeSlots, slotKey, slotMonthId, slotStart, type SlotContext } from '../../src/lib/booking';
import { scheduleFromStored } from '../../src/services/bookingFields';
import { hoursFromStored } from '../../src/services/clinicHoursFields';
import { demoDb } from '../../src/services/demo/store';
import { seedBookingPolicy } from '../../src/seed';
import type { Booking, Slot } from '../../src/types';

/**
 * Another patient's booking of `slot`, booked, with every field a stored booking has (the demo
 * twin's, or, without its `id`, a Firestore document: a Date is stored as a timestamp).
 */
export function bookingOf(slot: Pick<Slot, 'doctorId' | 'date' | 'time' | 'minutes'>, changes: Partial<Booking> = {}): Booking {
  return {
    ...slot,
    startsAt: slotStart(slot.date, slot.time),
    id: `stored-${slot.doctorId}-${slot.date}-${slot.time}`,
    uid: 'someone-else',
    kind: 'patient',
    doctorName: 'Dr. Ananya Iyer',
    patientName: 'Meera Rao',
    phone: '98450 22222',
    email: 'meera@example.com',
    status: 'booked',
    cancelledBy: '',
    cancelReason: '',
    reschedules: 0,
    seat: 1,
    createdAt: new Date(),
    updatedAt: new Date(),
    noticeVersion: '2026-11-23',
    mailStatus: 'sent',
    lang: 'en',
    whatsApp: null,
    notices: {},
    visit: 'clinic',
    consult: null,
    ...changes,
  };
}

/**
 * A booking put straight into the demo twin's data, its slot recorded as taken: one made in
 * another browser, or before the schedule changed (whatever the schedule says now).
 */
export function storeDemoBooking(slot: Pick<Slot, 'doctorId' | 'date' | 'time' | 'minutes'>, changes: Partial<Booking> = {}): Booking {
  const booking = bookingOf(slot, changes);
  const db = demoDb();
  (db.bookedSlots[slotMonthId(booking)] ??= {})[slotKey(booking)] = booking.id;
  db.bookings.push(booking);
  return booking;
}

/**
 * A doctor's free slots now, as the booking page works them out from the demo's stored schedule
 * and hours and the seed's policy, nothing taken (`context` changes any of that).
 */
export function demoFreeSlots(doctorId: string, context: Partial<SlotContext> = {}): Slot[] {
  const db = demoDb();
  return freeSlots({
    schedule: scheduleFromStored(doctorId, db.doctorSchedules[doctorId] as unknown as Record<string, unknown>),
    hours: hoursFromStored(db.clinicHours ?? undefined),
    policy: seedBookingPolicy,
    taken: new Set(),
    now: new Date(),
    ...context,
  });
}
