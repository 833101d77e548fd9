import { defineMessages } from '../i18n/messages';

/**
 * The spec's messages (and ours in its style) when an admin deletes a post, an FAQ, a service or a
 * doctor from a public page: apart from specMessages, so that a page without those buttons, and
 * the appointment and contact pages, do not carry them.
 */
const en = {
  faqDeleteFailure: 'Failed to delete FAQ.',
  faqDeleteFailureToast: 'An error occurred while deleting the FAQ',
  faqDeleted: 'FAQ deleted successfully',
  faqDeleteConfirm: 'Are you sure you want to delete this FAQ?',
  blogDeleteConfirm: 'Are you sure you want to delete this blog?',
  serviceDeleteConfirm: 'Are you sure you want to delete this service?',
  blogDeleted: 'Blog deleted successfully',
  // Not in the spec's catalogue (it shows no service delete or e-mail messages); ours, in its style.
  serviceDeleted: 'Service deleted successfully',
  serviceDeleteFailed: 'Could not delete the service. Please try again.',
  doctorDeleteConfirm: 'Are you sure you want to delete this doctor? Their page will be gone.',
  doctorDeleted: 'Doctor deleted successfully',
  doctorDeleteFailed: 'Could not delete the doctor. Please try again.',
};
export type DeleteMessages = typeof en;

export const deleteMessages = defineMessages('src/components/deleteMessages.ts', en);
