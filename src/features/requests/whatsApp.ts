import { clinic } from '../../config/clinic';
import { formatCalendarDay } from '../../lib/dates';
export { whatsAppLink } from '../../lib/whatsApp';
import type { AppointmentRequestInput } from '../../types';

/**
 * The WhatsApp message a patient can send after an appointment request: their name, the date and
 * the request's reference, so the front desk finds it in the inbox. Nothing more: the clinic
 * already has the rest, and a chat is not the place for it.
 */
export function appointmentWhatsAppText(
  request: Pick<AppointmentRequestInput, 'patientName' | 'appointmentDate'>,
  reference: string | null,
): string {
  return [
    `Hello ${clinic.name}, I have requested an appointment on your website.`,
    `Name: ${request.patientName}`,
    `Date: ${formatCalendarDay(request.appointmentDate)}`,
    ...(reference ? [`Reference: ${reference}`] : []),
  ].join('\n');
}
