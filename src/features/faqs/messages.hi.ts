import type { FaqMessages } from './messages';

export default {
  loading: 'सवाल लोड हो रहे हैं…',
  empty: 'यहाँ अभी किसी सवाल का जवाब नहीं दिया गया है।',
  deleteTitle: 'सवाल-जवाब हटाएँ',
  entryName: (title: string) => `सवाल-जवाब: ${title}`,
} satisfies FaqMessages;
