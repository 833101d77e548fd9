import { defineMessages } from '../../i18n/messages';

/**
 * My account: one's name, one's data (download) and deleting the account. A message with links
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
};
export type AccountMessages = typeof en;

export const accountMessages = defineMessages('src/features/account/messages.ts', en);
