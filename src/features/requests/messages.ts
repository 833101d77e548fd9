import { defineMessages } from '../../i18n/messages';

/**
 * The words of the request forms patients fill in: the appointment page's request form and the
 * contact page. My requests and the admins' inbox have their
 * own catalogs (myRequestsMessages.ts, inboxMessages.ts), so these pages load none of theirs. A
 * message with an element in it (a link) takes a slot in its place (withElements.tsx).
 */
const en = {
  // The spec's messages (its error catalogue, section 8), verbatim.
  contactSuccess: 'Form submitted successfully',
  contactFailure: 'An error occurred while submitting the form',
  contactMissingFields: 'Please provide a value in each input field',
  appointmentSuccess: 'Appointment scheduled successfully!',
  appointmentFailure: 'Failed to schedule appointment!',
  requestTooSoon: (seconds: number) =>
    `You sent us a request a moment ago. To keep our inbox free of duplicates, please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before sending another.`,
  askHeading: 'Or ask us for a day',
  askLead: (days: string) =>
    `Tell us who the appointment is for and when suits you. The front desk will call to confirm the time. We are open ${days}, except on holidays.`,
  /** The open weekdays: "Monday to Saturday", "Monday to Friday and Sunday". */
  dayRange: (first: string, last: string) => `${first} to ${last}`,
  dayList: (most: string, last: string) => `${most} and ${last}`,
  thanks: 'Thank you. We have your request and will call you to confirm the time.',
  yourReference: (reference: string) => `Your reference is ${reference}.`,
  followUnder: (link: string) => `You can follow it under ${link}.`,
  myRequests: 'My requests',
  sendOnWhatsApp: 'Also send on WhatsApp',
  opensWhatsApp: '(opens WhatsApp)',
  patientName: 'Patient name',
  patientEmail: 'Patient e-mail',
  phoneNumber: 'Phone number',
  phoneHint: 'Indian or international, e.g. 98450 12345 or +91 98450 12345.',
  appointmentDate: 'Appointment date',
  appointmentPurpose: 'We use these details only to arrange your appointment and contact you about it.',
  requestAppointment: 'Request appointment',
  preferToTalk: (phone: string) => `Prefer to talk? Call ${phone}. In an emergency, call 112.`,
  enterPatientName: "Please enter the patient's name.",
  enterEmail: 'Please enter an e-mail address.',
  enterPhone: 'Please enter a phone number.',
  phoneShape: 'Please enter a phone number of 7 to 15 digits, like 98450 12345 or +91 98450 12345.',
  chooseDate: 'Please choose a date.',
  chooseLaterDate: 'Please choose today or a later date.',
  chooseWithinYear: 'Please choose a date within the next 12 months.',
  closedOnDay: (date: string, reason: string) => `The clinic is closed on ${date} (${reason}). Please choose another day.`,
  /** A weekday the clinic is closed every week ("Sunday"). */
  closedOnWeekday: (weekday: string) => `The clinic is closed on ${weekday}s. Please choose another day.`,
  contactHeading: 'Send us a message',
  contactLead: 'Questions about a treatment, a bill or a report? Write to us and the front desk will reply within a working day.',
  yourName: 'Your name',
  yourEmail: 'Your e-mail',
  subject: 'Subject',
  message: 'Message',
  notUrgent: 'Please do not send urgent medical questions here. In an emergency, call 112 or go to the nearest hospital.',
  contactPurpose: 'We use these details only to answer your message.',
  sendMessage: 'Send message',
  sending: 'Sending…',
  // The request forms' hidden anti-spam field: people never see it, but a screen reader may reach it.
  leaveEmpty: 'Leave this empty',
  openInMaps: 'Open in Google Maps',
  opensInNewTab: '(opens in a new tab)',
};
export type RequestMessages = typeof en;

export const requestMessages = defineMessages('src/features/requests/messages.ts', en);
