import type { FaqEditorMessages } from './editorMessages';

export default {
  noun: 'सवाल-जवाब',
  addHeading: 'सवाल-जवाब जोड़ें',
  updateHeading: 'सवाल-जवाब अपडेट करें',
  titleLabel: 'सवाल',
  descriptionLabel: 'जवाब',
  backToFaqs: 'सवाल-जवाब पर वापस जाएँ',
} satisfies FaqEditorMessages;
