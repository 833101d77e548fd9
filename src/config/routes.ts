/**
 * Every address of the site, named once: the router's table (src/app/router.tsx), the links,
 * redirects, prerendered pages, sitemap and structured data all take their paths from here.
 * Paths match case-insensitively (React Router's default); the spec's letter case is kept
 * (/Appoinment, /CBlog, /OurDoctors, /Location).
 */
export const paths = {
  root: '/',
  home: '/home',
  /** The spec lists a "service" route that shows the home page. */
  service: '/service',
  appointment: '/Appoinment',
  /** The correctly spelt address, sent on to the spec's /Appoinment. */
  appointmentAlias: '/appointment',
  services: '/medicalservices',
  contact: '/contact',
  blog: '/CBlog',
  /** Where a blog save lands: the spec says "/cblog"; it is the blog list (paths match in any case). */
  blogAfterSave: '/cblog',
  doctors: '/doctors',
  ourDoctors: '/OurDoctors',
  location: '/Location',
  privacy: '/privacy',
  login: '/login',
  register: '/register',
  reset: '/reset',
  verifyEmail: '/verify-email',
  /** The spec's post page sends its login button to /auth, which leads on to /login. */
  auth: '/auth',
  createBlog: '/create',
  drafts: '/drafts',
  addFaq: '/addfaq',
  addService: '/addservice',
  addDoctor: '/adddoctor',
  requests: '/admin/requests',
  clinicHours: '/admin/hours',
  /** The front desk's day: bookings by doctor, free times, calls to make. */
  frontDesk: '/admin/appointments',
  /** Admin → Staff: who holds which role (owners only). */
  staff: '/admin/staff',
  /** Admin → Access log: who opened and changed patients' data (owners only). */
  accessLog: '/admin/access-log',
  myRequests: '/my-requests',
  myAccount: '/account',
  /** The home page's FAQ section. */
  homeFaqs: '/home#faq-heading',
} as const;

/** The routes with a parameter, as the router matches them; links use the builders below. */
export const patterns = {
  post: '/detail/:id',
  tag: '/tag/:tag',
  category: '/category/:category',
  editBlog: '/update/:id',
  editFaq: '/updateFaq/:id',
  editService: '/updateservice/:id',
  doctor: '/doctors/:id',
  editDoctor: '/updatedoctor/:id',
  /** A video visit's call (issue 46), for its patient and its doctor. */
  videoVisit: '/visit/:id',
} as const;

/** A pattern's path for one value of its (last) parameter, encoded. */
const withParameter = (pattern: string) => (value: string) => pattern.replace(/:\w+$/, encodeURIComponent(value));

export const postPath = withParameter(patterns.post);
export const tagPath = withParameter(patterns.tag);
export const categoryPath = withParameter(patterns.category);
export const editBlogPath = withParameter(patterns.editBlog);
export const editFaqPath = withParameter(patterns.editFaq);
export const editServicePath = withParameter(patterns.editService);
export const doctorPath = withParameter(patterns.doctor);
export const editDoctorPath = withParameter(patterns.editDoctor);
export const videoVisitPath = withParameter(patterns.videoVisit);

/** The booking form with "Video visit" chosen (it reads `?visit=video`): the home page's way to book one. */
export const videoBookingPath = `${paths.appointment}?visit=video`;

/** The login page, leading back to `back` (a path on this site) once the person has signed in. */
export function loginPath(back?: string): string {
  return back ? `${paths.login}?redirect=${encodeURIComponent(back)}` : paths.login;
}
