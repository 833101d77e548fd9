import { defineMessages } from '../../i18n/messages';

/** My appointments (on My requests): a patient's bookings, to move or cancel. Apart from the booking panel's words, which the appointment page loads. */
const en = {
  // My appointments.
  attended: 'Attended',
  missed: 'Missed',
  cancelledByClinic: (reason: string) => `Cancelled by the clinic: ${reason}`,
  cancelledByYou: 'Cancelled by you',
  booked: 'Booked',
  videoVisit: 'Video visit: the Join link appears here 15 minutes before',
  joinVideo: 'Join the video visit',
  moveLoadFailed: 'The free times could not be loaded. Please reload the page.',
  movedToast: (when: string) => `Your appointment is moved to ${when}.`,
  moveTaken: 'Sorry, that time has just been taken. The free times are up to date: please choose another.',
  moveFailed: 'The appointment could not be moved, and it stays as it was. Please check your connection and try again, or call us.',
  moveHeading: (doctor: string) => `Move to another time with ${doctor}`,
  moveTo: (when: string) => `Move to ${when}`,
  chooseNewTime: 'Choose a new time',
  keepTime: 'Keep the current time',
  cancelledToast: 'Your appointment is cancelled. The time is free for others.',
  cancelFailed: (phone: string) =>
    `The appointment could not be cancelled. Please check your connection and try again, or call us on ${phone}.`,
  // "For [patient] · reference [reference]"
  forPatient: (name: string) => `For ${name}`,
  reference: 'reference',
  move: 'Move',
  cancelAppointment: 'Cancel appointment',
  canChange: (movesLeft: number, duration: string) =>
    `You can cancel${movesLeft > 0 ? ` or move it (${movesLeft} ${movesLeft === 1 ? 'move' : 'moves'} left)` : ''} until ${duration} before.`,
  tooLate: (duration: string, phone: string) => `It is less than ${duration} away: to change it, please call us on ${phone}.`,
  noMovesLeft: ' It has been moved as often as the clinic allows online.',
  cancelConfirm: (doctor: string, when: string) => `Cancel your appointment with ${doctor} on ${when}? The time becomes free for others.`,
  loadingMine: 'Loading your appointments…',
  mineFailed: 'Your appointments could not be loaded. Please reload the page.',
  noBookings: 'You have no booked appointments.',
  noUpcoming: 'You have no upcoming appointments.',
  upcomingLabel: 'Upcoming appointments',
  pastHeading: 'Past and cancelled',
  pastLabel: 'Past and cancelled appointments',
  // A message's link to one booking (/my-requests#booking-<id>).
  fromYourMessage: 'This is the booking from your message.',
  linkedMissing: (phone: string) =>
    `The booking in your message is not among your appointments: it may have been removed, or booked with another account. If you booked with another account, please log out and log in with it; otherwise call us on ${phone}.`,
};
export type MyBookingsMessages = typeof en;

export const myBookingsMessages = defineMessages('src/features/bookings/myBookingsMessages.ts', en);
