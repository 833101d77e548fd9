import type { NavigationMessages } from './navigation';

export default {
  home: 'होम',
  appointment: 'अपॉइंटमेंट',
  services: 'सेवाएँ',
  contact: 'संपर्क',
  blog: 'ब्लॉग',
  addBlog: 'ब्लॉग जोड़ें',
  addFaq: 'सवाल-जवाब जोड़ें',
  addService: 'सेवा जोड़ें',
  addDoctor: 'डॉक्टर जोड़ें',
  openingHours: 'खुलने का समय',
  appointments: 'अपॉइंटमेंट',
  drafts: 'ड्राफ़्ट',
  requests: 'अनुरोध',
  findDoctor: 'डॉक्टर खोजें',
  requestAppointment: 'अपॉइंटमेंट का अनुरोध करें',
  getOpinion: 'राय लें',
} satisfies NavigationMessages;
