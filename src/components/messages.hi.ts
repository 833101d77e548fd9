import type { ComponentMessages } from './messages';
import type { DeleteMessages } from './deleteMessages';
import type { EditorSpecMessages } from './editorMessages';
import type { SpecMessages } from './specMessages';
import type { CategoryMessages } from './categories';
import type { NavigationMessages } from './navigation';
import type { PageMetaMessages } from './fixedPages';

export const messages = {
  cancel: 'रद्द करें',
  delete: 'हटाएँ',
  deleting: 'हटाया जा रहा है…',
  editEntry: (name: string) => `संपादित करें: ${name}`,
  deleteEntry: (name: string) => `हटाएँ: ${name}`,
  loading: 'लोड हो रहा है…',
  loadMore: (noun: string) => `और ${noun} दिखाएँ`,
  moreFailed: (noun: string) => `और ${noun} लोड करने में समस्या हुई। कृपया फिर से कोशिश करें।`,
  mapTitle: (place: string) => `${place} का नक्शा`,
  mapNotice: 'यह नक्शा Google Maps दिखाता है। इसे खोलने पर आपका IP पता और ब्राउज़र की जानकारी Google को जाती है।',
  openMap: 'नक्शा खोलें',
  howWeHandleData: 'हम आपकी जानकारी कैसे सँभालते हैं',
  notTranslated: 'अभी अनुवाद नहीं हुआ',
} satisfies ComponentMessages;

export const deleteMessages = {
  faqDeleteFailure: 'सवाल-जवाब हटाया नहीं जा सका।',
  faqDeleteFailureToast: 'सवाल-जवाब हटाते समय कोई गड़बड़ी हुई',
  faqDeleted: 'सवाल-जवाब सफलतापूर्वक हटाया गया',
  faqDeleteConfirm: 'क्या आप सचमुच यह सवाल-जवाब हटाना चाहते हैं?',
  blogDeleteConfirm: 'क्या आप सचमुच यह ब्लॉग हटाना चाहते हैं?',
  serviceDeleteConfirm: 'क्या आप सचमुच यह सेवा हटाना चाहते हैं?',
  blogDeleted: 'ब्लॉग सफलतापूर्वक हटाया गया',
  serviceDeleted: 'सेवा सफलतापूर्वक हटाई गई',
  serviceDeleteFailed: 'सेवा हटाई नहीं जा सकी। कृपया फिर से कोशिश करें।',
  doctorDeleteConfirm: 'क्या आप सचमुच इन डॉक्टर को हटाना चाहते हैं? उनका पेज नहीं रहेगा।',
  doctorDeleted: 'डॉक्टर सफलतापूर्वक हटाए गए',
  doctorDeleteFailed: 'डॉक्टर को हटाया नहीं जा सका। कृपया फिर से कोशिश करें।',
} satisfies DeleteMessages;

export const editorMessages = {
  blogUpdated: 'ब्लॉग सफलतापूर्वक अपडेट हुआ',
  blogCreated: 'ब्लॉग सफलतापूर्वक बनाया गया',
  blogPublished: 'ब्लॉग सफलतापूर्वक प्रकाशित हुआ',
  blogDraftSaved: 'ड्राफ़्ट सहेजा गया। इसे केवल एडमिन देख सकते हैं।',
  blogUnpublished: 'ब्लॉग ड्राफ़्ट में भेजा गया। अब पाठक इसे नहीं देखते।',
  faqUpdated: 'सवाल-जवाब सफलतापूर्वक अपडेट हुआ',
  faqCreated: 'सवाल-जवाब सफलतापूर्वक बनाया गया',
  serviceUpdated: 'सेवा सफलतापूर्वक अपडेट हुई',
  serviceCreated: 'सेवा सफलतापूर्वक बनाई गई',
  missingFields: 'सभी खाने भरना ज़रूरी है',
  blogAuthorMissing: 'यह लेख लिखने वाले डॉक्टर चुनें।',
  imageUploaded: 'तस्वीर Firebase पर सफलतापूर्वक अपलोड हुई',
  imageAltMissing: 'जो लोग तस्वीर नहीं देख सकते, उनके लिए कृपया उसका वर्णन लिखें।',
  doctorCreated: 'डॉक्टर सफलतापूर्वक जोड़े गए',
  doctorUpdated: 'डॉक्टर की जानकारी सफलतापूर्वक अपडेट हुई',
  hoursSaved: 'खुलने का समय सहेजा गया',
  hoursSaveFailed: 'खुलने का समय सहेजा नहीं जा सका। कृपया कनेक्शन जाँचकर फिर से कोशिश करें; आपके बदलाव यहीं हैं।',
  imageWrongType: 'कृपया JPEG, PNG, WebP या GIF तस्वीर चुनें।',
  imageTooLarge: 'यह तस्वीर 5 MB से बड़ी है। कृपया छोटी तस्वीर चुनें।',
  uploadFailed: (noun: string) => `${noun} अपलोड करने में समस्या हुई। कृपया कनेक्शन जाँचकर फिर से कोशिश करें।`,
  uploadUnavailable:
    'तस्वीर अपलोड के लिए Storage एमुलेटर चाहिए, जो इस मशीन पर शुरू नहीं हो सकता। बाकी सब काम करता है; लेख बिना तस्वीर के भी सहेजे जा सकते हैं।',
  uploadProgress: (label: string) => `${label} अपलोड`,
} satisfies EditorSpecMessages;

export const specMessages = {
  noMoreBlogs: 'दिखाने के लिए और ब्लॉग नहीं हैं',
  passwordMismatch: 'पासवर्ड मेल नहीं खाते',
  passwordResetSent: 'पासवर्ड रीसेट लिंक भेजा गया!',
  invalidEmail: 'कृपया name@example.com जैसा सही ई-मेल पता लिखें।',
  noSearchResults: (term: string) => `"${term}" खोजने पर कोई ब्लॉग नहीं मिला`,
} satisfies SpecMessages;

export const categories = {
  'General Health and Wellness': 'सामान्य स्वास्थ्य और तंदुरुस्ती',
  'Disease Prevention and Management': 'रोगों से बचाव और प्रबंधन',
  'Medical Research and Breakthroughs': 'चिकित्सा शोध और नई खोजें',
  'Mental Health and Psychology': 'मानसिक स्वास्थ्य और मनोविज्ञान',
  "Women's Health": 'महिलाओं का स्वास्थ्य',
  "Men's Health": 'पुरुषों का स्वास्थ्य',
  "Children's Health": 'बच्चों का स्वास्थ्य',
  'Aging and Geriatrics': 'बढ़ती उम्र और बुज़ुर्गों की देखभाल',
  'Nutrition and Diet': 'पोषण और आहार',
  'Fitness and Exercise': 'फ़िटनेस और व्यायाम',
  'Alternative Medicine': 'वैकल्पिक चिकित्सा',
  'Medical Technology and Innovation': 'चिकित्सा तकनीक और नवाचार',
  'Medical Procedures and Treatments': 'चिकित्सा प्रक्रियाएँ और उपचार',
  'Pharmaceutical Updates': 'दवाओं से जुड़ी नई जानकारी',
  'Healthcare Industry News': 'स्वास्थ्य सेवा जगत की ख़बरें',
  'Medical Ethics and Legal Issues': 'चिकित्सा नैतिकता और क़ानूनी मुद्दे',
  'Health Policy and Advocacy': 'स्वास्थ्य नीति और जागरूकता',
  'Medical Education and Training': 'चिकित्सा शिक्षा और प्रशिक्षण',
  'Patient Stories and Experiences': 'मरीज़ों की कहानियाँ और अनुभव',
  'Health Tips and Advice': 'स्वास्थ्य सुझाव और सलाह',
} satisfies CategoryMessages;

export const navigation = {
  home: 'होम',
  appointment: 'अपॉइंटमेंट',
  services: 'सेवाएँ',
  contact: 'संपर्क',
  blog: 'ब्लॉग',
  findDoctor: 'डॉक्टर खोजें',
  requestAppointment: 'अपॉइंटमेंट का अनुरोध करें',
  getOpinion: 'राय लें',
} satisfies NavigationMessages;

export const fixedPages = {
  homeTitle: 'होम',
  homeDescription:
    'बेंगलुरु के कोरमंगला में संजीवनी इंटीग्रेटिव क्लिनिक: ऐसे डॉक्टर जो आधुनिक चिकित्सा के साथ एक्यूपंक्चर, कपिंग और मोक्सीबस्शन से इलाज करते हैं। मुलाक़ात बुक करें, हमारे डॉक्टरों से मिलें, हमारा स्वास्थ्य ब्लॉग पढ़ें।',
  appointmentTitle: 'डॉक्टर अपॉइंटमेंट',
  appointmentDescription:
    'संजीवनी इंटीग्रेटिव क्लिनिक, कोरमंगला, बेंगलुरु में डॉक्टर से अपॉइंटमेंट का अनुरोध करें। तारीख चुनें, हम फ़ोन या ई-मेल से आपकी मुलाक़ात पक्की करेंगे।',
  servicesTitle: 'हमारी चिकित्सा सेवाएँ',
  servicesDescription:
    'संजीवनी इंटीग्रेटिव क्लिनिक, बेंगलुरु की चिकित्सा सेवाएँ: सामान्य चिकित्सा के साथ एक्यूपंक्चर, कपिंग और मोक्सीबस्शन, और हर इलाज किस लिए है।',
  contactTitle: 'हमसे संपर्क करें',
  contactDescription: 'कोरमंगला, बेंगलुरु के संजीवनी इंटीग्रेटिव क्लिनिक को लिखें या फ़ोन करें: सवाल पूछें, दूसरी राय लें, या बताएँ कि हम कैसे मदद कर सकते हैं।',
  blogTitle: 'दैनिक ब्लॉग',
  blogDescription: 'संजीवनी इंटीग्रेटिव क्लिनिक, बेंगलुरु के डॉक्टरों के स्वास्थ्य लेख: बचाव, पोषण, मानसिक स्वास्थ्य, वैकल्पिक चिकित्सा और रोज़मर्रा के स्वास्थ्य सुझाव।',
  doctorsTitle: 'हमारे डॉक्टर',
  doctorsDescription: 'कोरमंगला, बेंगलुरु के संजीवनी इंटीग्रेटिव क्लिनिक के डॉक्टरों से मिलें, जो आधुनिक चिकित्सा और पूरक उपचारों से इलाज करते हैं।',
  locationTitle: 'हमारा पता',
  locationDescription: 'संजीवनी इंटीग्रेटिव क्लिनिक कैसे पहुँचें: 5वाँ ब्लॉक, कोरमंगला, बेंगलुरु का पता, नक्शा, खुलने का समय और फ़ोन नंबर।',
  privacyTitle: 'गोपनीयता सूचना',
  privacyDescription:
    'संजीवनी इंटीग्रेटिव क्लिनिक अपनी वेबसाइट से क्या जानकारी लेता है, क्यों, कहाँ और कितने समय तक रखता है, कौन देखता है, और आप अपनी जानकारी कैसे देखें, सुधारें या मिटाएँ।',
  loginTitle: 'लॉग इन',
  loginDescription: 'हमारे स्वास्थ्य ब्लॉग पर टिप्पणी करने के लिए अपने संजीवनी इंटीग्रेटिव क्लिनिक खाते में लॉग इन करें।',
  registerTitle: 'रजिस्टर करें',
  registerDescription: 'हमारे स्वास्थ्य ब्लॉग की बातचीत में शामिल होने के लिए संजीवनी इंटीग्रेटिव क्लिनिक खाता बनाएँ।',
  resetTitle: 'पासवर्ड रीसेट करें',
  resetDescription: 'पासवर्ड भूल गए? अपने संजीवनी इंटीग्रेटिव क्लिनिक खाते का नया पासवर्ड चुनने के लिए लिंक पाएँ।',
  verifyEmailTitle: 'अपना ई-मेल सत्यापित करें',
  verifyEmailDescription: 'अपने संजीवनी इंटीग्रेटिव क्लिनिक खाते का ई-मेल पता सत्यापित करें।',
} satisfies PageMetaMessages;
