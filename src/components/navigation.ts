import { defineMessages } from '../i18n/messages';
import { paths } from '../config/routes';

/** The links' names, in each language (the Kannada and Hindi in messages.kn.ts and messages.hi.ts, export navigation). */
const en = {
  home: 'Home',
  appointment: 'Appointment',
  services: 'Services',
  contact: 'Contact',
  blog: 'Blog',
  addBlog: 'Add Blog',
  addFaq: 'Add Faq',
  addService: 'Add Service',
  addDoctor: 'Add Doctor',
  openingHours: 'Opening Hours',
  appointments: 'Appointments',
  drafts: 'Drafts',
  requests: 'Requests',
  findDoctor: 'Find a Doctor',
  requestAppointment: 'Request an Appointment',
  getOpinion: 'Get an opinion',
};
export type NavigationMessages = typeof en;

export const navigationMessages = defineMessages('src/components/navigation.ts', en);

/** The site's links, named once: the header, the footer and the tests read them from here. */
export interface NavItem {
  /** The link's name in navigationMessages. */
  label: keyof NavigationMessages;
  to: string;
  /** A number shown beside the link: the new requests, for the inbox. */
  count?: 'newRequests';
}

export const mainLinks: NavItem[] = [
  { label: 'home', to: paths.home },
  { label: 'appointment', to: paths.appointment },
  { label: 'services', to: paths.services },
  { label: 'contact', to: paths.contact },
  { label: 'blog', to: paths.blog },
];

export const adminLinks: NavItem[] = [
  { label: 'addBlog', to: paths.createBlog },
  { label: 'addFaq', to: paths.addFaq },
  { label: 'addService', to: paths.addService },
  { label: 'addDoctor', to: paths.addDoctor },
  { label: 'openingHours', to: paths.clinicHours },
  { label: 'appointments', to: paths.frontDesk },
  { label: 'drafts', to: paths.drafts },
  { label: 'requests', to: paths.requests, count: 'newRequests' },
];

export const iWantToLinks: NavItem[] = [
  { label: 'findDoctor', to: paths.doctors },
  { label: 'requestAppointment', to: paths.appointment },
  { label: 'getOpinion', to: paths.contact },
];
