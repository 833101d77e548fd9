import { defineMessages } from '../../i18n/messages';

/** The home page's words: its sections' headings and texts (services, doctors and FAQs come from their features). */
const en = {
  heroTitle: 'We help patients live a healthy, quality life',
  heroLead: (clinicName: string) =>
    `At ${clinicName} our physicians treat you with proven conventional medicine, and bring in acupuncture, cupping and moxibustion where they genuinely help. One clinic, one plan, doctors who listen.`,

  statsLabel: 'The clinic in numbers',
  yearsOfExperience: 'Years of Experience',
  clinicLocations: 'Clinic Location',
  patientSatisfaction: 'Patient Satisfaction',

  bestServicesHeading: 'Providing The Best Medical Services',
  bestServicesLead: 'Everything you need to start your care with us, in three steps.',
  findDoctor: 'Find a Doctor',
  findDoctorText: 'Meet our physicians, their experience and the care they offer.',
  meetDoctors: 'Meet our doctors',
  findLocation: 'Find a Location',
  findLocationText: (district: string, city: string) => `We are in ${district}, ${city}, easy to reach by metro and bus.`,
  seeMap: 'See the map',
  bookAppointment: 'Book An Appointment',
  bookAppointmentText: 'Tell us when suits you and our front desk will confirm your slot.',
  requestSlot: 'Request a slot',

  integratedHeading: 'We provide smart integrated services',
  integratedText:
    'Our doctors are qualified allopathic physicians. When a complementary therapy can ease pain, stress or recovery, we add it to your plan and explain why, what to expect and how we will know it is working.',
  learnMore: 'Learn More',
  /** Read after "Learn More" by screen readers: learnMoreLabel is the whole link. */
  aboutOurServices: 'about our services',
  learnMoreLabel: 'Learn More about our services',
  integratedPhysicians: 'Diagnosis and treatment by physicians',
  integratedTherapies: 'Acupuncture, cupping and moxibustion by trained doctors',
  integratedLifestyle: 'Nutrition and lifestyle plans that fit your routine',
  integratedRecord: 'One record of everything you receive with us',

  servicesHeading: 'Our Medical Services',
  servicesLead: 'What we treat and how.',

  virtualHeading: 'Get Virtual Treatment Anytime',
  virtualLead: 'See your doctor by video from home: for follow-ups, and for patients who cannot travel.',
  videoStepBook: 'Book a video visit',
  videoStepBookText: 'Choose "Video visit" when you book, and a time that suits you.',
  videoStepJoin: 'Join from My appointments',
  videoStepJoinText: (minutes: number) =>
    `From ${minutes} minutes before the start, open the call from My appointments, confirm your details and give your consent.`,
  videoStepTalk: 'Talk to your doctor',
  videoStepTalkText: 'A private video consultation, straight between you and your doctor. Nothing is recorded.',
  bookVideoVisit: 'Book a video visit',

  faqHeading: 'Frequently Asked Questions',
  faqLead: 'Answers to what patients ask us most.',
};
export type HomeMessages = typeof en;

export const homeMessages = defineMessages('src/features/home/messages.ts', en);
