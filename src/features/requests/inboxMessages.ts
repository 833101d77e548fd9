import { defineMessages } from '../../i18n/messages';

/** The admins' requests inbox (its own catalog: patients' pages never load it). */
const en = {
  title: 'Requests inbox',
  lead: 'Appointment requests and messages from the website, newest first.',
  showRequests: 'Show requests',
  /** The filter buttons: the requests with each status. */
  viewNew: 'New',
  viewHandled: 'Handled',
  viewSpam: 'Spam',
  viewWithdrawn: 'Withdrawn',
  /** One request's status badge. */
  badgeNew: 'New',
  badgeHandled: 'Handled',
  badgeSpam: 'Spam',
  badgeWithdrawn: 'Withdrawn by the sender',
  appointmentRequests: 'Appointment requests',
  contactMessages: 'Contact messages',
  mailSent: 'E-mailed to the clinic',
  mailFailed: 'Not e-mailed (sending failed)',
  mailNotConfigured: 'Not e-mailed (EmailJS not configured)',
  mailPending: 'E-mail not confirmed',
  markHandled: 'Mark handled',
  markSpam: 'Mark as spam',
  markNew: 'Mark as new',
  notSpam: 'Not spam',
  markedNew: 'Marked as new',
  markedHandled: 'Marked as handled',
  markedSpam: 'Marked as spam',
  statusFailed: 'The status could not be changed. Please try again.',
  received: (dateTime: string) => `Received ${dateTime}`,
  reference: (id: string) => `Reference ${id}`,
  delete: 'Delete',
  deleteTitle: 'Delete request',
  deleteQuestion: 'Delete this request for good? This cannot be undone.',
  deleted: 'Request deleted',
  deleteFailed: 'The request could not be deleted. Please try again.',
  appointmentRequestFrom: (patientName: string) => `Appointment request from ${patientName}`,
  /** The date is shown in bold. */
  wantsAppointmentOn: (date: string) => `Wants an appointment on ${date}`,
  messageFrom: (name: string, subject: string) => `Message from ${name}: ${subject}`,
  from: (name: string) => `From ${name}`,
  /** The lists' names after "Load more". */
  appointmentRequestsNoun: 'appointment requests',
  messagesNoun: 'messages',
  loadingAppointmentRequests: 'Loading appointment requests…',
  loadingMessages: 'Loading messages…',
  appointmentRequestsFailed: 'The appointment requests could not be loaded. Please reload the page.',
  messagesFailed: 'The messages could not be loaded. Please reload the page.',
  noNewAppointmentRequests: 'No new appointment requests.',
  noHandledAppointmentRequests: 'No handled appointment requests.',
  noSpamAppointmentRequests: 'No appointment requests marked as spam.',
  noWithdrawnAppointmentRequests: 'No withdrawn appointment requests.',
  noNewMessages: 'No new messages.',
  noHandledMessages: 'No handled messages.',
  noSpamMessages: 'No messages marked as spam.',
  noWithdrawnMessages: 'No withdrawn messages.',
};
export type InboxMessages = typeof en;

export const inboxMessages = defineMessages('src/features/requests/inboxMessages.ts', en);
