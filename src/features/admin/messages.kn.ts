import type { AdminMessages } from './messages';

export const messages = {
  loadingEntry: (noun: string) => `${noun} ಲೋಡ್ ಆಗುತ್ತಿದೆ…`,
  entryLoadFailed: (noun: string) => `ಈ ${noun} ತೆರೆಯಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.`,
  entryNotFound: (noun: string) => `ಈ ${noun} ನಮಗೆ ಸಿಗಲಿಲ್ಲ. ಅದನ್ನು ಅಳಿಸಲಾಗಿರಬಹುದು.`,
  entrySaveFailed: (noun: string) => `${noun} ಉಳಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ; ನೀವು ಬರೆದದ್ದು ಇಲ್ಲೇ ಇದೆ.`,
  characters: (count: number, max: number) => `${count} / ${max} ಅಕ್ಷರಗಳು`,
  saving: 'ಉಳಿಸಲಾಗುತ್ತಿದೆ…',
  save: 'ಉಳಿಸಿ',
  saveChanges: 'ಬದಲಾವಣೆಗಳನ್ನು ಉಳಿಸಿ',
  publishReadFailed: 'ಪ್ರಕಟಣೆಗಾಗಿ ಬದಲಾವಣೆಗಳು ಕಾಯುತ್ತಿವೆಯೇ ಎಂದು ತಿಳಿಯಲಾಗಲಿಲ್ಲ.',
  noPublishedBuild: 'ತಾಣದ ಈ ಪ್ರತಿಯಲ್ಲಿ ಸಾರ್ವಜನಿಕ ಪುಟಗಳ ಪ್ರಕಟಿತ ಬಿಲ್ಡ್ ಇಲ್ಲ: ಪ್ರಕಟಣೆಯ ವರ್ಕ್‌ಫ್ಲೋ ಡಿಪ್ಲಾಯ್ ಮಾಡುವಾಗ ಅದನ್ನು ರಚಿಸುತ್ತದೆ.',
  lastBuilt: (when: string) => `ಸಾರ್ವಜನಿಕ ಪುಟಗಳು ಕೊನೆಯದಾಗಿ ರಚನೆಯಾದದ್ದು: ${when}.`,
  changesWaiting: (count: number, when: string) =>
    count === 1 ? `${count} ಬದಲಾವಣೆ ಸುಮಾರು ${when} ಹೊತ್ತಿಗೆ ಲೈವ್ ಆಗುತ್ತದೆ.` : `${count} ಬದಲಾವಣೆಗಳು ಸುಮಾರು ${when} ಹೊತ್ತಿಗೆ ಲೈವ್ ಆಗುತ್ತವೆ.`,
  refreshAsked: (when: string) => `ರಿಫ್ರೆಶ್ ಕೋರಲಾಗಿದೆ: ಸುಮಾರು ${when} ಹೊತ್ತಿಗೆ ಲೈವ್ ಆಗುತ್ತದೆ.`,
  allLive: 'ಎಲ್ಲವೂ ಲೈವ್ ಆಗಿದೆ.',
  tomorrowAt: (time: string) => `ನಾಳೆ ${time}`,
  refreshAskedToast: (when: string) => `ಕೋರಲಾಗಿದೆ: ಸಾರ್ವಜನಿಕ ಪುಟಗಳು ಸುಮಾರು ${when} ಹೊತ್ತಿಗೆ ರಿಫ್ರೆಶ್ ಆಗುತ್ತವೆ.`,
  refreshAskFailed: 'ಸಾರ್ವಜನಿಕ ಪುಟಗಳ ರಿಫ್ರೆಶ್ ಕೋರಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  asking: 'ಕೋರಲಾಗುತ್ತಿದೆ…',
  refreshNow: 'ಸಾರ್ವಜನಿಕ ಪುಟಗಳನ್ನು ಈಗಲೇ ರಿಫ್ರೆಶ್ ಮಾಡಿ',
  translationLegend: (language: string) => `${language} (ಐಚ್ಛಿಕ)`,
  translationHint: 'ಎರಡನ್ನೂ ಖಾಲಿ ಬಿಟ್ಟರೆ ಈ ಪುಟಗಳಲ್ಲಿ ಇಂಗ್ಲಿಷ್ ಪಠ್ಯ "ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ" ಎಂಬ ಗುರುತಿನೊಂದಿಗೆ ಕಾಣುತ್ತದೆ.',
  translationHalf: 'ಈ ಭಾಷೆಯ ಎರಡೂ ಕ್ಷೇತ್ರಗಳನ್ನು ಭರ್ತಿ ಮಾಡಿ, ಅಥವಾ ಎರಡನ್ನೂ ಖಾಲಿ ಬಿಡಿ.',
  inLanguage: (field: string, language: string) => `${field} (${language})`,
} satisfies AdminMessages;
