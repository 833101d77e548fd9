import { defineMessages } from '../../i18n/messages';

/**
 * My account: one's name, WhatsApp messages (the verified mobile number, stopping them), one's
 * data (download) and deleting the account. A message with links
 * in it takes slots in their place (withElements.tsx).
 */
const en = {
  title: 'My account',
  loggedInAs: (email: string, requestsLink: string, privacyLink: string) =>
    `Logged in as ${email}. Your requests are under ${requestsLink}; how we handle your data is in the ${privacyLink}.`,
  myRequests: 'My requests',
  privacyNotice: 'privacy notice',
  yourName: 'Your name',
  nameLabel: 'Your name, shown with your comments',
  nameHint: 'Comments you have already written keep the name they were written under.',
  nameSaved: 'Your name is saved. New comments carry it.',
  nameFailed: 'Your name could not be saved. Please try again.',
  saving: 'Saving…',
  saveName: 'Save name',
  yourData: 'Your data',
  dataExplain:
    'A file (JSON) with your account, profile, your booked appointments, the requests you sent while logged in, and your comments.',
  downloadData: 'Download my data',
  collecting: 'Collecting your data…',
  collectFailed: 'Your data could not be collected. Please check your connection and try again.',
  deleteMyAccount: 'Delete my account',
  deleteExplain:
    'This erases your comments, the requests you sent while logged in, your booked appointments (their times become free), your profile and then the account itself. It cannot be undone.',
  passwordAgain: 'For your safety, please enter your password once more to delete the account.',
  password: 'Password',
  deleting: 'Deleting…',
  confirmDelete: 'Confirm and delete my account',
  googleAgain: 'For your safety, please sign in with Google once more to delete the account.',
  googleDelete: 'Sign in with Google and delete my account',
  deleteTitle: 'Delete account',
  deleteQuestion:
    'Delete your account? Your comments, your requests, your appointments and your profile are erased, then the account. This cannot be undone.',
  deleted: 'Your account and your data are deleted.',
  deleteFailed: 'The account could not be deleted completely. Nothing is lost by trying again: please try again.',
  onlyOwner: (staffLink: string) =>
    `You are the clinic’s only owner, so your account cannot be deleted yet: the clinic would be left without anyone to manage its staff. Name another owner first on the ${staffLink} page, then come back here.`,
  staffPage: 'Staff',
  whatsAppHeading: 'WhatsApp messages',
  whatsAppExplain: (privacyLink: string) =>
    `If you tick WhatsApp when you book, we send the booking confirmation, a reminder the day before and word if the clinic has to cancel on WhatsApp too, to your verified mobile number. E-mails about your bookings continue either way. What we send and why is in the ${privacyLink}.`,
  verifiedNumber: (phone: string) => `Your verified mobile number: ${phone}`,
  noVerifiedNumber: 'No mobile number is verified yet. To get WhatsApp messages, verify your number with a code we send by SMS.',
  phoneLabel: 'Mobile number',
  phoneHint: 'For example 98450 12345. We send a 6-digit code to it by SMS.',
  sendCode: 'Send code by SMS',
  sendingCode: 'Sending the code…',
  codeSent: (phone: string) => `We sent a 6-digit code by SMS to ${phone}.`,
  demoCode: (code: string) => `Demo: no SMS is sent. The code is ${code}.`,
  codeLabel: 'Code from the SMS',
  verifyNumber: 'Verify number',
  verifyingNumber: 'Checking the code…',
  changeNumber: 'Change the number',
  sendNewCode: 'Send a new code',
  numberVerified: 'Your mobile number is verified.',
  removeNumber: 'Remove this number',
  removingNumber: 'Removing…',
  removeNumberTitle: 'Remove your mobile number',
  removeNumberQuestion: (phone: string) =>
    `Remove ${phone} from your account? WhatsApp messages about your bookings stop too. E-mails continue.`,
  numberRemoved: 'Your mobile number is removed, and WhatsApp messages about your bookings have stopped.',
  removeNumberFailed: 'The number could not be removed. Please check your connection and try again.',
  phoneEmpty: 'Please enter your mobile number.',
  phoneLetters: 'A phone number has only digits (spaces and dashes are fine), with + before a country code.',
  phoneTooShort: 'This number is too short: an Indian mobile number has 10 digits, for example 98450 12345.',
  phoneTooLong: 'This number is too long: an Indian mobile number has 10 digits, for example 98450 12345.',
  phoneNotMobile: 'This does not look like a mobile number: Indian mobile numbers start with 6, 7, 8 or 9.',
  phoneRefused: 'A code cannot be sent to this number. Please check it.',
  phoneTaken: 'This number is already verified on another account. Please use your own number, or remove it from the other account first.',
  phoneAlreadyLinked: 'A number is already verified on your account. Remove it first to verify another one.',
  codeEmpty: 'Please enter the 6-digit code from the SMS.',
  codeShape: 'The code has 6 digits.',
  codeWrong: 'This code is not right. Please check the SMS and try again.',
  codeExpired: 'This code has expired. Please send a new code.',
  tooManyAttempts: 'Too many attempts. Please wait a while, then try again.',
  offline: 'You seem to be offline. Please check your connection and try again.',
  captchaFailed: 'We could not check that the request comes from a person (reCAPTCHA). Please try again.',
  phoneFailed: 'Something went wrong. Please try again.',
  stopWhatsApp: 'Stop WhatsApp messages',
  stoppingWhatsApp: 'Stopping…',
  stopWhatsAppQuestion: 'Stop WhatsApp messages about all your bookings? E-mails about them continue.',
  whatsAppStopped: (count: number) =>
    count === 1 ? 'WhatsApp messages are stopped for 1 booking.' : `WhatsApp messages are stopped for ${count} bookings.`,
  whatsAppWasOff: 'None of your bookings had WhatsApp messages on: nothing to stop.',
  stopWhatsAppFailed: 'WhatsApp messages could not be stopped. Please check your connection and try again.',
};
export type AccountMessages = typeof en;

export const accountMessages = defineMessages('src/features/account/messages.ts', en);
