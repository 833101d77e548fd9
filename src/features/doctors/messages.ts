import { defineMessages } from '../../i18n/messages';

/** The doctors' public words: the list, a doctor's card and page (and the admins' buttons on them). */
const en = {
  heading: 'Our Great Doctors',
  intro: 'World-class care from physicians who listen, explain and plan your treatment with you.',
  loading: 'Loading our doctors…',
  loadFailed: 'We could not load our doctors just now. Please refresh the page or call us.',
  empty: 'Our doctors will be introduced here soon.',
  specialities: 'Specialities',
  speaks: (languages: string) => `Speaks ${languages}`,
  pageTitle: 'Our Doctors',
  notFound: 'Doctor not found',
  notFoundLead: 'We could not find this doctor. Their profile may have been removed.',
  seeOurDoctors: 'See our doctors',
  profileLoading: "Loading the doctor's profile…",
  profileFailed: 'We could not load this profile just now. Please refresh the page.',
  registration: 'Registration',
  registrationNumber: (number: string, council: string) => `No. ${number}, ${council}`,
  languages: 'Languages',
  consultingHours: 'Consulting hours',
  requestAppointment: 'Request an appointment',
  allDoctors: 'All our doctors',
  about: (name: string) => `About ${name}`,
  articlesBy: (name: string) => `Articles by ${name}`,
  /** A search result's line: `who` is the name, qualifications and specialities, `place` the clinic and where it is. */
  metaDescription: (who: string, place: string) => `${who}, at ${place}. Registration, languages and consulting hours.`,
  // Shown to admins on the public pages.
  addDoctor: 'Add a doctor',
  editProfile: 'Edit this profile',
  deleteTitle: 'Delete doctor',
  entryName: (name: string) => `doctor: ${name}`,
};
export type DoctorMessages = typeof en;

export const doctorMessages = defineMessages('src/features/doctors/messages.ts', en);
