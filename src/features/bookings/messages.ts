import { defineMessages } from '../../i18n/messages';

/**
 * The patients' words of booking: the appointment page, its booking panel, the slot picker and the
 * confirmation. My appointments (myBookingsMessages.ts) and the staff's screens (staffMessages.ts)
 * have their own catalogs, so the appointment page carries neither.
 */
const en = {
  // The appointment page's own words (the page is this feature's; its request form is features/requests).
  pageHeading: 'Doctor Appointment',
  bookHeading: 'Book a time with a doctor',
  bookLead: 'Choose a doctor, a day and a free time. Times are the clinic’s (India Standard Time).',
  // A slot's day and time, as every sentence below shows it: "Wednesday, 25 November 2026 at 9:30 am".
  slotWhen: (day: string, time: string) => `${day} at ${time}`,
  /** Hours, or minutes when less than an hour: "4 hours", "30 minutes". */
  duration: (minutes: number) =>
    minutes % 60 !== 0 || minutes === 0 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`,

  // The booking panel.
  formLabel: 'Book a time',
  loadingFreeTimes: 'Loading free times…',
  freeTimesFailed: 'We could not load the free times. Please reload the page, ask for a day below, or call us.',
  loading: 'Loading…',
  loadingConfirmation: 'Your appointment is booked. Loading the details…',
  bookedToast: 'Appointment booked',
  unreachable:
    'We could not reach the clinic, so this time is not booked yet. Check your connection and press Book again: your choices are kept, and it will not be booked twice.',
  slotTaken: (time: string, day: string) =>
    `Sorry, ${time} on ${day} has just been taken by someone else. The free times below are up to date: please choose another.`,
  tooManyBookings: (max: number) =>
    `You already have ${max} upcoming appointments, the most the clinic takes from one account. You can cancel or move one under My appointments.`,
  noLongerBookable:
    'This time can no longer be booked: it has passed, it is too soon to book, or the schedule changed. Please choose another time.',
  // "To book … with …, please [log in] or [register] (with a verified e-mail). …"
  loginToBook: (when: string, doctor: string) => `To book ${when} with ${doctor}, please `,
  logIn: 'log in',
  or: ' or ',
  register: 'register',
  loginToBookEnd: ' (with a verified e-mail). Your choice of doctor and day is kept.',
  // "Please [verify your e-mail address] first: …"
  verifyBefore: 'Please ',
  verifyLink: 'verify your e-mail address',
  verifyAfter: ' first: bookings are confirmed to a verified address.',
  bookLabel: (time: string, doctor: string) => `Book ${time} with ${doctor}`,
  // What is wrong with the typed name and phone.
  nameMissing: "Please enter the patient's name.",
  nameTooLong: (max: number) => `Please keep the name to ${max} characters.`,
  phoneMissing: 'Please enter a phone number.',
  phoneInvalid: 'Please enter a phone number of 7 to 15 digits, like 98450 12345 or +91 98450 12345.',

  // The slot picker.
  doctor: 'Doctor',
  anyDoctor: 'Any doctor',
  visitKind: 'How would you like to see the doctor?',
  atClinic: 'At the clinic',
  videoVisit: 'Video visit',
  videoVisitHint: 'A video call from your phone or computer. You join it from My appointments.',
  noFreeTimes: (days: number, doctor: string) =>
    `No free times in the next ${days} days${doctor ? ` with ${doctor}` : ''}. Please ask for a day below, or call us.`,
  day: 'Day',
  freeCount: (count: number) => `${count} free`,
  showFewerDays: 'Show fewer days',
  showLaterDays: 'Show later days',
  freeTimesOn: (day: string) => `Free times on ${day}`,
};
export type BookingMessages = typeof en;

export const bookingMessages = defineMessages('src/features/bookings/messages.ts', en);
