import type { HoursMessages } from './messages';
import type { HoursEditorMessages } from './editorMessages';

export const messages = {
  openingHours: 'ತೆರೆದಿರುವ ಸಮಯ',
  closed: 'ರಜೆ',
  closedOn: 'ಈ ದಿನಗಳಂದು ರಜೆ',
  usualHours: 'ಇದು ನಮ್ಮ ಸಾಮಾನ್ಯ ಸಮಯ. ರಜಾ ದಿನಗಳ ಬಗ್ಗೆ ತಿಳಿಯಲು ದಯವಿಟ್ಟು ನಮಗೆ ಕರೆ ಮಾಡಿ.',
  openNow: (closes: string) => `ಈಗ ತೆರೆದಿದೆ · ${closes} ಮುಚ್ಚುತ್ತದೆ`,
  closedNow: 'ಈಗ ಮುಚ್ಚಿದೆ',
  closedToday: (reason: string) => `ಇಂದು ರಜೆ (${reason})`,
  opensNext: (closed: string, day: string, opens: string) => `${closed} · ${day} ${opens} ತೆರೆಯುತ್ತದೆ`,
  today: 'ಇಂದು',
  tomorrow: 'ನಾಳೆ',
} satisfies HoursMessages;

export const editorMessages = {
  title: 'ತೆರೆದಿರುವ ಸಮಯ',
  bookingRules: 'ಆನ್‌ಲೈನ್ ಬುಕಿಂಗ್ ನಿಯಮಗಳು',
  bookingRulesLoading: 'ಬುಕಿಂಗ್ ನಿಯಮಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  hoursLoading: 'ತೆರೆದಿರುವ ಸಮಯ ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  hoursLoadFailed: 'ತೆರೆದಿರುವ ಸಮಯವನ್ನು ತೆರೆಯಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  timesMissing: (day: string) => `ದಯವಿಟ್ಟು ${day} ದಿನದ ತೆರೆಯುವ ಮತ್ತು ಮುಚ್ಚುವ ಸಮಯಗಳನ್ನು ನೀಡಿ.`,
  closesBeforeOpening: (day: string) => `${day} ದಿನದ ಮುಚ್ಚುವ ಸಮಯ ತೆರೆಯುವ ಸಮಯದ ನಂತರ ಇರಬೇಕು.`,
  closureDateMissing: 'ಕ್ಲಿನಿಕ್‌ಗೆ ರಜೆ ಇರುವ ದಿನಾಂಕವನ್ನು ದಯವಿಟ್ಟು ಆಯ್ಕೆಮಾಡಿ.',
  closureDatePast: 'ದಯವಿಟ್ಟು ಇಂದಿನ ಅಥವಾ ಮುಂದಿನ ದಿನಾಂಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  closureTaken: (reason: string) => `ಆ ದಿನ ಈಗಾಗಲೇ ರಜೆ ಇದೆ (${reason}).`,
  closureReasonMissing: 'ರೋಗಿಗಳಿಗೆ ಕಾಣುವ ಕಾರಣವನ್ನು ದಯವಿಟ್ಟು ನೀಡಿ, ಉದಾ. ದೀಪಾವಳಿ.',
  tooManyClosures: (max: number) => `ಗರಿಷ್ಠ ${max} ರಜಾ ದಿನಗಳನ್ನು ಮಾತ್ರ ಇಡಬಹುದು. ದಯವಿಟ್ಟು ಮೊದಲು ಒಂದನ್ನು ತೆಗೆದುಹಾಕಿ.`,
  timesNote: 'ಸಮಯಗಳು ಕ್ಲಿನಿಕ್‌ನವು (ಭಾರತೀಯ ಪ್ರಮಾಣಿತ ಸಮಯ). ರೋಗಿಗಳು ಈ ಸಮಯವನ್ನು ತಾಣದಲ್ಲಿ ನೋಡುತ್ತಾರೆ, ಮತ್ತು ರಜೆಯ ದಿನಕ್ಕೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಲು ಆಗುವುದಿಲ್ಲ.',
  everyWeek: 'ಪ್ರತಿ ವಾರ',
  openOn: (day: string) => `${day} ತೆರೆದಿರುತ್ತದೆ`,
  opensLabel: (day: string) => `${day} ತೆರೆಯುವ ಸಮಯ`,
  closesLabel: (day: string) => `${day} ಮುಚ್ಚುವ ಸಮಯ`,
  closedDates: 'ಈ ದಿನಾಂಕಗಳಂದು ರಜೆ',
  pastClosures: (count: number) =>
    count === 1 ? 'ಕಳೆದುಹೋದ ಒಂದು ರಜಾ ದಿನವನ್ನು ನೀವು ಉಳಿಸಿದಾಗ ತೆಗೆದುಹಾಕಲಾಗುತ್ತದೆ.' : `ಕಳೆದುಹೋದ ${count} ರಜಾ ದಿನಗಳನ್ನು ನೀವು ಉಳಿಸಿದಾಗ ತೆಗೆದುಹಾಕಲಾಗುತ್ತದೆ.`,
  noClosures: 'ಮುಂದೆ ಯಾವುದೇ ರಜಾ ದಿನಗಳಿಲ್ಲ.',
  remove: 'ತೆಗೆದುಹಾಕಿ',
  removeWhich: (date: string) => ` (${date} ರಂದಿನ ರಜೆ)`,
  reasonTranslationsHint: 'ಐಚ್ಛಿಕ: ಪ್ರತಿಯೊಂದು ಕಾರಣ ಕನ್ನಡ ಮತ್ತು ಹಿಂದಿಯಲ್ಲಿ. ಖಾಲಿ ಬಿಟ್ಟರೆ ಆ ಪುಟಗಳಲ್ಲಿ ಇಂಗ್ಲಿಷ್ ಕಾರಣ ಕಾಣುತ್ತದೆ.',
  closureDate: 'ರಜಾ ದಿನಾಂಕ',
  reason: 'ಕಾರಣ',
  reasonHint: 'ಇದು ರೋಗಿಗಳಿಗೆ ಕಾಣುತ್ತದೆ, ಉದಾ. ದೀಪಾವಳಿ.',
  addClosure: 'ರಜಾ ದಿನ ಸೇರಿಸಿ',
  closureKeptNote: 'ಇಲ್ಲಿ ಸೇರಿಸಿದ ರಜಾ ದಿನ, ನೀವು ಸಮಯವನ್ನು ಉಳಿಸಿದ ನಂತರವೇ ಉಳಿಯುತ್ತದೆ.',
  saveHours: 'ಸಮಯ ಉಳಿಸಿ',
} satisfies HoursEditorMessages;
