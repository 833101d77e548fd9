/** The site's links, named once: the header, the footer and the tests read them from here. */
export interface NavItem {
  label: string;
  to: string;
  /** A number shown beside the link: the new requests, for the inbox. */
  count?: 'newRequests';
}

export const mainLinks: NavItem[] = [
  { label: 'Home', to: '/home' },
  { label: 'Appointment', to: '/Appoinment' },
  { label: 'Services', to: '/medicalservices' },
  { label: 'Contact', to: '/contact' },
  { label: 'Blog', to: '/CBlog' },
];

export const adminLinks: NavItem[] = [
  { label: 'Add Blog', to: '/create' },
  { label: 'Add Faq', to: '/addfaq' },
  { label: 'Add Service', to: '/addservice' },
  { label: 'Drafts', to: '/drafts' },
  { label: 'Requests', to: '/admin/requests', count: 'newRequests' },
];

export const iWantToLinks: NavItem[] = [
  { label: 'Find a Doctor', to: '/doctors' },
  { label: 'Request an Appointment', to: '/Appoinment' },
  { label: 'Get an opinion', to: '/contact' },
];
