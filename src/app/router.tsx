import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, patterns } from '../config/routes';
import { lazyPage, type LazyPage } from './lazyPage';
import { AuthRedirect } from './pages/AuthRedirect';
import { Layout } from './layout/Layout';

/**
 * Every route of the site, in one table, with the paths of src/config/routes.ts. Pages are
 * lazy-loaded (lazyPage.tsx): a visitor downloads the code of the page they open, not of every
 * page. Paths match case-insensitively (React Router's default), so /appoinment, /cblog,
 * /ourdoctors, /location and /updatefaq/:id work too. The routes are declarative
 * (<BrowserRouter> and useRoutes): the site loads no data through the router, and React
 * Router's data router would add about 17 kB (gzip) to every page.
 */

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A route's page, from its module or from a lazy page several routes share, with its preload in
 * `handle` (main.tsx and the prerender load it first).
 */
function page(from: LazyPage | PageModule): Pick<RouteObject, 'element' | 'handle'> {
  const lazy = typeof from === 'function' ? lazyPage(from) : from;
  return { element: <lazy.Page />, handle: lazy };
}

const home = lazyPage(() => import('../features/home/HomePage'));
const doctors = lazyPage(() => import('../features/doctors/DoctorsPage'));
const blogEditor = lazyPage(() => import('../features/blog/BlogEditorPage'));
const faqEditor = lazyPage(() => import('../features/faqs/FaqEditorPage'));
const serviceEditor = lazyPage(() => import('../features/medical-services/ServiceEditorPage'));
const doctorEditor = lazyPage(() => import('../features/doctors/DoctorEditorPage'));

export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <Layout />,
    children: [
      { index: true, ...page(home) },
      { path: paths.home, ...page(home) },
      { path: paths.service, ...page(home) },
      { path: paths.appointment, ...page(() => import('../features/bookings/AppointmentPage')) },
      { path: paths.appointmentAlias, element: <Navigate to={paths.appointment} replace /> },
      { path: paths.services, ...page(() => import('../features/medical-services/MedicalServicesPage')) },
      { path: paths.contact, ...page(() => import('../features/requests/ContactPage')) },
      { path: paths.blog, ...page(() => import('../features/blog/BlogListPage')) },
      { path: patterns.post, ...page(() => import('../features/blog/BlogDetailPage')) },
      { path: patterns.tag, ...page(() => import('../features/blog/FilteredBlogsPage').then((m) => ({ default: m.TagPage }))) },
      {
        path: patterns.category,
        ...page(() => import('../features/blog/FilteredBlogsPage').then((m) => ({ default: m.CategoryPage }))),
      },
      { path: paths.login, ...page(() => import('../features/auth/LoginPage')) },
      { path: paths.register, ...page(() => import('../features/auth/RegisterPage')) },
      { path: paths.reset, ...page(() => import('../features/auth/ResetPage')) },
      { path: paths.verifyEmail, ...page(() => import('../features/auth/VerifyEmailPage')) },
      { path: paths.auth, element: <AuthRedirect /> },
      { path: paths.ourDoctors, ...page(doctors) },
      { path: paths.doctors, ...page(doctors) },
      { path: patterns.doctor, ...page(() => import('../features/doctors/DoctorPage')) },
      { path: paths.location, ...page(() => import('../features/location/LocationPage')) },
      { path: paths.privacy, ...page(() => import('../features/privacy/PrivacyPage')) },
      { path: paths.myRequests, ...page(() => import('../features/requests/MyRequestsPage')) },
      { path: paths.myAccount, ...page(() => import('../features/account/MyAccountPage')) },
      { path: paths.createBlog, ...page(blogEditor) },
      { path: patterns.editBlog, ...page(blogEditor) },
      { path: paths.drafts, ...page(() => import('../features/blog/DraftsPage')) },
      { path: paths.addFaq, ...page(faqEditor) },
      { path: patterns.editFaq, ...page(faqEditor) },
      { path: paths.addService, ...page(serviceEditor) },
      { path: patterns.editService, ...page(serviceEditor) },
      { path: paths.addDoctor, ...page(doctorEditor) },
      { path: patterns.editDoctor, ...page(doctorEditor) },
      { path: paths.requests, ...page(() => import('../features/requests/RequestsInboxPage')) },
      { path: paths.clinicHours, ...page(() => import('../features/hours/HoursEditorPage')) },
      { path: paths.frontDesk, ...page(() => import('../features/bookings/FrontDeskPage')) },
      { path: paths.staff, ...page(() => import('../features/staff/StaffPage')) },
      { path: paths.accessLog, ...page(() => import('../features/access-log/AccessLogPage')) },
      { path: patterns.videoVisit, ...page(() => import('../features/video/VideoVisitPage')) },
      { path: '*', ...page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

/** The site: the route of the current location (inside a router: Browser, Memory or Static). */
export function App() {
  return useRoutes(routes);
}

/** Loads the code of the pages that `matches` show (from matchRoutes), before their first render. */
export async function preloadPages(matches: Array<{ route: RouteObject }>): Promise<void> {
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

/** Loads the code of every page (the prerender renders them all). */
export async function preloadAllPages(): Promise<void> {
  await preloadPages((routes[0].children ?? []).map((route) => ({ route })));
}
