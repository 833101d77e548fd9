import type { BookingMessages } from './messages';

export default {
  slotWhen: (day: string, time: string) => `${day}, ${time}`,
  duration: (minutes: number) => (minutes % 60 !== 0 || minutes === 0 ? `${minutes} ನಿಮಿಷ` : `${minutes / 60} ಗಂಟೆ`),

  formLabel: 'ಸಮಯ ಬುಕ್ ಮಾಡಿ',
  loadingFreeTimes: 'ಖಾಲಿ ಸಮಯಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  freeTimesFailed: 'ಖಾಲಿ ಸಮಯಗಳನ್ನು ತೆರೆಯಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ, ಕೆಳಗೆ ಒಂದು ದಿನವನ್ನು ಕೋರಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.',
  loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
  loadingConfirmation: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಆಗಿದೆ. ವಿವರಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ…',
  bookedToast: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಆಗಿದೆ',
  unreachable:
    'ಕ್ಲಿನಿಕ್ ಅನ್ನು ಸಂಪರ್ಕಿಸಲು ಆಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಈ ಸಮಯ ಇನ್ನೂ ಬುಕ್ ಆಗಿಲ್ಲ. ನಿಮ್ಮ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ, ಮತ್ತೆ ಬುಕ್ ಒತ್ತಿರಿ: ನಿಮ್ಮ ಆಯ್ಕೆಗಳು ಹಾಗೆಯೇ ಇರುತ್ತವೆ, ಮತ್ತು ಎರಡು ಬಾರಿ ಬುಕ್ ಆಗುವುದಿಲ್ಲ.',
  slotTaken: (time: string, day: string) =>
    `ಕ್ಷಮಿಸಿ, ${day} ರಂದು ${time} ಸಮಯವನ್ನು ಈಗಷ್ಟೇ ಬೇರೆಯವರು ಬುಕ್ ಮಾಡಿದ್ದಾರೆ. ಕೆಳಗಿನ ಖಾಲಿ ಸಮಯಗಳು ಇತ್ತೀಚಿನವು: ದಯವಿಟ್ಟು ಬೇರೊಂದನ್ನು ಆಯ್ಕೆಮಾಡಿ.`,
  tooManyBookings: (max: number) =>
    `ನಿಮಗೆ ಈಗಾಗಲೇ ${max} ಮುಂಬರುವ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳಿವೆ; ಒಂದು ಖಾತೆಯಿಂದ ಕ್ಲಿನಿಕ್ ಸ್ವೀಕರಿಸುವುದು ಇಷ್ಟೇ. "ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು" ವಿಭಾಗದಲ್ಲಿ ಅವುಗಳಲ್ಲಿ ಒಂದನ್ನು ರದ್ದುಮಾಡಬಹುದು ಅಥವಾ ಅದರ ಸಮಯ ಬದಲಿಸಬಹುದು.`,
  noLongerBookable:
    'ಈ ಸಮಯವನ್ನು ಇನ್ನು ಬುಕ್ ಮಾಡಲು ಆಗುವುದಿಲ್ಲ: ಅದು ಕಳೆದುಹೋಗಿದೆ, ಬುಕ್ ಮಾಡಲು ತುಂಬಾ ಹತ್ತಿರವಾಗಿದೆ, ಅಥವಾ ವೇಳಾಪಟ್ಟಿ ಬದಲಾಗಿದೆ. ದಯವಿಟ್ಟು ಬೇರೆ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ.',
  loginToBook: (when: string, doctor: string) => `${when} ಸಮಯಕ್ಕೆ ${doctor} ಅವರ ಬಳಿ ಬುಕ್ ಮಾಡಲು, ದಯವಿಟ್ಟು `,
  logIn: 'ಲಾಗಿನ್ ಮಾಡಿ',
  or: ' ಅಥವಾ ',
  register: 'ನೋಂದಾಯಿಸಿ',
  loginToBookEnd: ' (ದೃಢೀಕರಿಸಿದ ಇ-ಮೇಲ್‌ನೊಂದಿಗೆ). ನೀವು ಆಯ್ಕೆಮಾಡಿದ ವೈದ್ಯರು ಮತ್ತು ದಿನ ಹಾಗೆಯೇ ಇರುತ್ತವೆ.',
  verifyBefore: 'ದಯವಿಟ್ಟು ಮೊದಲು ',
  verifyLink: 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ',
  verifyAfter: ': ಬುಕಿಂಗ್‌ನ ದೃಢೀಕರಣವನ್ನು ದೃಢೀಕರಿಸಿದ ವಿಳಾಸಕ್ಕೆ ಮಾತ್ರ ಕಳುಹಿಸಲಾಗುತ್ತದೆ.',
  bookLabel: (time: string, doctor: string) => `${doctor} ಅವರ ಬಳಿ ${time} ಬುಕ್ ಮಾಡಿ`,

  patientName: 'ರೋಗಿಯ ಹೆಸರು',
  phoneNumber: 'ಫೋನ್ ಸಂಖ್ಯೆ',
  phoneHint: 'ವೈದ್ಯರು ತಡವಾದರೆ ಅಥವಾ ಲಭ್ಯವಿಲ್ಲದಿದ್ದರೆ ಕ್ಲಿನಿಕ್ ಈ ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.',
  purpose:
    'ಆ ಸಮಯದಲ್ಲಿ ನಿಮ್ಮನ್ನು ನೋಡಲು ಮತ್ತು ಅದರ ಬಗ್ಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್ ಮತ್ತು ಇ-ಮೇಲ್ ಅನ್ನು ಬುಕಿಂಗ್ ಜೊತೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ, ಮತ್ತು ನಿಮ್ಮ ಮುಂದಿನ ಬುಕಿಂಗ್‌ಗಾಗಿ ಹೆಸರು ಮತ್ತು ಫೋನ್ ಅನ್ನು ನೆನಪಿಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ.',
  booking: 'ಬುಕ್ ಆಗುತ್ತಿದೆ…',
  nameMissing: 'ದಯವಿಟ್ಟು ರೋಗಿಯ ಹೆಸರು ನಮೂದಿಸಿ.',
  nameTooLong: (max: number) => `ದಯವಿಟ್ಟು ಹೆಸರನ್ನು ${max} ಅಕ್ಷರಗಳೊಳಗೆ ಇರಿಸಿ.`,
  phoneMissing: 'ದಯವಿಟ್ಟು ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ.',
  phoneInvalid: 'ದಯವಿಟ್ಟು 98450 12345 ಅಥವಾ +91 98450 12345 ನಂತಹ 7 ರಿಂದ 15 ಅಂಕಿಗಳ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ.',

  doctor: 'ವೈದ್ಯರು',
  anyDoctor: 'ಯಾವುದೇ ವೈದ್ಯರು',
  noFreeTimes: (days: number, doctor: string) =>
    `ಮುಂದಿನ ${days} ದಿನಗಳಲ್ಲಿ${doctor ? ` ${doctor} ಅವರ ಬಳಿ` : ''} ಯಾವುದೇ ಖಾಲಿ ಸಮಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಳಗೆ ಒಂದು ದಿನವನ್ನು ಕೋರಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
  day: 'ದಿನ',
  freeCount: (count: number) => `${count} ಖಾಲಿ`,
  showFewerDays: 'ಕಡಿಮೆ ದಿನಗಳನ್ನು ತೋರಿಸಿ',
  showLaterDays: 'ಮುಂದಿನ ದಿನಗಳನ್ನು ತೋರಿಸಿ',
  freeTimesOn: (day: string) => `${day} ರಂದು ಖಾಲಿ ಸಮಯಗಳು`,

  addToCalendar: 'ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸಿ (.ics)',
  addToGoogleCalendar: 'Google Calendar ಗೆ ಸೇರಿಸಿ',
  opensGoogleCalendar: ' (Google Calendar ತೆರೆಯುತ್ತದೆ)',
  bookedHeading: 'ನಿಮ್ಮ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಆಗಿದೆ',
  bookedSummary: (patient: string, doctor: string, when: string) =>
    `${patient}, ${doctor} ಅವರ ಬಳಿ, ${when} (ಭಾರತೀಯ ಕಾಲಮಾನ). ನಿಮ್ಮ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ:`,
  sentenceEnd: '.',
  cancelUnder: 'ನೀವು ಇದನ್ನು ',
  myAppointments: 'ನನ್ನ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
  cancelUntil: (duration: string) => ` ವಿಭಾಗದಲ್ಲಿ ${duration} ಮೊದಲಿನವರೆಗೆ ರದ್ದುಮಾಡಬಹುದು ಅಥವಾ ಅದರ ಸಮಯ ಬದಲಿಸಬಹುದು; ಅದರ ನಂತರ ದಯವಿಟ್ಟು ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
  sendOnWhatsApp: 'WhatsApp ನಲ್ಲಿಯೂ ಕಳುಹಿಸಿ',
  opensWhatsApp: ' (WhatsApp ತೆರೆಯುತ್ತದೆ)',
  bookAnother: 'ಇನ್ನೊಂದು ಸಮಯ ಬುಕ್ ಮಾಡಿ',
  whatsAppText: (clinicName: string, patientName: string, doctorName: string, when: string, reference: string) =>
    [
      `ನಮಸ್ಕಾರ ${clinicName}, ನಾನು ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿದ್ದೇನೆ.`,
      `ಹೆಸರು: ${patientName}`,
      `ವೈದ್ಯರು: ${doctorName}`,
      `ಸಮಯ: ${when}`,
      `ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ: ${reference}`,
    ].join('\n'),
} satisfies BookingMessages;
