import type { EditorSpecMessages } from './editorMessages';

export default {
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
} satisfies EditorSpecMessages;
