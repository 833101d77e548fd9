import { defineMessages } from '../../i18n/messages';

/**
 * The booking page's words a visitor never sees: the name and phone fields (for a signed-in patient
 * who has chosen a time) and the confirmation with its calendar links (also on My appointments).
 * Apart from bookingMessages, so the appointment page's first download carries none of them.
 */
const en = {
  // The patient's name and phone.
  patientName: 'Patient name',
  phoneNumber: 'Phone number',
  phoneHint: 'The clinic calls this number if the doctor is delayed or away.',
  purpose:
    'We keep your name, phone and e-mail with the booking to see you at that time and reach you about it, and remember the name and phone for your next booking.',
  booking: 'Booking…',

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
export type BookedMessages = typeof en;

export const bookedMessages = defineMessages('src/features/bookings/bookedMessages.ts', en);
