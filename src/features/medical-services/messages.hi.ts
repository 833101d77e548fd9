import type { MedicalServicesMessages } from './messages';
import type { ServiceEditorMessages } from './editorMessages';

export const messages = {
  heading: 'हमारी चिकित्सा सेवाएँ',
  lead: 'पहले आधुनिक चिकित्सा, और जहाँ मदद मिले, वहाँ साथ में पूरक उपचार।',
  loading: 'हमारी सेवाएँ लोड हो रही हैं…',
  loadFailed: 'अभी हमारी सेवाएँ लोड नहीं हो सकीं। कृपया पेज रीफ़्रेश करें या हमें फ़ोन करें।',
  empty: 'हमारी सेवाओं की सूची जल्द ही यहाँ होगी।',
  deleteTitle: 'सेवा हटाएँ',
  entryName: (title: string) => `सेवा: ${title}`,
} satisfies MedicalServicesMessages;

export const editorMessages = {
  noun: 'सेवा',
  addHeading: 'सेवा जोड़ें',
  updateHeading: 'सेवा अपडेट करें',
  titleLabel: 'सेवा का नाम',
  descriptionLabel: 'विवरण',
  backToServices: 'सेवाओं पर वापस जाएँ',
} satisfies ServiceEditorMessages;
