import type { EditorSpecMessages } from './editorMessages';

export default {
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
} satisfies EditorSpecMessages;
