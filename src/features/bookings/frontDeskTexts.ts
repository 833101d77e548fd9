import { clinic, formatAddressLines } from '../../config/clinic';
import type { Booking, BookingStatus } from '../../types';
import type { BookingStaffMessages } from './staffMessages';
import { slotWhen } from './bookingTexts';

/** The words of the page (`t`) and its Intl locale: what the WhatsApp messages are written in. */
export type Words = { t: BookingStaffMessages; locale: string };

/** The WhatsApp message telling a patient the clinic has cancelled their visit, and why. */
export function cancellationText(booking: Booking, { t, locale }: Words): string {
  return t.cancellationWhatsApp(
    booking.patientName,
    clinic.name,
    booking.doctorName,
    slotWhen(booking, t, locale),
    booking.cancelReason,
    clinic.phone,
  );
}

/** The WhatsApp reminder the front desk sends the day before: who, when, where. */
export function reminderText(booking: Booking, { t, locale }: Words): string {
  return t.reminderWhatsApp(
    booking.patientName,
    clinic.name,
    booking.doctorName,
    slotWhen(booking, t, locale),
    formatAddressLines().join(', '),
    clinic.phone,
  );
}

export function statusWords(booking: Booking, t: BookingStaffMessages): string {
  switch (booking.status) {
    case 'arrived':
      return t.arrived;
    case 'no-show':
      return t.noShow;
    case 'cancelled':
      return booking.cancelledBy === 'clinic' ? t.cancelledByClinic : t.cancelledByPatient;
    default:
      return booking.kind === 'blocked' ? t.notOffered : t.booked;
  }
}

/** The toast after a status change, by the new status. */
export const statusDone = (t: BookingStaffMessages): Record<Exclude<BookingStatus, 'cancelled'>, string> => ({
  arrived: t.markedArrived,
  'no-show': t.markedNoShow,
  booked: t.backToBooked,
});

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
