import type { ServiceEditorMessages } from './editorMessages';

export default {
  noun: 'सेवा',
  addHeading: 'सेवा जोड़ें',
  updateHeading: 'सेवा अपडेट करें',
  titleLabel: 'सेवा का नाम',
  descriptionLabel: 'विवरण',
  backToServices: 'सेवाओं पर वापस जाएँ',
} satisfies ServiceEditorMessages;
