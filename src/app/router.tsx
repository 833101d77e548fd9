import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, patterns } from '../config/routes';
import { AppLoading } from './pages/AppLoading';
import { AuthRedirect } from './pages/AuthRedirect';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { Layout } from './layout/Layout';

/**
 * Every route of the site, in one table, with the paths of src/config/routes.ts. Pages are
 * lazy-loaded: a visitor downloads the code of the page they open, not of every page. Paths
 * match case-insensitively (React Router's default), so /appoinment, /cblog, /ourdoctors,
 * /location and /updatefaq/:id work too.
 */

function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const home = page(() => import('../features/home/HomePage'));
const doctors = page(() => import('../features/doctors/DoctorsPage'));
const blogEditor = page(() => import('../features/blog/BlogEditorPage'));
const faqEditor = page(() => import('../features/faqs/FaqEditorPage'));
const serviceEditor = page(() => import('../features/medical-services/ServiceEditorPage'));

export const routes: RouteObject[] = [
  {
    path: paths.root,
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      { index: true, lazy: home },
      { path: paths.home, lazy: home },
      { path: paths.service, lazy: home },
      { path: paths.appointment, lazy: page(() => import('../features/requests/AppointmentPage')) },
      { path: paths.appointmentAlias, element: <Navigate to={paths.appointment} replace /> },
      { path: paths.services, lazy: page(() => import('../features/medical-services/MedicalServicesPage')) },
      { path: paths.contact, lazy: page(() => import('../features/requests/ContactPage')) },
      { path: paths.blog, lazy: page(() => import('../features/blog/BlogListPage')) },
      { path: patterns.post, lazy: page(() => import('../features/blog/BlogDetailPage')) },
      { path: patterns.tag, lazy: page(() => import('../features/blog/FilteredBlogsPage').then((m) => ({ default: m.TagPage }))) },
      {
        path: patterns.category,
        lazy: page(() => import('../features/blog/FilteredBlogsPage').then((m) => ({ default: m.CategoryPage }))),
      },
      { path: paths.login, lazy: page(() => import('../features/auth/LoginPage')) },
      { path: paths.register, lazy: page(() => import('../features/auth/RegisterPage')) },
      { path: paths.reset, lazy: page(() => import('../features/auth/ResetPage')) },
      { path: paths.verifyEmail, lazy: page(() => import('../features/auth/VerifyEmailPage')) },
      { path: paths.auth, Component: AuthRedirect },
      { path: paths.ourDoctors, lazy: doctors },
      { path: paths.doctors, lazy: doctors },
      { path: paths.location, lazy: page(() => import('../features/location/LocationPage')) },
      { path: paths.privacy, lazy: page(() => import('../features/privacy/PrivacyPage')) },
      { path: paths.myRequests, lazy: page(() => import('../features/requests/MyRequestsPage')) },
      { path: paths.myAccount, lazy: page(() => import('../features/account/MyAccountPage')) },
      { path: paths.createBlog, lazy: blogEditor },
      { path: patterns.editBlog, lazy: blogEditor },
      { path: paths.drafts, lazy: page(() => import('../features/blog/DraftsPage')) },
      { path: paths.addFaq, lazy: faqEditor },
      { path: patterns.editFaq, lazy: faqEditor },
      { path: paths.addService, lazy: serviceEditor },
      { path: patterns.editService, lazy: serviceEditor },
      { path: paths.requests, lazy: page(() => import('../features/requests/RequestsInboxPage')) },
      { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];
