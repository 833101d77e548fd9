import { paths } from '../../config/routes';
import type { Permission } from '../../config/staffRoles';
import { defineMessages } from '../../i18n/messages';

/**
 * The Admin menu's links and their names, loaded with the menu (staff only): a visitor's pages
 * carry neither. Each link shows to staff whose roles admit one of `allow` (src/config/staffRoles.ts).
 */
const en = {
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
};
export type AdminMenuMessages = typeof en;

export const adminMenuMessages = defineMessages('src/app/layout/adminMenuLinks.ts', en);

export interface AdminMenuLink {
  label: keyof AdminMenuMessages;
  to: string;
  allow: Permission[];
  /** A number shown beside the link: the new requests, for the inbox. */
  count?: 'newRequests';
}

/** The Admin menu; a doctor's own profile (ownProfile) is added with its address by the menu. */
export const adminLinks: AdminMenuLink[] = [
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
