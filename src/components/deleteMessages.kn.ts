import type { DeleteMessages } from './deleteMessages';

export default {
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
