import { LOCALES, type Locale } from '../../config/locales';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import type { Booking, BookingKind, BookingStatus, MailStatus, WhatsAppOptIn } from '../../types';
import { consultOf } from '../consultRecord';

/** bookings/{id} read into a Booking: the bookings module and the video visit's page (videoVisits.ts) share it. */

const statusOf = (value: unknown): BookingStatus =>
  value === 'arrived' || value === 'no-show' || value === 'cancelled' ? value : 'booked';
const kindOf = (value: unknown): BookingKind => (value === 'phone' || value === 'blocked' ? value : 'patient');
const mailStatusOf = (value: unknown): MailStatus =>
  value === 'sent' || value === 'failed' || value === 'not-configured' ? value : 'pending';

const localeOf = (value: unknown): Locale => ((LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'en');

function whatsAppOf(value: unknown): WhatsAppOptIn | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  return { to: asString(data.to), at: toDate(data.at), notice: asString(data.notice), off: toDate(data.off) };
}

function noticesOf(value: unknown): Booking['notices'] {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, Record<string, unknown>>).map(([key, notice]) => [
      key,
      {
        status: notice.status === 'sent' || notice.status === 'retry' || notice.status === 'failed' ? notice.status : 'sending',
        tries: typeof notice.tries === 'number' ? notice.tries : 0,
        run: asString(notice.run),
        claimedUntil: toDate(notice.claimedUntil),
        sentAt: toDate(notice.sentAt),
        error: asString(notice.error),
        for: toDate(notice.for),
      },
    ]),
  );
}

export const bookingConverter = readConverter<Booking>((id, data) => ({
  id,
  uid: asString(data.uid),
  kind: kindOf(data.kind),
  doctorId: asString(data.doctorId),
  doctorName: asString(data.doctorName),
  date: asString(data.date),
  time: asString(data.time),
  minutes: typeof data.minutes === 'number' ? data.minutes : 0,
  startsAt: toDate(data.startsAt) ?? new Date(0),
  patientName: asString(data.patientName),
  phone: asString(data.phone),
  email: asString(data.email),
  status: statusOf(data.status),
  cancelledBy: data.cancelledBy === 'patient' || data.cancelledBy === 'clinic' ? data.cancelledBy : '',
  cancelReason: asString(data.cancelReason),
  reschedules: typeof data.reschedules === 'number' ? data.reschedules : 0,
  seat: typeof data.seat === 'number' ? data.seat : 0,
  createdAt: toDate(data.createdAt),
  updatedAt: toDate(data.updatedAt),
  noticeVersion: asString(data.noticeVersion),
  mailStatus: mailStatusOf(data.mailStatus),
  lang: localeOf(data.lang),
  whatsApp: whatsAppOf(data.whatsApp),
  notices: noticesOf(data.notices),
  visit: data.visit === 'video' ? 'video' : 'clinic',
  consult: consultOf(data.consult, toDate),
}));
