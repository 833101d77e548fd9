import { doc, getDoc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import { firestore } from '../../lib/firestore';
import type { Booking } from '../../types';
import { isPermissionDenied } from '../errors';
import type { CallSide, ConsentInput } from '../videoCallTypes';
import { logWrite, recordAccess } from './accessLog';
import { bookingConverter } from './bookingConverter';

/**
 * A video visit's booking as its call page reads and stamps it (firestore.rules: consultWrite):
 * the patient's consent, and when each side first joined and last left. The call's signalling is
 * videoCall.ts.
 */

const bookingRef = (id: string) => doc(firestore(), 'bookings', id);

/**
 * The booking behind a call page, or null when this account may not read it (another patient's,
 * or none). A doctor reads it under today's record of their day (the access log), as on their day.
 */
export async function getCallVisit(id: string, asDoctor: boolean): Promise<Booking | null> {
  try {
    if (asDoctor) await recordAccess('doctorDay');
    const snapshot = await getDoc(bookingRef(id).withConverter(bookingConverter));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** The patient's consent to a video consultation, with the details they confirmed; it is also their first join. */
export async function saveConsent(id: string, input: ConsentInput): Promise<void> {
  await updateDoc(bookingRef(id), {
    'consult.consentAt': serverTimestamp(),
    'consult.notice': PRIVACY_NOTICE_VERSION,
    'consult.patientName': input.patientName.trim(),
    'consult.age': input.age,
    'consult.phone': input.phone.trim(),
    ...(input.adultPresent ? { 'consult.adultPresent': input.adultPresent.trim() } : {}),
    'consult.patientJoinedAt': serverTimestamp(),
  });
}

/**
 * Stamps `side`'s first join (once) or its latest leaving on the consultation record. The doctor's
 * stamp is a staff write to the patient's booking: it carries its access-log entry (joined or left),
 * in the same batch.
 */
export async function stampCall(booking: Pick<Booking, 'id' | 'uid' | 'consult'>, side: CallSide, moment: 'join' | 'leave'): Promise<void> {
  const key = `${side}${moment === 'join' ? 'JoinedAt' : 'LeftAt'}` as const;
  if (moment === 'join' && booking.consult?.[key]) return;
  if (side === 'patient') {
    await updateDoc(bookingRef(booking.id), { [`consult.${key}`]: serverTimestamp() });
    return;
  }
  const batch = writeBatch(firestore());
  const action = moment === 'join' ? 'joined' : 'left';
  const log = await logWrite(batch, { collection: 'bookings', docId: booking.id, action, patientUid: booking.uid, job: 'doctorDay' });
  batch.update(bookingRef(booking.id), { [`consult.${key}`]: serverTimestamp(), ...log });
  await batch.commit();
}
