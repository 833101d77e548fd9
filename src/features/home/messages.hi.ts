import type { HomeMessages } from './messages';

export const messages = {
  heroTitle: 'हम मरीज़ों को स्वस्थ, बेहतर जीवन जीने में मदद करते हैं',
  heroLead: (clinicName: string) =>
    `${clinicName} में हमारे डॉक्टर आपका इलाज भरोसेमंद आधुनिक चिकित्सा से करते हैं, और जहाँ सचमुच फ़ायदा हो, वहाँ एक्यूपंक्चर, कपिंग और मोक्सीबस्शन भी जोड़ते हैं। एक क्लिनिक, एक योजना, ऐसे डॉक्टर जो आपकी बात सुनते हैं।`,

  statsLabel: 'आँकड़ों में हमारा क्लिनिक',
  yearsOfExperience: 'साल का अनुभव',
  clinicLocations: 'क्लिनिक शाखा',
  patientSatisfaction: 'मरीज़ों की संतुष्टि',

  bestServicesHeading: 'सबसे अच्छी चिकित्सा सेवाएँ',
  bestServicesLead: 'हमारे यहाँ इलाज शुरू करने के लिए ज़रूरी सब कुछ, तीन कदमों में।',
  findDoctor: 'डॉक्टर खोजें',
  findDoctorText: 'हमारे डॉक्टरों, उनके अनुभव और उनकी देखभाल के बारे में जानें।',
  meetDoctors: 'हमारे डॉक्टरों से मिलें',
  findLocation: 'हमारा पता खोजें',
  findLocationText: (district: string, city: string) => `हम ${district}, ${city} में हैं, जहाँ मेट्रो और बस से आसानी से पहुँचा जा सकता है।`,
  seeMap: 'नक्शा देखें',
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  bookAppointmentText: 'बताइए कि आपके लिए कब ठीक रहेगा, हमारा फ़्रंट डेस्क आपका समय पक्का करेगा।',
  requestSlot: 'समय का अनुरोध करें',

  integratedHeading: 'हम स्मार्ट, एकीकृत सेवाएँ देते हैं',
  integratedText:
    'हमारे डॉक्टर योग्य एलोपैथिक चिकित्सक हैं। जब कोई पूरक उपचार दर्द, तनाव या ठीक होने में मदद कर सकता है, तो हम उसे आपकी योजना में जोड़ते हैं और समझाते हैं कि क्यों, क्या उम्मीद रखें और हमें कैसे पता चलेगा कि वह असर कर रहा है।',
  learnMore: 'और जानें',
  aboutOurServices: 'हमारी सेवाओं के बारे में',
  learnMoreLabel: 'हमारी सेवाओं के बारे में और जानें',
  integratedPhysicians: 'डॉक्टरों द्वारा जाँच और इलाज',
  integratedTherapies: 'प्रशिक्षित डॉक्टरों द्वारा एक्यूपंक्चर, कपिंग और मोक्सीबस्शन',
  integratedLifestyle: 'आपकी दिनचर्या के हिसाब से पोषण और जीवनशैली की योजनाएँ',
  integratedRecord: 'हमारे यहाँ मिले हर इलाज का एक ही रिकॉर्ड',

  servicesHeading: 'हमारी चिकित्सा सेवाएँ',
  servicesLead: 'हम किन बीमारियों का इलाज करते हैं, और कैसे।',

  virtualHeading: 'कभी भी ऑनलाइन इलाज पाएँ',
  comingSoon: '(जल्द आ रहा है)',
  virtualLead: 'जो मरीज़ क्लिनिक नहीं आ सकते, उनके लिए वीडियो पर फ़ॉलो-अप परामर्श।',
  bookVideo: 'वीडियो का समय बुक करें',
  bookVideoText: 'अपनी सुविधा का समय चुनें।',
  talkToDoctor: 'अपने डॉक्टर से बात करें',
  talkToDoctorText: 'घर बैठे सुरक्षित वीडियो परामर्श।',
  getPlan: 'अपनी इलाज योजना पाएँ',
  getPlanText: 'पर्चा और सलाह ई-मेल से।',

  faqHeading: 'अक्सर पूछे जाने वाले सवाल',
  faqLead: 'मरीज़ हमसे जो सबसे ज़्यादा पूछते हैं, उनके जवाब।',
} satisfies HomeMessages;
