import { defineMessages } from '../../i18n/messages';

/** The FAQ accordion's words (the questions and answers come from the database). The editor's are in editorMessages.ts. */
const en = {
  // The spec's messages (its error catalogue, section 8), verbatim.
  faqLoadFailure: 'Failed to retrieve FAQs.',
  loading: 'Loading questions…',
  empty: 'No questions have been answered here yet.',
  deleteTitle: 'Delete FAQ',
  /** Who an admin's edit and delete buttons name, after "Edit" or "Delete". */
  entryName: (title: string) => `FAQ: ${title}`,
};
export type FaqMessages = typeof en;

export const faqMessages = defineMessages('src/features/faqs/messages.ts', en);
