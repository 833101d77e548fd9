import { defineMessages } from '../i18n/messages';
import { paths } from '../config/routes';

/** The links' names, in each language (the Kannada and Hindi in messages.kn.ts and messages.hi.ts, export navigation). */
const en = {
  home: 'Home',
  appointment: 'Appointment',
  services: 'Services',
  contact: 'Contact',
  blog: 'Blog',
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
}

export const mainLinks: NavItem[] = [
  { label: 'home', to: paths.home },
  { label: 'appointment', to: paths.appointment },
  { label: 'services', to: paths.services },
  { label: 'contact', to: paths.contact },
  { label: 'blog', to: paths.blog },
];

export const iWantToLinks: NavItem[] = [
  { label: 'findDoctor', to: paths.doctors },
  { label: 'requestAppointment', to: paths.appointment },
  { label: 'getOpinion', to: paths.contact },
];
