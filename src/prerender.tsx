import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PrerenderHeadSink } from './components/PageMeta';
import { indexedPages } from './config/pages';
import { paths, postPath } from './config/routes';
import { siteOrigin } from './config/site';
import { SessionProvider } from './features/auth';
import { postMeta } from './features/blog/postMeta';
import { jsonLdText } from './components/JsonLd';
import { PAGE_META_ATTRIBUTE, pageHead, pageHeadHtml, type PageHead } from './lib/pageHead';
import { faqPageJsonLd } from './lib/structuredData';
import type { Faq } from './types';
import { routes } from './app/router';

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
  { path: paths.appointment, file: 'Appoinment.html', module: 'src/features/requests/AppointmentPage.tsx' },
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

/** The site's address and the pages of its sitemap (posts are added at deploy: scripts/seo-content.mjs). */
export const sitemap = { origin: siteOrigin, paths: indexedPages.map((page) => page.path) };

/** A post's <head> metadata as HTML, for the post pages written at deploy (scripts/seo-content.mjs). */
export function postHeadHtml(post: Parameters<typeof postMeta>[0]): string {
  return pageHeadHtml(pageHead(postMeta(post)));
}

/** The FAQs as an FAQPage for the home page's HTML, written at deploy (scripts/seo-content.mjs). */
export function faqStructuredDataHtml(faqs: Array<Pick<Faq, 'title' | 'description'>>): string {
  return `<script type="application/ld+json" ${PAGE_META_ATTRIBUTE}>${jsonLdText(faqPageJsonLd(faqs))}</script>`;
}

/** The page's markup and its <head> metadata as HTML (title, description, canonical, link previews). */
export async function renderPage(path: string): Promise<{ html: string; head: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHead | null = null;
  const html = renderToString(
    <StrictMode>
      <PrerenderHeadSink.Provider value={(pageHead) => (head = pageHead)}>
        <SessionProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SessionProvider>
      </PrerenderHeadSink.Provider>
    </StrictMode>,
  );
  if (!head) throw new Error(`${path} renders no PageMeta`);
  return { html, head: pageHeadHtml(head) };
}
