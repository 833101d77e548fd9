import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLoading } from './features/pages/AppLoading';
import { AuthRedirect } from './features/pages/AuthRedirect';
import { RouteErrorPage } from './features/pages/RouteErrorPage';
import { Layout } from './features/layout/Layout';

/**
 * Every route of the site, in one table. Pages are lazy-loaded: a visitor downloads the code
 * of the page they open, not of every page. Paths match case-insensitively (React Router's
 * default), so /appoinment, /cblog, /ourdoctors, /location and /updatefaq/:id work too.
 */

function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const home = page(() => import('./features/home/HomePage'));
const doctors = page(() => import('./features/doctors/DoctorsPage'));
const blogEditor = page(() => import('./features/blog/BlogEditorPage'));
const faqEditor = page(() => import('./features/faqs/FaqEditorPage'));
const serviceEditor = page(() => import('./features/medical-services/ServiceEditorPage'));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      { index: true, lazy: home },
      { path: 'home', lazy: home },
      // The spec lists a "service" route that shows the home page.
      { path: 'service', lazy: home },
      { path: 'Appoinment', lazy: page(() => import('./features/requests/AppointmentPage')) },
      { path: 'appointment', element: <Navigate to="/Appoinment" replace /> },
      { path: 'medicalservices', lazy: page(() => import('./features/medical-services/MedicalServicesPage')) },
      { path: 'contact', lazy: page(() => import('./features/requests/ContactPage')) },
      { path: 'CBlog', lazy: page(() => import('./features/blog/BlogListPage')) },
      { path: 'detail/:id', lazy: page(() => import('./features/blog/BlogDetailPage')) },
      { path: 'tag/:tag', lazy: page(() => import('./features/blog/FilteredBlogsPage').then((m) => ({ default: m.TagPage }))) },
      {
        path: 'category/:category',
        lazy: page(() => import('./features/blog/FilteredBlogsPage').then((m) => ({ default: m.CategoryPage }))),
      },
      { path: 'login', lazy: page(() => import('./features/auth/LoginPage')) },
      { path: 'register', lazy: page(() => import('./features/auth/RegisterPage')) },
      { path: 'reset', lazy: page(() => import('./features/auth/ResetPage')) },
      { path: 'verify-email', lazy: page(() => import('./features/auth/VerifyEmailPage')) },
      { path: 'auth', Component: AuthRedirect },
      { path: 'OurDoctors', lazy: doctors },
      { path: 'doctors', lazy: doctors },
      { path: 'Location', lazy: page(() => import('./features/location/LocationPage')) },
      { path: 'create', lazy: blogEditor },
      { path: 'update/:id', lazy: blogEditor },
      { path: 'drafts', lazy: page(() => import('./features/blog/DraftsPage')) },
      { path: 'addfaq', lazy: faqEditor },
      { path: 'updateFaq/:id', lazy: faqEditor },
      { path: 'addservice', lazy: serviceEditor },
      { path: 'updateservice/:id', lazy: serviceEditor },
      { path: 'admin/requests', lazy: page(() => import('./features/requests/RequestsInboxPage')) },
      { path: '*', lazy: page(() => import('./features/pages/NotFoundPage')) },
    ],
  },
];
