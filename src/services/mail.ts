import { send } from '@emailjs/browser';
import type { AppointmentRequestInput, ContactInput, MailStatus } from '../types';

/** What became of an e-mail: anything but pending. */
export type MailOutcome = Exclude<MailStatus, 'pending'>;

/**
 * Mail service over EmailJS: one call per form. It is the same for every backend (EmailJS is
 * not part of Firebase), and it never throws: the caller has already stored the request, and
 * only needs to know whether the e-mail went out.
 */

const env = import.meta.env;

interface Template {
  templateId: string | undefined;
  name: string;
}

function configured(template: Template): { serviceId: string; templateId: string; publicKey: string } | null {
  const serviceId = env.VITE_EMAILJS_SERVICE_ID;
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !publicKey || !template.templateId) {
    console.warn(
      `[mail] EmailJS is not configured (VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_PUBLIC_KEY and the ${template.name} template id), ` +
        'so no e-mail was sent. The request is stored and shows in the admins’ inbox.',
    );
    return null;
  }
  return { serviceId, templateId: template.templateId, publicKey };
}

async function sendTemplate(template: Template, params: Record<string, string>): Promise<MailOutcome> {
  const config = configured(template);
  if (!config) return 'not-configured';
  try {
    const response = await send(config.serviceId, config.templateId, params, { publicKey: config.publicKey });
    return response.status === 200 || response.text === 'OK' ? 'sent' : 'failed';
  } catch (error) {
    console.error(`[mail] The ${template.name} e-mail could not be sent`, error);
    return 'failed';
  }
}

/** Contact template params: from_name, from_email, subject, message. */
export function sendContactMail(input: ContactInput): Promise<MailOutcome> {
  return sendTemplate(
    { templateId: env.VITE_EMAILJS_CONTACT_TEMPLATE_ID, name: 'contact' },
    { from_name: input.name, from_email: input.email, subject: input.subject, message: input.message },
  );
}

/** Appointment template params: patientName, patientEmail, phoneNumber, appointmentDate. */
export function sendAppointmentMail(input: AppointmentRequestInput): Promise<MailOutcome> {
  return sendTemplate(
    { templateId: env.VITE_EMAILJS_APPOINTMENT_TEMPLATE_ID, name: 'appointment' },
    {
      patientName: input.patientName,
      patientEmail: input.patientEmail,
      phoneNumber: input.phoneNumber,
      appointmentDate: input.appointmentDate,
    },
  );
}

/**
 * A booked time, e-mailed with the appointment template: its four params (the date as
 * "Wednesday, 25 November 2026 at 9:30 am with Dr. Ananya Iyer (booked online, reference …)"),
 * plus doctorName, appointmentTime and reference for a template that wants them apart.
 */
export function sendBookingMail(booking: {
  patientName: string;
  email: string;
  phone: string;
  doctorName: string;
  when: string;
  time: string;
  reference: string;
}): Promise<MailOutcome> {
  return sendTemplate(
    { templateId: env.VITE_EMAILJS_APPOINTMENT_TEMPLATE_ID, name: 'appointment' },
    {
      patientName: booking.patientName,
      patientEmail: booking.email,
      phoneNumber: booking.phone,
      appointmentDate: `${booking.when} with ${booking.doctorName} (booked online, reference ${booking.reference})`,
      doctorName: booking.doctorName,
      appointmentTime: booking.time,
      reference: booking.reference,
    },
  );
}
