import { defineMessages } from '../i18n/messages';

/**
 * The user-facing messages of the spec's error catalogue, verbatim (spec section 8), that patients
 * and visitors see; those only admins see are in deleteMessages.ts (deleting from a public page)
 * and editorMessages.ts (the editors), so that patients' pages do not carry them. Components show
 * them in the page's language through `useMessages(specMessages)`; `messages` is the English.
 */
export const messages = {
  contactSuccess: 'Form submitted successfully',
  contactFailure: 'An error occurred while submitting the form',
  contactMissingFields: 'Please provide a value in each input field',
  appointmentSuccess: 'Appointment scheduled successfully!',
  appointmentFailure: 'Failed to schedule appointment!',
  requestTooSoon: (seconds: number) =>
    `You sent us a request a moment ago. To keep our inbox free of duplicates, please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before sending another.`,
  faqLoadFailure: 'Failed to retrieve FAQs.',
  commentPosted: 'Comment posted successfully',
  noMoreBlogs: 'No more blogs to display',
  passwordMismatch: 'Passwords do not match',
  passwordResetSent: 'Password reset link sent!',
  noComments: 'No comments yet. Be the first to comment.',
  // A comment whose author's name no longer passes the public-name check (services/publicName.ts).
  unnamedCommenter: 'A reader',
  loginToComment: 'Please login or create an account to post a comment.',
  commentDeleteConfirm: 'Are you sure you want to delete this comment?',
  commentDeleted: 'Comment deleted successfully',
  commentDeleteFailed: 'The comment could not be deleted. Please try again.',
  invalidEmail: 'Please enter a valid e-mail address, like name@example.com.',
  noSearchResults: (term: string) => `No blogs found with the search keyword: ${term}`,
};
export type SpecMessages = typeof messages;

export const specMessages = defineMessages('src/components/specMessages.ts', messages);
