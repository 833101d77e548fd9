import { asString } from '../lib/fieldValues';
import type { ConsultRecord } from '../types';

/**
 * A video visit's consultation record (bookings/{id}.consult) as both backends read it: null when
 * there is none; times through the backend's own `toDate` (Firestore's Timestamp, or a Date).
 */
export function consultOf(value: unknown, toDate: (value: unknown) => Date | null): ConsultRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  const record: ConsultRecord = {
    consentAt: toDate(data.consentAt),
    notice: asString(data.notice),
    patientName: asString(data.patientName),
    age: typeof data.age === 'number' ? data.age : 0,
    phone: asString(data.phone),
  };
  if (typeof data.adultPresent === 'string') record.adultPresent = data.adultPresent;
  for (const key of ['patientJoinedAt', 'patientLeftAt', 'doctorJoinedAt', 'doctorLeftAt'] as const) {
    if (key in data) record[key] = toDate(data[key]);
  }
  return record;
}
