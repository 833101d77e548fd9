import { clinic } from '../../config/clinic';
import { formatCalendarDay } from '../../lib/dates';
import { formatTime } from '../../lib/openingHours';
import type { Slot } from '../../types';

/** "Wednesday, 25 November 2026 at 9:30 am": a slot's day and time in the clinic's time. */
export const slotWhen = (slot: Pick<Slot, 'date' | 'time'>) => `${formatCalendarDay(slot.date)} at ${formatTime(slot.time)}`;

/** The WhatsApp message a patient can send after booking: who, with whom, when, the reference. Nothing more. */
export function bookingWhatsAppText(booking: { patientName: string; doctorName: string; date: string; time: string; reference: string }) {
  return [
    `Hello ${clinic.name}, I have booked an appointment on your website.`,
    `Name: ${booking.patientName}`,
    `Doctor: ${booking.doctorName}`,
    `Time: ${slotWhen(booking)}`,
    `Reference: ${booking.reference}`,
  ].join('\n');
}
