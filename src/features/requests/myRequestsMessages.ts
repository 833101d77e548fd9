import { defineMessages } from '../../i18n/messages';

/** My requests: a signed-in patient's requests and messages (its own catalog: the forms' pages do not load it). */
const en = {
  title: 'My requests',
  lead: (privacyLink: string) =>
    `Your booked appointments, and the appointment requests and messages you sent while logged in. Requests sent without logging in are not shown here; to ask about them, see the ${privacyLink}.`,
  privacyNotice: 'privacy notice',
  myAppointments: 'My appointments',
  loadingAppointments: 'Loading your appointments…',
  appointmentRequests: 'Appointment requests',
  messages: 'Messages',
  /** A request's status in a patient's words. */
  received: 'Received',
  seen: 'Seen by the clinic',
  withdrawn: 'Withdrawn',
  sent: (dateTime: string) => `Sent ${dateTime}`,
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw request',
  withdrawQuestion: (request: string) => `Withdraw "${request}"? The clinic will see that you took it back and will not act on it.`,
  withdrawDone: 'Your request is withdrawn. The clinic will not act on it.',
  withdrawFailed: 'The request could not be withdrawn. The clinic may have dealt with it already; please reload the page.',
  appointmentFor: (patientName: string, date: string) => `Appointment for ${patientName} on ${date}`,
  messageAbout: (subject: string) => `Message: ${subject}`,
  /** The lists' names after "Load more". */
  appointmentRequestsNoun: 'appointment requests',
  messagesNoun: 'messages',
  loadingAppointmentRequests: 'Loading your appointment requests…',
  loadingMessages: 'Loading your messages…',
  appointmentRequestsFailed: 'Your appointment requests could not be loaded. Please reload the page.',
  messagesFailed: 'Your messages could not be loaded. Please reload the page.',
  noAppointmentRequests: 'You have sent no appointment requests while signed in.',
  noMessages: 'You have sent no messages while signed in.',
};
export type MyRequestsMessages = typeof en;

export const myRequestsMessages = defineMessages('src/features/requests/myRequestsMessages.ts', en);
