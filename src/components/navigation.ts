import { defineMessages } from '../i18n/messages';
import { paths } from '../config/routes';
import type { Permission } from '../config/staffRoles';

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
  staff: 'Staff',
  accessLog: 'Access log',
  myDoctorProfile: 'My doctor profile',
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

/** A link of the Admin menu, shown to staff whose roles admit one of `allow` (src/config/staffRoles.ts). */
export interface StaffNavItem extends NavItem {
  allow: Permission[];
}

export const mainLinks: NavItem[] = [
  { label: 'home', to: paths.home },
  { label: 'appointment', to: paths.appointment },
  { label: 'services', to: paths.services },
  { label: 'contact', to: paths.contact },
  { label: 'blog', to: paths.blog },
];

/** The Admin menu; a doctor's own profile (ownProfile) is added with its address by the menu. */
export const adminLinks: StaffNavItem[] = [
  { label: 'addBlog', to: paths.createBlog, allow: ['editContent', 'ownPosts'] },
  { label: 'addFaq', to: paths.addFaq, allow: ['editContent'] },
  { label: 'addService', to: paths.addService, allow: ['editContent'] },
  { label: 'addDoctor', to: paths.addDoctor, allow: ['editContent'] },
  { label: 'openingHours', to: paths.clinicHours, allow: ['editHours', 'setBookingPolicy'] },
  { label: 'appointments', to: paths.frontDesk, allow: ['allBookings', 'ownBookings'] },
  { label: 'drafts', to: paths.drafts, allow: ['editContent', 'ownPosts'] },
  { label: 'requests', to: paths.requests, count: 'newRequests', allow: ['inbox'] },
  { label: 'staff', to: paths.staff, allow: ['manageStaff'] },
  { label: 'accessLog', to: paths.accessLog, allow: ['readAccessLog'] },
];

export const iWantToLinks: NavItem[] = [
  { label: 'findDoctor', to: paths.doctors },
  { label: 'requestAppointment', to: paths.appointment },
  { label: 'getOpinion', to: paths.contact },
];
