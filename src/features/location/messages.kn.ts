import type { LocationMessages } from './messages';

export const messages = {
  heading: 'ನಮ್ಮ ವಿಳಾಸ',
  lead: (district: string, city: string) =>
    `ನಮ್ಮ ಕ್ಲಿನಿಕ್ ${district}, ${city} ನಲ್ಲಿದೆ. ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇಲ್ಲದೆಯೂ ಬರಬಹುದು; ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಇರುವವರನ್ನು ಮೊದಲು ನೋಡಲಾಗುತ್ತದೆ.`,
  openInMaps: 'Google Maps ನಲ್ಲಿ ತೆರೆಯಿರಿ',
  openInMapsLabel: 'Google Maps ನಲ್ಲಿ ತೆರೆಯಿರಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
} satisfies LocationMessages;
