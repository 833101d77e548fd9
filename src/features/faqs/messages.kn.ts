import type { FaqMessages } from './messages';

export default {
  loading: 'ಪ್ರಶ್ನೆಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  empty: 'ಇಲ್ಲಿ ಇನ್ನೂ ಯಾವುದೇ ಪ್ರಶ್ನೆಗೆ ಉತ್ತರ ನೀಡಿಲ್ಲ.',
  deleteTitle: 'ಪ್ರಶ್ನೋತ್ತರ ಅಳಿಸಿ',
  entryName: (title: string) => `ಪ್ರಶ್ನೋತ್ತರ: ${title}`,
} satisfies FaqMessages;
