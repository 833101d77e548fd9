import type { BookingMessages } from './messages';

export default {
  slotWhen: (day: string, time: string) => `${day}, ${time}`,
  // Always after a number and before "पहले" or "से कम": "1 घंटे पहले", "4 घंटे पहले".
  duration: (minutes: number) => (minutes % 60 !== 0 || minutes === 0 ? `${minutes} मिनट` : `${minutes / 60} घंटे`),

  formLabel: 'समय बुक करें',
  loadingFreeTimes: 'खाली समय लोड हो रहे हैं…',
  freeTimesFailed: 'खाली समय लोड नहीं हो सके। कृपया पेज फिर से लोड करें, नीचे किसी दिन के लिए अनुरोध करें, या हमें फ़ोन करें।',
  loading: 'लोड हो रहा है…',
  loadingConfirmation: 'आपका अपॉइंटमेंट बुक हो गया है। जानकारी लोड हो रही है…',
  bookedToast: 'अपॉइंटमेंट बुक हो गया',
  unreachable:
    'क्लिनिक से संपर्क नहीं हो सका, इसलिए यह समय अभी बुक नहीं हुआ है। अपना कनेक्शन जाँचें और फिर से बुक दबाएँ: आपकी चुनी हुई जानकारी बनी रहेगी, और यह दो बार बुक नहीं होगा।',
  slotTaken: (time: string, day: string) =>
    `माफ़ कीजिए, ${day} को ${time} का समय अभी-अभी किसी और ने बुक कर लिया है। नीचे दिए खाली समय ताज़ा हैं: कृपया कोई दूसरा समय चुनें।`,
  tooManyBookings: (max: number) =>
    `आपके पहले से ${max} आने वाले अपॉइंटमेंट बुक हैं; एक खाते से क्लिनिक इससे ज़्यादा अपॉइंटमेंट नहीं लेता। आप "मेरे अपॉइंटमेंट" में जाकर किसी एक को रद्द कर सकते हैं या उसका समय बदल सकते हैं।`,
  noLongerBookable: 'यह समय अब बुक नहीं हो सकता: यह निकल चुका है, बुक करने के लिए बहुत नज़दीक है, या शेड्यूल बदल गया है। कृपया कोई दूसरा समय चुनें।',
  loginToBook: (when: string, doctor: string) => `${when} पर ${doctor} के साथ बुक करने के लिए, कृपया `,
  logIn: 'लॉग इन करें',
  or: ' या ',
  register: 'रजिस्टर करें',
  loginToBookEnd: ' (वेरिफ़ाइड ई-मेल के साथ)। आपके चुने हुए डॉक्टर और दिन बने रहेंगे।',
  verifyBefore: 'कृपया पहले ',
  verifyLink: 'अपना ई-मेल पता वेरिफ़ाई करें',
  verifyAfter: ': बुकिंग की पुष्टि केवल वेरिफ़ाइड पते पर भेजी जाती है।',
  bookLabel: (time: string, doctor: string) => `${doctor} के साथ ${time} बुक करें`,

  patientName: 'मरीज़ का नाम',
  phoneNumber: 'फ़ोन नंबर',
  phoneHint: 'अगर डॉक्टर को देर हो या वे उपलब्ध न हों, तो क्लिनिक इस नंबर पर फ़ोन करता है।',
  purpose:
    'उस समय आपसे मिलने और इस बारे में आपसे संपर्क करने के लिए हम बुकिंग के साथ आपका नाम, फ़ोन और ई-मेल रखते हैं, और अगली बुकिंग के लिए नाम और फ़ोन याद रखते हैं।',
  booking: 'बुक हो रहा है…',
  nameMissing: 'कृपया मरीज़ का नाम लिखें।',
  nameTooLong: (max: number) => `कृपया नाम ${max} अक्षरों के अंदर रखें।`,
  phoneMissing: 'कृपया फ़ोन नंबर लिखें।',
  phoneInvalid: 'कृपया 7 से 15 अंकों का फ़ोन नंबर लिखें, जैसे 98450 12345 या +91 98450 12345।',

  doctor: 'डॉक्टर',
  anyDoctor: 'कोई भी डॉक्टर',
  noFreeTimes: (days: number, doctor: string) =>
    `अगले ${days} दिनों में${doctor ? ` ${doctor} के साथ` : ''} कोई खाली समय नहीं है। कृपया नीचे किसी दिन के लिए अनुरोध करें, या हमें फ़ोन करें।`,
  day: 'दिन',
  freeCount: (count: number) => `${count} खाली`,
  showFewerDays: 'कम दिन दिखाएँ',
  showLaterDays: 'आगे के दिन दिखाएँ',
  freeTimesOn: (day: string) => `${day} को खाली समय`,

  addToCalendar: 'कैलेंडर में जोड़ें (.ics)',
  addToGoogleCalendar: 'Google Calendar में जोड़ें',
  opensGoogleCalendar: ' (Google Calendar खुलता है)',
  bookedHeading: 'आपका अपॉइंटमेंट बुक हो गया है',
  bookedSummary: (patient: string, doctor: string, when: string) => `${patient}, ${doctor} के साथ, ${when} (भारतीय समय)। आपका रेफ़रेंस नंबर:`,
  sentenceEnd: '।',
  cancelUnder: 'आप इसे ',
  myAppointments: 'मेरे अपॉइंटमेंट',
  cancelUntil: (duration: string) => ` में जाकर ${duration} पहले तक रद्द कर सकते हैं या इसका समय बदल सकते हैं; उसके बाद कृपया हमें फ़ोन करें।`,
  sendOnWhatsApp: 'WhatsApp पर भी भेजें',
  opensWhatsApp: ' (WhatsApp खुलता है)',
  bookAnother: 'कोई और समय बुक करें',
  whatsAppText: (clinicName: string, patientName: string, doctorName: string, when: string, reference: string) =>
    [
      `नमस्ते ${clinicName}, मैंने आपकी वेबसाइट पर अपॉइंटमेंट बुक किया है।`,
      `नाम: ${patientName}`,
      `डॉक्टर: ${doctorName}`,
      `समय: ${when}`,
      `रेफ़रेंस नंबर: ${reference}`,
    ].join('\n'),
} satisfies BookingMessages;
