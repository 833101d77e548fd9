import { PRIVACY_NOTICE_VERSION } from '../config/privacy';
import { slotStart } from '../lib/booking';
import { clinicMoment } from '../lib/openingHours';
import type { Booking } from '../types';

/** The seeded video visit's id (letters only: the slot records' rules take such ids). */
export const SEED_VIDEO_VISIT_ID = 'seedVideoVisit';

/**
 * A video visit of the demo patient with Dr. Ananya Iyer (doctor@clinic.test), starting the
 * minute the seed runs and lasting an hour, so its call can be joined at once and for an hour and
 * a half (the window closes 30 minutes after the end): `npm run dev` and the browser tests make a
 * call without booking one. It has started, so it holds none of the patient's places for upcoming
 * bookings; the emulator seed records its slot and place as a booking's write does.
 */
export function seedVideoVisit(now: Date): Booking {
  const moment = clinicMoment(now);
  const time = `${String(Math.floor(moment.minutes / 60)).padStart(2, '0')}:${String(moment.minutes % 60).padStart(2, '0')}`;
  return {
    id: SEED_VIDEO_VISIT_ID,
    uid: 'demo-patient',
    kind: 'patient',
    doctorId: 'dr-ananya-iyer',
    doctorName: 'Dr. Ananya Iyer',
    date: moment.date,
    time,
    minutes: 60,
    startsAt: slotStart(moment.date, time),
    patientName: 'Asha Patil',
    phone: '+91 98450 12345',
    email: 'patient@clinic.test',
    status: 'booked',
    cancelledBy: '',
    cancelReason: '',
    reschedules: 0,
    seat: 1,
    createdAt: now,
    updatedAt: now,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    mailStatus: 'sent',
    lang: 'en',
    whatsApp: null,
    notices: {},
    visit: 'video',
    consult: null,
  };
}
