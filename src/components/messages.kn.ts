import type { ComponentMessages } from './messages';
import type { DeleteMessages } from './deleteMessages';
import type { EditorSpecMessages } from './editorMessages';
import type { SpecMessages } from './specMessages';

export const messages = {
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

export const deleteMessages = {
  faqDeleteFailure: 'ಪ್ರಶ್ನೋತ್ತರ ಅಳಿಸಲು ಆಗಲಿಲ್ಲ.',
  faqDeleteFailureToast: 'ಪ್ರಶ್ನೋತ್ತರ ಅಳಿಸುವಾಗ ದೋಷ ಉಂಟಾಯಿತು',
  faqDeleted: 'ಪ್ರಶ್ನೋತ್ತರ ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಯಿತು',
  faqDeleteConfirm: 'ಈ ಪ್ರಶ್ನೋತ್ತರವನ್ನು ಅಳಿಸಬೇಕೆಂದು ಖಚಿತವೇ?',
  blogDeleteConfirm: 'ಈ ಬ್ಲಾಗ್ ಅನ್ನು ಅಳಿಸಬೇಕೆಂದು ಖಚಿತವೇ?',
  serviceDeleteConfirm: 'ಈ ಸೇವೆಯನ್ನು ಅಳಿಸಬೇಕೆಂದು ಖಚಿತವೇ?',
  blogDeleted: 'ಬ್ಲಾಗ್ ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಯಿತು',
  serviceDeleted: 'ಸೇವೆ ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಯಿತು',
  serviceDeleteFailed: 'ಸೇವೆ ಅಳಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  doctorDeleteConfirm: 'ಈ ವೈದ್ಯರನ್ನು ಅಳಿಸಬೇಕೆಂದು ಖಚಿತವೇ? ಅವರ ಪುಟ ಇರುವುದಿಲ್ಲ.',
  doctorDeleted: 'ವೈದ್ಯರನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಯಿತು',
  doctorDeleteFailed: 'ವೈದ್ಯರನ್ನು ಅಳಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
} satisfies DeleteMessages;

export const editorMessages = {
  blogUpdated: 'ಬ್ಲಾಗ್ ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಯಿತು',
  blogCreated: 'ಬ್ಲಾಗ್ ಯಶಸ್ವಿಯಾಗಿ ರಚಿಸಲಾಯಿತು',
  blogPublished: 'ಬ್ಲಾಗ್ ಯಶಸ್ವಿಯಾಗಿ ಪ್ರಕಟಿಸಲಾಯಿತು',
  blogDraftSaved: 'ಕರಡು ಉಳಿಸಲಾಗಿದೆ. ನಿರ್ವಾಹಕರಿಗೆ ಮಾತ್ರ ಕಾಣುತ್ತದೆ.',
  blogUnpublished: 'ಬ್ಲಾಗ್ ಕರಡುಗಳಿಗೆ ಸರಿಸಲಾಯಿತು. ಸಂದರ್ಶಕರಿಗೆ ಇನ್ನು ಕಾಣುವುದಿಲ್ಲ.',
  faqUpdated: 'ಪ್ರಶ್ನೋತ್ತರ ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಯಿತು',
  faqCreated: 'ಪ್ರಶ್ನೋತ್ತರ ಯಶಸ್ವಿಯಾಗಿ ರಚಿಸಲಾಯಿತು',
  serviceUpdated: 'ಸೇವೆ ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಯಿತು',
  serviceCreated: 'ಸೇವೆ ಯಶಸ್ವಿಯಾಗಿ ರಚಿಸಲಾಯಿತು',
  missingFields: 'ಎಲ್ಲಾ ಕ್ಷೇತ್ರಗಳನ್ನು ಭರ್ತಿ ಮಾಡುವುದು ಕಡ್ಡಾಯ',
  blogAuthorMissing: 'ಈ ಲೇಖನ ಬರೆದ ವೈದ್ಯರನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  imageUploaded: 'ಚಿತ್ರವನ್ನು Firebase ಗೆ ಯಶಸ್ವಿಯಾಗಿ ಅಪ್‌ಲೋಡ್ ಮಾಡಲಾಯಿತು',
  imageAltMissing: 'ಚಿತ್ರ ಕಾಣದವರಿಗಾಗಿ ದಯವಿಟ್ಟು ಅದನ್ನು ವಿವರಿಸಿ.',
  doctorCreated: 'ವೈದ್ಯರನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಸೇರಿಸಲಾಯಿತು',
  doctorUpdated: 'ವೈದ್ಯರ ವಿವರ ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಯಿತು',
  hoursSaved: 'ತೆರೆದಿರುವ ಸಮಯ ಉಳಿಸಲಾಗಿದೆ',
  hoursSaveFailed: 'ತೆರೆದಿರುವ ಸಮಯ ಉಳಿಸಲು ಆಗಲಿಲ್ಲ. ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ; ನಿಮ್ಮ ಬದಲಾವಣೆಗಳು ಇಲ್ಲೇ ಇವೆ.',
  imageWrongType: 'ದಯವಿಟ್ಟು JPEG, PNG, WebP ಅಥವಾ GIF ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  imageTooLarge: 'ಈ ಚಿತ್ರ 5 MB ಗಿಂತ ದೊಡ್ಡದಿದೆ. ದಯವಿಟ್ಟು ಚಿಕ್ಕ ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  uploadFailed: (noun: string) => `${noun} ಅಪ್‌ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.`,
  uploadUnavailable: 'ಚಿತ್ರ ಅಪ್‌ಲೋಡ್‌ಗೆ Storage ಎಮ್ಯುಲೇಟರ್ ಬೇಕು, ಅದು ಈ ಯಂತ್ರದಲ್ಲಿ ಆರಂಭವಾಗುವುದಿಲ್ಲ. ಉಳಿದೆಲ್ಲವೂ ಕೆಲಸ ಮಾಡುತ್ತದೆ; ಚಿತ್ರವಿಲ್ಲದೆಯೂ ಲೇಖನಗಳನ್ನು ಉಳಿಸಬಹುದು.',
  uploadProgress: (label: string) => `${label} ಅಪ್‌ಲೋಡ್`,
} satisfies EditorSpecMessages;

export const specMessages = {
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
