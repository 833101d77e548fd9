import type { ComponentMessages } from './messages';
import type { DeleteMessages } from './deleteMessages';
import type { EditorSpecMessages } from './editorMessages';
import type { SpecMessages } from './specMessages';
import type { CategoryMessages } from './categories';
import type { NavigationMessages } from './navigation';
import type { PageMetaMessages } from './fixedPages';

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
  noMoreBlogs: 'ತೋರಿಸಲು ಇನ್ನು ಬ್ಲಾಗ್‌ಗಳಿಲ್ಲ',
  passwordMismatch: 'ಪಾಸ್‌ವರ್ಡ್‌ಗಳು ಹೊಂದುತ್ತಿಲ್ಲ',
  passwordResetSent: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸುವ ಕೊಂಡಿ ಕಳುಹಿಸಲಾಗಿದೆ!',
  invalidEmail: 'ದಯವಿಟ್ಟು name@example.com ನಂತಹ ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.',
  noSearchResults: (term: string) => `"${term}" ಹುಡುಕಾಟಕ್ಕೆ ಯಾವುದೇ ಬ್ಲಾಗ್ ಸಿಗಲಿಲ್ಲ`,
} satisfies SpecMessages;

export const categories = {
  'General Health and Wellness': 'ಸಾಮಾನ್ಯ ಆರೋಗ್ಯ ಮತ್ತು ಸ್ವಾಸ್ಥ್ಯ',
  'Disease Prevention and Management': 'ರೋಗ ತಡೆ ಮತ್ತು ನಿರ್ವಹಣೆ',
  'Medical Research and Breakthroughs': 'ವೈದ್ಯಕೀಯ ಸಂಶೋಧನೆ ಮತ್ತು ಹೊಸ ಆವಿಷ್ಕಾರಗಳು',
  'Mental Health and Psychology': 'ಮಾನಸಿಕ ಆರೋಗ್ಯ ಮತ್ತು ಮನೋವಿಜ್ಞಾನ',
  "Women's Health": 'ಮಹಿಳೆಯರ ಆರೋಗ್ಯ',
  "Men's Health": 'ಪುರುಷರ ಆರೋಗ್ಯ',
  "Children's Health": 'ಮಕ್ಕಳ ಆರೋಗ್ಯ',
  'Aging and Geriatrics': 'ವೃದ್ಧಾಪ್ಯ ಮತ್ತು ಹಿರಿಯರ ಆರೈಕೆ',
  'Nutrition and Diet': 'ಪೋಷಣೆ ಮತ್ತು ಆಹಾರ',
  'Fitness and Exercise': 'ದೈಹಿಕ ಸಾಮರ್ಥ್ಯ ಮತ್ತು ವ್ಯಾಯಾಮ',
  'Alternative Medicine': 'ಪರ್ಯಾಯ ವೈದ್ಯಕೀಯ',
  'Medical Technology and Innovation': 'ವೈದ್ಯಕೀಯ ತಂತ್ರಜ್ಞಾನ ಮತ್ತು ನಾವೀನ್ಯತೆ',
  'Medical Procedures and Treatments': 'ವೈದ್ಯಕೀಯ ಪ್ರಕ್ರಿಯೆಗಳು ಮತ್ತು ಚಿಕಿತ್ಸೆಗಳು',
  'Pharmaceutical Updates': 'ಔಷಧಗಳ ಕುರಿತ ಹೊಸ ಮಾಹಿತಿ',
  'Healthcare Industry News': 'ಆರೋಗ್ಯ ಸೇವಾ ಕ್ಷೇತ್ರದ ಸುದ್ದಿ',
  'Medical Ethics and Legal Issues': 'ವೈದ್ಯಕೀಯ ನೈತಿಕತೆ ಮತ್ತು ಕಾನೂನು ವಿಷಯಗಳು',
  'Health Policy and Advocacy': 'ಆರೋಗ್ಯ ನೀತಿ ಮತ್ತು ಜಾಗೃತಿ',
  'Medical Education and Training': 'ವೈದ್ಯಕೀಯ ಶಿಕ್ಷಣ ಮತ್ತು ತರಬೇತಿ',
  'Patient Stories and Experiences': 'ರೋಗಿಗಳ ಕಥೆಗಳು ಮತ್ತು ಅನುಭವಗಳು',
  'Health Tips and Advice': 'ಆರೋಗ್ಯ ಸಲಹೆಗಳು',
} satisfies CategoryMessages;

export const navigation = {
  home: 'ಮುಖಪುಟ',
  appointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್',
  services: 'ಸೇವೆಗಳು',
  contact: 'ಸಂಪರ್ಕಿಸಿ',
  blog: 'ಬ್ಲಾಗ್',
  findDoctor: 'ವೈದ್ಯರನ್ನು ಹುಡುಕಿ',
  requestAppointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ',
  getOpinion: 'ಅಭಿಪ್ರಾಯ ಪಡೆಯಿರಿ',
} satisfies NavigationMessages;

export const fixedPages = {
  homeTitle: 'ಮುಖಪುಟ',
  homeDescription:
    'ಬೆಂಗಳೂರಿನ ಕೋರಮಂಗಲದಲ್ಲಿರುವ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್: ಆಧುನಿಕ ವೈದ್ಯಕೀಯದೊಂದಿಗೆ ಅಕ್ಯುಪಂಕ್ಚರ್, ಕಪ್ಪಿಂಗ್ ಮತ್ತು ಮಾಕ್ಸಿಬಸ್ಶನ್ ಸೇರಿಸಿ ಚಿಕಿತ್ಸೆ ನೀಡುವ ವೈದ್ಯರು. ಭೇಟಿ ಕಾಯ್ದಿರಿಸಿ, ನಮ್ಮ ವೈದ್ಯರನ್ನು ಪರಿಚಯಿಸಿಕೊಳ್ಳಿ, ನಮ್ಮ ಆರೋಗ್ಯ ಬ್ಲಾಗ್ ಓದಿ.',
  appointmentTitle: 'ವೈದ್ಯರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್',
  appointmentDescription:
    'ಬೆಂಗಳೂರಿನ ಕೋರಮಂಗಲದ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್‌ನ ವೈದ್ಯರೊಂದಿಗೆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ. ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ; ನಿಮ್ಮ ಭೇಟಿಯನ್ನು ಫೋನ್ ಅಥವಾ ಇ-ಮೇಲ್ ಮೂಲಕ ಖಚಿತಪಡಿಸುತ್ತೇವೆ.',
  servicesTitle: 'ನಮ್ಮ ವೈದ್ಯಕೀಯ ಸೇವೆಗಳು',
  servicesDescription:
    'ಬೆಂಗಳೂರಿನ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್‌ನ ವೈದ್ಯಕೀಯ ಸೇವೆಗಳು: ಸಾಮಾನ್ಯ ವೈದ್ಯಕೀಯದ ಜೊತೆಗೆ ಅಕ್ಯುಪಂಕ್ಚರ್, ಕಪ್ಪಿಂಗ್ ಮತ್ತು ಮಾಕ್ಸಿಬಸ್ಶನ್, ಮತ್ತು ಪ್ರತಿಯೊಂದು ಚಿಕಿತ್ಸೆ ಯಾವುದಕ್ಕಾಗಿ.',
  contactTitle: 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  contactDescription:
    'ಬೆಂಗಳೂರಿನ ಕೋರಮಂಗಲದ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್‌ಗೆ ಬರೆಯಿರಿ ಅಥವಾ ಕರೆ ಮಾಡಿ: ಪ್ರಶ್ನೆ ಕೇಳಿ, ಎರಡನೇ ಅಭಿಪ್ರಾಯ ಪಡೆಯಿರಿ, ಅಥವಾ ನಾವು ಹೇಗೆ ನೆರವಾಗಬಹುದು ಎಂದು ತಿಳಿಸಿ.',
  blogTitle: 'ದೈನಂದಿನ ಬ್ಲಾಗ್‌ಗಳು',
  blogDescription: 'ಬೆಂಗಳೂರಿನ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್‌ನ ವೈದ್ಯರ ಆರೋಗ್ಯ ಲೇಖನಗಳು: ರೋಗ ತಡೆ, ಪೋಷಣೆ, ಮಾನಸಿಕ ಆರೋಗ್ಯ, ಪರ್ಯಾಯ ವೈದ್ಯಕೀಯ ಮತ್ತು ದಿನನಿತ್ಯದ ಆರೋಗ್ಯ ಸಲಹೆಗಳು.',
  doctorsTitle: 'ನಮ್ಮ ವೈದ್ಯರು',
  doctorsDescription: 'ಆಧುನಿಕ ವೈದ್ಯಕೀಯ ಮತ್ತು ಪೂರಕ ಚಿಕಿತ್ಸೆಗಳಿಂದ ಚಿಕಿತ್ಸೆ ನೀಡುವ ಬೆಂಗಳೂರಿನ ಕೋರಮಂಗಲದ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್‌ನ ವೈದ್ಯರನ್ನು ಪರಿಚಯಿಸಿಕೊಳ್ಳಿ.',
  locationTitle: 'ನಮ್ಮ ವಿಳಾಸ',
  locationDescription: 'ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್‌ಗೆ ತಲುಪುವುದು ಹೇಗೆ: ಬೆಂಗಳೂರಿನ ಕೋರಮಂಗಲ 5ನೇ ಬ್ಲಾಕ್‌ನ ವಿಳಾಸ, ನಕ್ಷೆ, ತೆರೆದಿರುವ ಸಮಯ ಮತ್ತು ಫೋನ್ ಸಂಖ್ಯೆ.',
  privacyTitle: 'ಗೌಪ್ಯತಾ ಸೂಚನೆ',
  privacyDescription:
    'ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್ ತನ್ನ ಜಾಲತಾಣದ ಮೂಲಕ ಏನನ್ನು ಸಂಗ್ರಹಿಸುತ್ತದೆ, ಏಕೆ, ಎಲ್ಲಿ ಇಡುತ್ತದೆ, ಎಷ್ಟು ಕಾಲ, ಯಾರು ನೋಡುತ್ತಾರೆ, ಮತ್ತು ನಿಮ್ಮ ಮಾಹಿತಿಯನ್ನು ನೋಡುವುದು, ತಿದ್ದುವುದು ಅಥವಾ ಅಳಿಸುವುದು ಹೇಗೆ.',
  loginTitle: 'ಲಾಗಿನ್',
  loginDescription: 'ನಮ್ಮ ಆರೋಗ್ಯ ಬ್ಲಾಗ್‌ನಲ್ಲಿ ಅಭಿಪ್ರಾಯ ಬರೆಯಲು ನಿಮ್ಮ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್ ಖಾತೆಗೆ ಲಾಗಿನ್ ಮಾಡಿ.',
  registerTitle: 'ನೋಂದಣಿ',
  registerDescription: 'ನಮ್ಮ ಆರೋಗ್ಯ ಬ್ಲಾಗ್‌ನ ಚರ್ಚೆಯಲ್ಲಿ ಭಾಗವಹಿಸಲು ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್ ಖಾತೆ ತೆರೆಯಿರಿ.',
  resetTitle: 'ಪಾಸ್‌ವರ್ಡ್ ಮರುಹೊಂದಿಸಿ',
  resetDescription: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ? ನಿಮ್ಮ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್ ಖಾತೆಗೆ ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆಯ್ಕೆಮಾಡಲು ಕೊಂಡಿ ಪಡೆಯಿರಿ.',
  verifyEmailTitle: 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ದೃಢೀಕರಿಸಿ',
  verifyEmailDescription: 'ನಿಮ್ಮ ಸಂಜೀವಿನಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಕ್ಲಿನಿಕ್ ಖಾತೆಯ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ.',
} satisfies PageMetaMessages;
