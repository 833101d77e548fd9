import type { FaqMessages } from './messages';
import type { FaqEditorMessages } from './editorMessages';

export const messages = {
  faqLoadFailure: 'ಪ್ರಶ್ನೋತ್ತರಗಳನ್ನು ತರಲು ಆಗಲಿಲ್ಲ.',
  loading: 'ಪ್ರಶ್ನೆಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  empty: 'ಇಲ್ಲಿ ಇನ್ನೂ ಯಾವುದೇ ಪ್ರಶ್ನೆಗೆ ಉತ್ತರ ನೀಡಿಲ್ಲ.',
  deleteTitle: 'ಪ್ರಶ್ನೋತ್ತರ ಅಳಿಸಿ',
  entryName: (title: string) => `ಪ್ರಶ್ನೋತ್ತರ: ${title}`,
} satisfies FaqMessages;

export const editorMessages = {
  noun: 'ಪ್ರಶ್ನೋತ್ತರ',
  addHeading: 'ಪ್ರಶ್ನೋತ್ತರ ಸೇರಿಸಿ',
  updateHeading: 'ಪ್ರಶ್ನೋತ್ತರ ನವೀಕರಿಸಿ',
  titleLabel: 'ಪ್ರಶ್ನೆ',
  descriptionLabel: 'ಉತ್ತರ',
  backToFaqs: 'ಪ್ರಶ್ನೋತ್ತರಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
} satisfies FaqEditorMessages;
