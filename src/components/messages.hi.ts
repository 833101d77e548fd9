import type { ComponentMessages } from './messages';
import type { DeleteMessages } from './deleteMessages';
import type { EditorSpecMessages } from './editorMessages';
import type { SpecMessages } from './specMessages';

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
  contactSuccess: 'फ़ॉर्म सफलतापूर्वक भेजा गया',
  contactFailure: 'फ़ॉर्म भेजते समय कोई गड़बड़ी हुई',
  contactMissingFields: 'कृपया हर खाने में जानकारी भरें',
  appointmentSuccess: 'अपॉइंटमेंट सफलतापूर्वक तय हुआ!',
  appointmentFailure: 'अपॉइंटमेंट तय नहीं हो सका!',
  requestTooSoon: (seconds: number) => `आपने अभी-अभी एक अनुरोध भेजा है। एक ही अनुरोध दो बार न पहुँचे, इसलिए दूसरा भेजने से पहले कृपया ${seconds} सेकंड रुकें।`,
  faqLoadFailure: 'सवाल-जवाब नहीं मिल सके।',
  commentPosted: 'टिप्पणी सफलतापूर्वक प्रकाशित हुई',
  noMoreBlogs: 'दिखाने के लिए और ब्लॉग नहीं हैं',
  passwordMismatch: 'पासवर्ड मेल नहीं खाते',
  passwordResetSent: 'पासवर्ड रीसेट लिंक भेजा गया!',
  noComments: 'अभी कोई टिप्पणी नहीं। पहली टिप्पणी आप करें।',
  unnamedCommenter: 'एक पाठक',
  loginToComment: 'टिप्पणी करने के लिए कृपया लॉग इन करें या खाता बनाएँ।',
  commentDeleteConfirm: 'क्या आप सचमुच यह टिप्पणी हटाना चाहते हैं?',
  commentDeleted: 'टिप्पणी सफलतापूर्वक हटाई गई',
  commentDeleteFailed: 'टिप्पणी हटाई नहीं जा सकी। कृपया फिर से कोशिश करें।',
  invalidEmail: 'कृपया name@example.com जैसा सही ई-मेल पता लिखें।',
  noSearchResults: (term: string) => `"${term}" खोजने पर कोई ब्लॉग नहीं मिला`,
} satisfies SpecMessages;
