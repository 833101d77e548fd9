import type { FaqEditorMessages } from './editorMessages';

export default {
  noun: 'ಪ್ರಶ್ನೋತ್ತರ',
  addHeading: 'ಪ್ರಶ್ನೋತ್ತರ ಸೇರಿಸಿ',
  updateHeading: 'ಪ್ರಶ್ನೋತ್ತರ ನವೀಕರಿಸಿ',
  titleLabel: 'ಪ್ರಶ್ನೆ',
  descriptionLabel: 'ಉತ್ತರ',
  backToFaqs: 'ಪ್ರಶ್ನೋತ್ತರಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
} satisfies FaqEditorMessages;
