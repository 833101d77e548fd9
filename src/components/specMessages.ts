import { defineMessages } from '../i18n/messages';

/**
 * The spec's error catalogue (section 8), verbatim: each message sits in the catalog of the pages
 * that show it, so a page carries only its own. The request forms' are in
 * features/requests/messages.ts, the FAQs' in features/faqs/messages.ts, the comments' in
 * features/blog/commentMessages.ts, the editors' and the deletes' in editorMessages.ts and
 * deleteMessages.ts beside this file. Here: the e-mail check both the request forms and the auth
 * pages show, the auth pages' and the blog list's. `messages` is the English.
 */
export const messages = {
  noMoreBlogs: 'No more blogs to display',
  passwordMismatch: 'Passwords do not match',
  passwordResetSent: 'Password reset link sent!',
  invalidEmail: 'Please enter a valid e-mail address, like name@example.com.',
  noSearchResults: (term: string) => `No blogs found with the search keyword: ${term}`,
};
export type SpecMessages = typeof messages;

export const specMessages = defineMessages('src/components/specMessages.ts', messages);
