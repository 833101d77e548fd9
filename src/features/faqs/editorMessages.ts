import { defineMessages } from '../../i18n/messages';

/** The admins' FAQ editor (its own catalog: a visitor's page never loads it). */
const en = {
  /** The FAQ, as the editor's messages name it ("Loading the FAQ…"). */
  noun: 'FAQ',
  addHeading: 'Add FAQ',
  updateHeading: 'Update FAQ',
  titleLabel: 'Question',
  descriptionLabel: 'Answer',
  backToFaqs: 'Back to the FAQs',
};
export type FaqEditorMessages = typeof en;

export const faqEditorMessages = defineMessages('src/features/faqs/editorMessages.ts', en);
