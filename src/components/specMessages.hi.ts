import type { SpecMessages } from './specMessages';

export default {
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
