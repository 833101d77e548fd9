import { defineMessages } from './i18n/messages';

/**
 * Every user-facing message of the spec's error catalogue, verbatim (spec section 8). Components
 * show them in the page's language through `useMessages(specMessages)`; `messages` is the English.
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
  faqDeleteFailure: 'Failed to delete FAQ.',
  faqDeleteFailureToast: 'An error occurred while deleting the FAQ',
  faqDeleted: 'FAQ deleted successfully',
  faqDeleteConfirm: 'Are you sure you want to delete this FAQ?',
  blogDeleteConfirm: 'Are you sure you want to delete this blog?',
  serviceDeleteConfirm: 'Are you sure you want to delete this service?',
  blogDeleted: 'Blog deleted successfully',
  commentPosted: 'Comment posted successfully',
  blogUpdated: 'Blog updated successfully',
  blogCreated: 'Blog created successfully',
  // Drafts are not in the spec; these follow its wording.
  blogPublished: 'Blog published successfully',
  blogDraftSaved: 'Draft saved. Only admins can see it.',
  blogUnpublished: 'Blog moved to the drafts. Visitors no longer see it.',
  faqUpdated: 'FAQ updated successfully',
  faqCreated: 'FAQ created successfully',
  serviceUpdated: 'services updated successfully',
  serviceCreated: 'service created successfully',
  missingFields: 'All fields are mandatory to fill',
  blogAuthorMissing: 'Choose the doctor who wrote this post.',
  noMoreBlogs: 'No more blogs to display',
  passwordMismatch: 'Passwords do not match',
  passwordResetSent: 'Password reset link sent!',
  imageUploaded: 'Image uploaded to Firebase successfully',
  imageAltMissing: 'Please describe the image for people who cannot see it.',
  noComments: 'No comments yet. Be the first to comment.',
  // A comment whose author's name no longer passes the public-name check (services/publicName.ts).
  unnamedCommenter: 'A reader',
  loginToComment: 'Please login or create an account to post a comment.',
  // Not in the spec's catalogue (it shows no service delete or e-mail messages); ours, in its style.
  serviceDeleted: 'Service deleted successfully',
  commentDeleteConfirm: 'Are you sure you want to delete this comment?',
  commentDeleted: 'Comment deleted successfully',
  commentDeleteFailed: 'The comment could not be deleted. Please try again.',
  serviceDeleteFailed: 'Could not delete the service. Please try again.',
  // Doctors' profiles (issue 23), in the catalogue's style.
  doctorCreated: 'Doctor added successfully',
  doctorUpdated: 'Doctor updated successfully',
  doctorDeleteConfirm: 'Are you sure you want to delete this doctor? Their page will be gone.',
  doctorDeleted: 'Doctor deleted successfully',
  doctorDeleteFailed: 'Could not delete the doctor. Please try again.',
  hoursSaved: 'Opening hours saved',
  hoursSaveFailed: 'Could not save the opening hours. Please check your connection and try again; your changes are still here.',
  invalidEmail: 'Please enter a valid e-mail address, like name@example.com.',
  noSearchResults: (term: string) => `No blogs found with the search keyword: ${term}`,
};
export type SpecMessages = typeof messages;

export const specMessages = defineMessages('src/messages.ts', messages, {
  kn: () => import('./messages.kn'),
  hi: () => import('./messages.hi'),
});
