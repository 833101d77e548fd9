import { paths } from './routes';

/** The site's links, named once: the header, the footer and the tests read them from here. */
export interface NavItem {
  label: string;
  to: string;
  /** A number shown beside the link: the new requests, for the inbox. */
  count?: 'newRequests';
}

export const mainLinks: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Appointment', to: paths.appointment },
  { label: 'Services', to: paths.services },
  { label: 'Contact', to: paths.contact },
  { label: 'Blog', to: paths.blog },
];

export const adminLinks: NavItem[] = [
  { label: 'Add Blog', to: paths.createBlog },
  { label: 'Add Faq', to: paths.addFaq },
  { label: 'Add Service', to: paths.addService },
  { label: 'Add Doctor', to: paths.addDoctor },
  { label: 'Opening Hours', to: paths.clinicHours },
  { label: 'Appointments', to: paths.frontDesk },
  { label: 'Drafts', to: paths.drafts },
  { label: 'Requests', to: paths.requests, count: 'newRequests' },
];

export const iWantToLinks: NavItem[] = [
  { label: 'Find a Doctor', to: paths.doctors },
  { label: 'Request an Appointment', to: paths.appointment },
  { label: 'Get an opinion', to: paths.contact },
];
