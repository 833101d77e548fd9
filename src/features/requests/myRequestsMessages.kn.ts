import type { MyRequestsMessages } from './myRequestsMessages';

export default {
  title: 'ನನ್ನ ವಿನಂತಿಗಳು',
  lead: (privacyLink: string) =>
    `ನೀವು ಕಾಯ್ದಿರಿಸಿದ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು, ಮತ್ತು ಲಾಗಿನ್ ಆಗಿದ್ದಾಗ ನೀವು ಕಳುಹಿಸಿದ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿಗಳು ಹಾಗೂ ಸಂದೇಶಗಳು. ಲಾಗಿನ್ ಆಗದೆ ಕಳುಹಿಸಿದ ವಿನಂತಿಗಳು ಇಲ್ಲಿ ಕಾಣುವುದಿಲ್ಲ; ಅವುಗಳ ಬಗ್ಗೆ ಕೇಳಲು ${privacyLink} ನೋಡಿ.`,
  privacyNotice: 'ಗೌಪ್ಯತಾ ಸೂಚನೆ',
  myAppointments: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
  loadingAppointments: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  appointmentRequests: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿಗಳು',
  messages: 'ಸಂದೇಶಗಳು',
  received: 'ತಲುಪಿದೆ',
  seen: 'ಕ್ಲಿನಿಕ್ ನೋಡಿದೆ',
  withdrawn: 'ಹಿಂಪಡೆಯಲಾಗಿದೆ',
  sent: (dateTime: string) => `ಕಳುಹಿಸಿದ್ದು: ${dateTime}`,
  withdraw: 'ಹಿಂಪಡೆಯಿರಿ',
  withdrawTitle: 'ವಿನಂತಿಯನ್ನು ಹಿಂಪಡೆಯಿರಿ',
  withdrawQuestion: (request: string) =>
    `"${request}" ಅನ್ನು ಹಿಂಪಡೆಯಬೇಕೇ? ನೀವು ಇದನ್ನು ಹಿಂಪಡೆದಿರುವುದು ಕ್ಲಿನಿಕ್‌ಗೆ ಕಾಣುತ್ತದೆ, ಮತ್ತು ಅವರು ಇದರ ಮೇಲೆ ಕ್ರಮ ಕೈಗೊಳ್ಳುವುದಿಲ್ಲ.`,
  withdrawDone: 'ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ. ಕ್ಲಿನಿಕ್ ಇದರ ಮೇಲೆ ಕ್ರಮ ಕೈಗೊಳ್ಳುವುದಿಲ್ಲ.',
  withdrawFailed: 'ವಿನಂತಿಯನ್ನು ಹಿಂಪಡೆಯಲು ಆಗಲಿಲ್ಲ. ಕ್ಲಿನಿಕ್ ಈಗಾಗಲೇ ಇದನ್ನು ನಿರ್ವಹಿಸಿರಬಹುದು; ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  appointmentFor: (patientName: string, date: string) => `${patientName} ಅವರಿಗೆ ${date} ರಂದು ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್`,
  messageAbout: (subject: string) => `ಸಂದೇಶ: ${subject}`,
  appointmentRequestsNoun: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿಗಳು',
  messagesNoun: 'ಸಂದೇಶಗಳು',
  loadingAppointmentRequests: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  loadingMessages: 'ನಿಮ್ಮ ಸಂದೇಶಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  appointmentRequestsFailed: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿಗಳನ್ನು ತರಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  messagesFailed: 'ನಿಮ್ಮ ಸಂದೇಶಗಳನ್ನು ತರಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ.',
  noAppointmentRequests: 'ಲಾಗಿನ್ ಆಗಿದ್ದಾಗ ನೀವು ಯಾವುದೇ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ವಿನಂತಿ ಕಳುಹಿಸಿಲ್ಲ.',
  noMessages: 'ಲಾಗಿನ್ ಆಗಿದ್ದಾಗ ನೀವು ಯಾವುದೇ ಸಂದೇಶ ಕಳುಹಿಸಿಲ್ಲ.',
} satisfies MyRequestsMessages;
