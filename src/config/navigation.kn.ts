import type { NavigationMessages } from './navigation';

export default {
  home: 'ಮುಖಪುಟ',
  appointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್',
  services: 'ಸೇವೆಗಳು',
  contact: 'ಸಂಪರ್ಕಿಸಿ',
  blog: 'ಬ್ಲಾಗ್',
  addBlog: 'ಬ್ಲಾಗ್ ಸೇರಿಸಿ',
  addFaq: 'ಪ್ರಶ್ನೋತ್ತರ ಸೇರಿಸಿ',
  addService: 'ಸೇವೆ ಸೇರಿಸಿ',
  addDoctor: 'ವೈದ್ಯರನ್ನು ಸೇರಿಸಿ',
  openingHours: 'ತೆರೆದಿರುವ ಸಮಯ',
  appointments: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು',
  drafts: 'ಕರಡುಗಳು',
  requests: 'ವಿನಂತಿಗಳು',
  findDoctor: 'ವೈದ್ಯರನ್ನು ಹುಡುಕಿ',
  requestAppointment: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ',
  getOpinion: 'ಅಭಿಪ್ರಾಯ ಪಡೆಯಿರಿ',
} satisfies NavigationMessages;
