import type { ComponentMessages } from './messages';

export default {
  cancel: 'ರದ್ದುಮಾಡಿ',
  delete: 'ಅಳಿಸಿ',
  deleting: 'ಅಳಿಸಲಾಗುತ್ತಿದೆ…',
  editEntry: (name: string) => `ಸಂಪಾದಿಸಿ: ${name}`,
  deleteEntry: (name: string) => `ಅಳಿಸಿ: ${name}`,
  loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  loadMore: (noun: string) => `ಇನ್ನಷ್ಟು ${noun} ತೋರಿಸಿ`,
  moreFailed: (noun: string) => `ಇನ್ನಷ್ಟು ${noun} ತೆರೆಯಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.`,
  mapTitle: (place: string) => `${place} ತೋರಿಸುವ ನಕ್ಷೆ`,
  mapNotice: 'ಈ ನಕ್ಷೆಯನ್ನು Google Maps ತೋರಿಸುತ್ತದೆ. ಅದನ್ನು ತೆರೆದರೆ ನಿಮ್ಮ IP ವಿಳಾಸ ಮತ್ತು ಬ್ರೌಸರ್ ವಿವರಗಳು Google ಗೆ ಹೋಗುತ್ತವೆ.',
  openMap: 'ನಕ್ಷೆ ತೆರೆಯಿರಿ',
  howWeHandleData: 'ನಿಮ್ಮ ಮಾಹಿತಿಯನ್ನು ನಾವು ಹೇಗೆ ನಿರ್ವಹಿಸುತ್ತೇವೆ',
  notTranslated: 'ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ',
} satisfies ComponentMessages;
