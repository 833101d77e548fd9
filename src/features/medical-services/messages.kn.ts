import type { MedicalServicesMessages } from './messages';
import type { ServiceEditorMessages } from './editorMessages';

export const messages = {
  heading: 'ನಮ್ಮ ವೈದ್ಯಕೀಯ ಸೇವೆಗಳು',
  lead: 'ಮೊದಲು ಆಧುನಿಕ ವೈದ್ಯಕೀಯ; ನೆರವಾಗುವಲ್ಲಿ ಅದರ ಜೊತೆಗೆ ಪೂರಕ ಚಿಕಿತ್ಸೆಗಳು.',
  loading: 'ನಮ್ಮ ಸೇವೆಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  loadFailed: 'ಈಗ ನಮ್ಮ ಸೇವೆಗಳನ್ನು ತೆರೆಯಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ರಿಫ್ರೆಶ್ ಮಾಡಿ ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.',
  empty: 'ನಮ್ಮ ಸೇವೆಗಳ ಪಟ್ಟಿ ಶೀಘ್ರದಲ್ಲೇ ಇಲ್ಲಿ ಬರಲಿದೆ.',
  deleteTitle: 'ಸೇವೆ ಅಳಿಸಿ',
  entryName: (title: string) => `ಸೇವೆ: ${title}`,
} satisfies MedicalServicesMessages;

export const editorMessages = {
  noun: 'ಸೇವೆ',
  addHeading: 'ಸೇವೆ ಸೇರಿಸಿ',
  updateHeading: 'ಸೇವೆ ನವೀಕರಿಸಿ',
  titleLabel: 'ಸೇವೆಯ ಹೆಸರು',
  descriptionLabel: 'ವಿವರಣೆ',
  backToServices: 'ಸೇವೆಗಳಿಗೆ ಹಿಂತಿರುಗಿ',
} satisfies ServiceEditorMessages;
