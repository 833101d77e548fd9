import type { DeleteMessages } from './deleteMessages';

export default {
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
