import { defineMessages } from '../../i18n/messages';

/**
 * The privacy notice (DPDP Act 2023), in each language: a change to what it says changes
 * PRIVACY_NOTICE_VERSION (src/config/privacy.ts), and every translation with it. A value that is
 * an element (a link, bold words) is put where the language wants it (withElements.tsx).
 */
const en = {
  heading: 'Privacy Notice',
  lead: (clinicName: string) =>
    `${clinicName} runs this website. This notice says what we collect through it, why, where it is kept, for how long, who sees it, and what you can do about it.`,
  version: (date: string) => `Version of ${date}.`,

  collectHeading: 'What we collect, and why',
  tableCaption: 'What each part of the site collects and why',
  where: 'Where',
  what: 'What',
  why: 'Why',
  appointmentRow: 'Appointment request',
  appointmentWhat: 'Your name, e-mail address, phone number and the date you would like',
  appointmentWhy: 'To arrange the appointment and to contact you about it',
  bookingRow: 'Booking a time',
  bookingWhat:
    "The doctor, day and time you book, the patient's name and phone number, your account's e-mail address, and whether you attended, cancelled or moved it. The name and phone are also kept on your account, to fill in your next booking. Which times are taken is public; who took them is not.",
  bookingWhy: 'To keep the time for you, to see you then, and to reach you if it has to change',
  contactRow: 'Contact form',
  contactWhat: 'Your name, e-mail address, subject and message',
  contactWhy: 'To answer you',
  accountRow: 'Account',
  accountWhat:
    "Your name, e-mail address and password (kept by Google's Firebase Authentication; we never see it), or, with Google sign-in, the name, e-mail address and photo Google gives us",
  accountWhy: 'To let you comment on our articles, and to know which requests are yours',
  commentsRow: 'Comments',
  commentsWhat: 'What you write, your name and the time',
  commentsWhy: 'To publish your comment under the article: comments are public',
  messagesRow: 'Messages about a booking',
  messagesWhat:
    "Your account's verified e-mail address. If you choose WhatsApp: the mobile number you verified with a code by SMS, and your consent on each booking (when you gave it, under which version of this notice, and when you stopped it). Which messages were sent about each booking, and when.",
  messagesWhy:
    'To confirm your booking, to remind you of it the day before, and to tell you, with the reason, if the clinic has to cancel it',
  collectNote:
    'We ask only for what each of these needs. Please do not put details of your health in a form or a comment: tell the doctor at your visit. A request also records when it was sent and which version of this notice it was sent under. We use no advertising or tracking cookies.',

  messagesHeading: 'Messages about a booking',
  messagesSent:
    "When you book a time online, we send you a confirmation, a reminder the day before, and word if the clinic has to cancel, with the reason. Each names the doctor, the day and time and the clinic's address, and links to your booking; none carries details of your health. They are in the language you booked in. A booking the clinic makes for you over the phone gets none.",
  messagesEmail:
    "By e-mail: always, to your account's verified e-mail address, while the booking stands. To get no more, cancel the booking or delete your account.",
  /** Quotes the booking form's box (bookings/whatsAppOptInMessages.ts, whatsAppLabel): keep the words the same. */
  messagesWhatsApp:
    'On WhatsApp: only if you tick "Also send these on WhatsApp to …" when you book. The box stays unticked until you tick it, and it shows only once you have verified your mobile number in My account with a code we send by SMS, so that we message only a number shown to be yours. Your consent is stored with the booking: the number, when you gave it and the version of this notice.',
  /** Quotes My account's buttons (account/messages.ts, stopWhatsApp and removeNumber): keep the words the same. */
  messagesStop:
    'You can stop WhatsApp messages at any time in My account: "Stop WhatsApp messages" stops them for all your bookings, and "Remove this number" stops them and takes the number off your account. Each booking keeps the record of your consent and of when you stopped it, and a new booking asks again. E-mails about a booking continue while it stands.',

  keptHeading: 'Where it is kept',
  /** `findUs` is the link to the location page (findUsLink); `openMap` is its map's button. */
  kept: (dataLocation: string, findUs: string, openMap: string) =>
    `In Google's Firebase (Cloud Firestore and Authentication), in ${dataLocation}. Appointment requests and messages are also e-mailed to our front desk through EmailJS. The map on the ${findUs} page is Google Maps, which loads only when you press "${openMap}".`,
  findUsLink: 'Find Us',

  howLongHeading: 'How long',
  keepRequests: (months: number) =>
    `Requests and messages: until we have dealt with them, and then for ${months} ${months === 1 ? 'month' : 'months'}, after which they are erased. Messages we mark as spam are erased on the same schedule.`,
  keepBookings: (months: number) =>
    `Bookings: for ${months} ${months === 1 ? 'month' : 'months'} after the visit, then erased; cancelled ones likewise. You can cancel a booking until the clinic's cut-off, and deleting your account erases all of them at once.`,
  keepAccount: 'Your account and your comments: until you delete them or ask us to.',
  keepPhone:
    'Your verified mobile number (kept by Firebase Authentication, with your account): until you remove it in My account or delete your account.',
  keepMessages: 'Your WhatsApp consent on a booking, and which messages were sent about it: with the booking, and erased with it.',

  seesHeading: 'Who sees it',
  sees: "The clinic's staff who run this site (the front desk and our doctors) see requests, messages and bookings, and whether the messages about a booking were sent. Everyone can read comments and the name they carry. Google (Firebase, which also sends the SMS code that verifies your mobile number), EmailJS (which sends our e-mails) and Meta (WhatsApp Business, which sends the WhatsApp messages you ask for) process the data for us and may not use it for anything else. We do not sell or share your data with anyone else.",

  rightsHeading: 'Your rights, and how to use them',
  /** `title` is seeTitle in bold; `myAccount` and `myRequests` are links to those pages. */
  rightSee: (title: string, myAccount: string, myRequests: string) =>
    `${title} under ${myAccount} you can change your name, download everything the site holds about you (a JSON file), and delete your account, which erases your comments, your bookings, the requests you sent while logged in, your profile and your verified mobile number. ${myRequests} shows those requests with what the clinic has done about them, and lets you withdraw one we have not dealt with yet. For requests sent without logging in, write to our Grievance Officer (below) from the e-mail address you used; we answer within 30 days.`,
  seeTitle: 'See, correct or erase your data:',
  myAccountLink: 'My account',
  myRequestsLink: 'My requests',
  /** `title` is withdrawTitle in bold. */
  rightWithdraw: (title: string) =>
    `${title} as easily as you gave it: withdraw a request, stop WhatsApp messages in My account, delete your account, or ask us to erase your data.`,
  withdrawTitle: 'Withdraw your consent',
  rightNominate: (title: string) => `${title} to use these rights for you if you cannot.`,
  nominateTitle: 'Nominate someone',
  rightComplain: (title: string) =>
    `${title} to our Grievance Officer first; if you are not satisfied, to the Data Protection Board of India.`,
  complainTitle: 'Complain:',

  grievanceHeading: 'Grievance Officer',
  email: 'E-mail',
  phone: 'Phone',
};
export type PrivacyMessages = typeof en;

export const privacyMessages = defineMessages('src/features/privacy/messages.ts', en);
