import type { FaqMessages } from './messages';
import type { FaqEditorMessages } from './editorMessages';

export const messages = {
  faqLoadFailure: 'सवाल-जवाब नहीं मिल सके।',
  loading: 'सवाल लोड हो रहे हैं…',
  empty: 'यहाँ अभी किसी सवाल का जवाब नहीं दिया गया है।',
  deleteTitle: 'सवाल-जवाब हटाएँ',
  entryName: (title: string) => `सवाल-जवाब: ${title}`,
} satisfies FaqMessages;

export const editorMessages = {
  noun: 'सवाल-जवाब',
  addHeading: 'सवाल-जवाब जोड़ें',
  updateHeading: 'सवाल-जवाब अपडेट करें',
  titleLabel: 'सवाल',
  descriptionLabel: 'जवाब',
  backToFaqs: 'सवाल-जवाब पर वापस जाएँ',
} satisfies FaqEditorMessages;
