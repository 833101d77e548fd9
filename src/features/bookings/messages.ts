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

  // The patient's name and phone.
  patientName: 'Patient name',
  phoneNumber: 'Phone number',
  phoneHint: 'The clinic calls this number if the doctor is delayed or away.',
  purpose:
    'We keep your name, phone and e-mail with the booking to see you at that time and reach you about it, and remember the name and phone for your next booking.',
  booking: 'Booking…',
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

  // The confirmation, and the calendar links of a booking.
  addToCalendar: 'Add to calendar (.ics)',
  addToGoogleCalendar: 'Add to Google Calendar',
  opensGoogleCalendar: ' (opens Google Calendar)',
  videoBookedNote:
    'This is a video visit. Join it from My appointments, from 15 minutes before its time, on a phone or computer with a camera.',
  // A video visit's calendar entry: its title, and the line before the call's link.
  calendarVideoSummary: (doctor: string) => `Video visit with ${doctor}`,
  calendarVideoNote: (minutes: number) => `Video visit: the call opens ${minutes} minutes before the start, here:`,
  bookedHeading: 'Your appointment is booked',
  // "… Your reference is [reference]."
  bookedSummary: (patient: string, doctor: string, when: string) =>
    `${patient} with ${doctor}, ${when} (India Standard Time). Your reference is`,
  sentenceEnd: '.',
  // "You can cancel or move it under [My appointments] until … before; …"
  cancelUnder: 'You can cancel or move it under ',
  myAppointments: 'My appointments',
  cancelUntil: (duration: string) => ` until ${duration} before; after that, please call us.`,
  sendOnWhatsApp: 'Also send on WhatsApp',
  opensWhatsApp: ' (opens WhatsApp)',
  bookAnother: 'Book another time',
  /** The WhatsApp message a patient can send after booking. */
  whatsAppText: (clinicName: string, patientName: string, doctorName: string, when: string, reference: string) =>
    [
      `Hello ${clinicName}, I have booked an appointment on your website.`,
      `Name: ${patientName}`,
      `Doctor: ${doctorName}`,
      `Time: ${when}`,
      `Reference: ${reference}`,
    ].join('\n'),
};
export type BookingMessages = typeof en;

export const bookingMessages = defineMessages('src/features/bookings/messages.ts', en);
