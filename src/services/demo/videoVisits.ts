import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import { isPhoneShaped } from '../../lib/formChecks';
import { isCallable, joinMoment } from '../../lib/joinWindow';
import type { Booking } from '../../types';
import { documentGone } from '../errors';
import type { CallSide, ConsentInput } from '../videoCallTypes';
import { demoLogWrite, demoReadRecorded, demoRecordAccess } from './accessLogState';
import { demoDb, demoSessionUid, isDemoDoctorOf, latency, permissionDenied, rulesNonBlank, saveDemoDb, serverNow } from './store';

/** Demo twin of videoVisits.ts, with the rules' consultWrite checks. */

const copy = <T>(value: T): T => structuredClone(value);

function find(id: string): Booking {
  const booking = demoDb().bookings.find((b) => b.id === id);
  if (!booking) throw documentGone();
  return booking;
}

/** The rules' consultWrite: a callable video visit in its window, by its patient or its doctor. */
function requireCallable(booking: Booking, side: CallSide): void {
  const mine = side === 'patient' ? booking.uid !== '' && booking.uid === demoSessionUid() : isDemoDoctorOf(booking.doctorId);
  if (!mine || !isCallable(booking) || joinMoment(booking, serverNow()) !== 'open') throw permissionDenied();
}

export async function getCallVisit(id: string, asDoctor: boolean): Promise<Booking | null> {
  await latency();
  if (asDoctor) demoRecordAccess('doctorDay');
  const booking = demoDb().bookings.find((b) => b.id === id);
  if (!booking) return null;
  const readable =
    (booking.uid !== '' && booking.uid === demoSessionUid()) || (isDemoDoctorOf(booking.doctorId) && demoReadRecorded('doctorDay'));
  return readable ? copy(booking) : null;
}

export async function saveConsent(id: string, input: ConsentInput): Promise<void> {
  await latency();
  const booking = find(id);
  requireCallable(booking, 'patient');
  const adult = input.adultPresent?.trim() ?? '';
  const valid =
    !booking.consult?.consentAt &&
    rulesNonBlank(input.patientName, 100) &&
    Number.isInteger(input.age) &&
    input.age >= 0 &&
    input.age <= 120 &&
    isPhoneShaped(input.phone.trim()) &&
    (input.age >= 18 || rulesNonBlank(adult, 100));
  if (!valid) throw permissionDenied();
  const now = serverNow();
  booking.consult = {
    ...booking.consult,
    consentAt: now,
    notice: PRIVACY_NOTICE_VERSION,
    patientName: input.patientName.trim(),
    age: input.age,
    phone: input.phone.trim(),
    ...(adult ? { adultPresent: adult } : {}),
    patientJoinedAt: now,
  };
  saveDemoDb();
}

/** As the rules: the doctor's stamp carries its entry (joined or left), naming the booking's patient. */
export async function stampCall(visit: Pick<Booking, 'id' | 'uid' | 'consult'>, side: CallSide, moment: 'join' | 'leave'): Promise<void> {
  await latency();
  const booking = find(visit.id);
  requireCallable(booking, side);
  const key = `${side}${moment === 'join' ? 'JoinedAt' : 'LeftAt'}` as const;
  if (moment === 'join' && booking.consult?.[key]) return;
  if (side === 'doctor') {
    if (visit.uid !== booking.uid) throw permissionDenied();
    demoLogWrite({
      collection: 'bookings',
      docId: booking.id,
      action: moment === 'join' ? 'joined' : 'left',
      patientUid: visit.uid,
      job: 'doctorDay',
    });
  }
  booking.consult = { ...(booking.consult ?? { consentAt: null, notice: '', patientName: '', age: 0, phone: '' }), [key]: serverNow() };
  saveDemoDb();
}
