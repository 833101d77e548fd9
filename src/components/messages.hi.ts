import type { ComponentMessages } from './messages';

export default {
  cancel: 'रद्द करें',
  delete: 'हटाएँ',
  deleting: 'हटाया जा रहा है…',
  editEntry: (name: string) => `संपादित करें: ${name}`,
  deleteEntry: (name: string) => `हटाएँ: ${name}`,
  loading: 'लोड हो रहा है…',
  loadMore: (noun: string) => `और ${noun} दिखाएँ`,
  moreFailed: (noun: string) => `और ${noun} लोड करने में समस्या हुई। कृपया फिर से कोशिश करें।`,
  mapTitle: (place: string) => `${place} का नक्शा`,
  mapNotice: 'यह नक्शा Google Maps दिखाता है। इसे खोलने पर आपका IP पता और ब्राउज़र की जानकारी Google को जाती है।',
  openMap: 'नक्शा खोलें',
  howWeHandleData: 'हम आपकी जानकारी कैसे सँभालते हैं',
  notTranslated: 'अभी अनुवाद नहीं हुआ',
} satisfies ComponentMessages;
