import { clinic } from '../../config/clinic';
import type { AppointmentInput } from '../../types';

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date input's value (YYYY-MM-DD) as people write it: "Tuesday, 1 December 2026". */
export function appointmentDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * The WhatsApp message a patient can send after an appointment request: their name, the date and
 * the request's reference, so the front desk finds it in the inbox. Nothing more: the clinic
 * already has the rest, and a chat is not the place for it.
 */
export function appointmentWhatsAppText(
  request: Pick<AppointmentInput, 'patientName' | 'appointmentDate'>,
  reference: string | null,
): string {
  return [
    `Hello ${clinic.name}, I have requested an appointment on your website.`,
    `Name: ${request.patientName}`,
    `Date: ${appointmentDay(request.appointmentDate)}`,
    ...(reference ? [`Reference: ${reference}`] : []),
  ].join('\n');
}

/** A wa.me link to the clinic's WhatsApp with `text` ready to send: no API, no script. */
export const whatsAppLink = (text: string) => `https://wa.me/${clinic.whatsApp}?text=${encodeURIComponent(text)}`;
