// The prerender's entry (scripts/build.mjs builds it; the build scripts load it with loadPrerender,
// scripts/lib/pageHtml.mjs): the fixed pages and the sitemap's, with what the scripts use from
// src/app/prerender/ — the languages, the feed, the Admin SDK's data, the content pages, the FAQs'
// structured data and the render.
import { doctorPath, paths, postPath } from './config/routes';
import { siteOrigin } from './config/site';
import { indexedPages } from './components/fixedPages';
import { CLINIC_HOURS } from './features/hours';
import { provideTranslationFiles } from './i18n/messages';
import { translationFiles } from './i18n/translations';

// Every language's words are at hand here: the prerender renders each page in each language.
provideTranslationFiles(translationFiles);

export {
  LOCALES,
  localeOfPath,
  postLanguages,
  doctorLanguages,
  noscriptText,
  shellLang,
  fontPreloads,
  pageInLocale,
} from './app/prerender/languages';
export { faqTranslationsFrom, blogFromAdminData, hoursFromAdminData, doctorFromAdminData } from './app/prerender/adminData';
export { FEED_POSTS, escapeXml, feedXml } from './app/prerender/feed';
export { faqStructuredDataHtml } from './app/prerender/faqStructuredData';
export { blogContentPages, doctorContentPages, type ContentPage } from './app/prerender/contentPages';
export { pageDataHtml, renderPage } from './app/prerender/renderPage';

/**
 * Build-time rendering (scripts/build.mjs) of the pages whose first screen is the same for every
 * visitor: the HTML is there before any JavaScript, and main.tsx hydrates it with the same tree.
 * Data-driven parts render their loading state, exactly as the browser's first render does.
 */

/**
 * Prerendered paths, the file each is written to (Hosting serves /home from home.html) and the
 * page module of its route in router.tsx, whose chunks the HTML preloads (the build fails if the
 * module is not a lazy route chunk). `readsAtOnce`: the page asks Firestore for data as soon as
 * it opens, so its HTML opens the connection early (the home page's data waits for a scroll).
 */
export const prerenderedPages: ReadonlyArray<{ path: string; file: string; module: string; readsAtOnce?: true }> = [
  { path: paths.root, file: 'index.html', module: 'src/features/home/HomePage.tsx' },
  { path: paths.home, file: 'home.html', module: 'src/features/home/HomePage.tsx' },
  { path: paths.service, file: 'service.html', module: 'src/features/home/HomePage.tsx' },
  { path: paths.appointment, file: 'Appoinment.html', module: 'src/features/bookings/AppointmentPage.tsx' },
  { path: paths.contact, file: 'contact.html', module: 'src/features/requests/ContactPage.tsx' },
  {
    path: paths.services,
    file: 'medicalservices.html',
    module: 'src/features/medical-services/MedicalServicesPage.tsx',
    readsAtOnce: true,
  },
  { path: paths.ourDoctors, file: 'OurDoctors.html', module: 'src/features/doctors/DoctorsPage.tsx' },
  { path: paths.doctors, file: 'doctors.html', module: 'src/features/doctors/DoctorsPage.tsx' },
  { path: paths.location, file: 'Location.html', module: 'src/features/location/LocationPage.tsx' },
  { path: paths.privacy, file: 'privacy.html', module: 'src/features/privacy/PrivacyPage.tsx' },
  { path: paths.blog, file: 'CBlog.html', module: 'src/features/blog/BlogListPage.tsx', readsAtOnce: true },
  { path: paths.login, file: 'login.html', module: 'src/features/auth/LoginPage.tsx' },
  { path: paths.register, file: 'register.html', module: 'src/features/auth/RegisterPage.tsx' },
  { path: paths.reset, file: 'reset.html', module: 'src/features/auth/ResetPage.tsx' },
  // Every post's first screen is the same "Loading the blog…"; firebase.json rewrites
  // /detail/** to this file.
  { path: postPath('post'), file: 'detail-shell.html', module: 'src/features/blog/BlogDetailPage.tsx', readsAtOnce: true },
];

/** A post's address, for the sitemap and the post pages written at deploy (scripts/lib/contentPages.mjs). */
export { postPath };

/** A doctor's page address, for the sitemap (scripts/lib/contentPages.mjs). */
export { doctorPath };

/** The name the opening hours go by in every page's data (scripts/lib/contentPages.mjs). */
export { CLINIC_HOURS };

/** The site's address and the pages of its sitemap (posts are added at deploy: scripts/seo-content.mjs). */
export const sitemap = { origin: siteOrigin, paths: indexedPages().map((page) => page.path) };
