import type { ComponentAdminMessages } from './adminMessages';

export default {
  imageWrongType: 'कृपया JPEG, PNG, WebP या GIF तस्वीर चुनें।',
  imageTooLarge: 'यह तस्वीर 5 MB से बड़ी है। कृपया छोटी तस्वीर चुनें।',
  uploadFailed: (noun: string) => `${noun} अपलोड करने में समस्या हुई। कृपया कनेक्शन जाँचकर फिर से कोशिश करें।`,
  uploadUnavailable:
    'तस्वीर अपलोड के लिए Storage एमुलेटर चाहिए, जो इस मशीन पर शुरू नहीं हो सकता। बाकी सब काम करता है; लेख बिना तस्वीर के भी सहेजे जा सकते हैं।',
  uploadProgress: (label: string) => `${label} अपलोड`,
} satisfies ComponentAdminMessages;
