import { createFaq, getFaq, updateFaq } from '@services/faqs';
import { FAQ_LIMITS } from '../../config/limits';
import { messages } from '../../messages';
import { TitledEntryEditorPage, type TitledEntryEditorConfig } from '../admin';
import { paths } from '../../config/routes';

const faqEditor: TitledEntryEditorConfig = {
  noun: 'FAQ',
  headings: { create: 'Add FAQ', update: 'Update FAQ' },
  labels: { title: 'Question', description: 'Answer' },
  limits: FAQ_LIMITS,
  saved: { created: messages.faqCreated, updated: messages.faqUpdated },
  backTo: { path: paths.homeFaqs, label: 'Back to the FAQs' },
  load: getFaq,
  create: createFaq,
  update: updateFaq,
};

export default function FaqEditorPage() {
  return <TitledEntryEditorPage config={faqEditor} />;
}
