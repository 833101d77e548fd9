import type { ServiceEditorMessages } from './editorMessages';

export default {
  noun: 'ಸೇವೆ',
  addHeading: 'ಸೇವೆ ಸೇರಿಸಿ',
  updateHeading: 'ಸೇವೆ ನವೀಕರಿಸಿ',
  titleLabel: 'ಸೇವೆಯ ಹೆಸರು',
  descriptionLabel: 'ವಿವರಣೆ',
  backToServices: 'ಸೇವೆಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
} satisfies ServiceEditorMessages;
