import type { SpecMessages } from './specMessages';

export default {
  contactSuccess: 'ಫಾರ್ಮ್ ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಕೆಯಾಯಿತು',
  contactFailure: 'ಫಾರ್ಮ್ ಸಲ್ಲಿಸುವಾಗ ದೋಷ ಉಂಟಾಯಿತು',
  contactMissingFields: 'ದಯವಿಟ್ಟು ಪ್ರತಿಯೊಂದು ಕ್ಷೇತ್ರವನ್ನು ಭರ್ತಿ ಮಾಡಿ',
  appointmentSuccess: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಯಶಸ್ವಿಯಾಗಿ ನಿಗದಿಯಾಯಿತು!',
  appointmentFailure: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ನಿಗದಿಪಡಿಸಲು ಆಗಲಿಲ್ಲ!',
  requestTooSoon: (seconds: number) =>
    `ನೀವು ಈಗಷ್ಟೇ ಒಂದು ವಿನಂತಿ ಕಳುಹಿಸಿದ್ದೀರಿ. ಒಂದೇ ವಿನಂತಿ ಎರಡು ಬಾರಿ ಬಾರದಂತೆ, ಇನ್ನೊಂದನ್ನು ಕಳುಹಿಸುವ ಮೊದಲು ದಯವಿಟ್ಟು ${seconds} ಸೆಕೆಂಡು ಕಾಯಿರಿ.`,
  faqLoadFailure: 'ಪ್ರಶ್ನೋತ್ತರಗಳನ್ನು ತರಲು ಆಗಲಿಲ್ಲ.',
  commentPosted: 'ಅಭಿಪ್ರಾಯ ಯಶಸ್ವಿಯಾಗಿ ಪ್ರಕಟವಾಯಿತು',
  noMoreBlogs: 'ತೋರಿಸಲು ಇನ್ನು ಬ್ಲಾಗ್‌ಗಳಿಲ್ಲ',
  passwordMismatch: 'ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದುತ್ತಿಲ್ಲ',
  passwordResetSent: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸುವ ಕೊಂಡಿ ಕಳುಹಿಸಲಾಗಿದೆ!',
  noComments: 'ಇನ್ನೂ ಯಾವುದೇ ಅಭಿಪ್ರಾಯಗಳಿಲ್ಲ. ಮೊದಲ ಅಭಿಪ್ರಾಯ ನಿಮ್ಮದಾಗಲಿ.',
  unnamedCommenter: 'ಒಬ್ಬ ಓದುಗರು',
  loginToComment: 'ಅಭಿಪ್ರಾಯ ಬರೆಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ ಅಥವಾ ಖಾತೆ ತೆರೆಯಿರಿ.',
  commentDeleteConfirm: 'ಈ ಅಭಿಪ್ರಾಯವನ್ನು ಅಳಿಸಬೇಕೆಂದು ಖಚಿತವೇ?',
  commentDeleted: 'ಅಭಿಪ್ರಾಯ ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಯಿತು',
  commentDeleteFailed: 'ಅಭಿಪ್ರಾಯ ಅಳಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  invalidEmail: 'ದಯವಿಟ್ಟು name@example.com ನಂತಹ ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.',
  noSearchResults: (term: string) => `"${term}" ಹುಡುಕಾಟಕ್ಕೆ ಯಾವುದೇ ಬ್ಲಾಗ್ ಸಿಗಲಿಲ್ಲ`,
} satisfies SpecMessages;
