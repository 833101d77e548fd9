import type { HoursMessages } from './messages';

export default {
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
