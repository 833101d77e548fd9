import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PrerenderHeadSink } from './components/PageMeta';
import { categoryPath, doctorPath, paths, postPath, tagPath } from './config/routes';
import { siteOrigin } from './config/site';
import { clinic } from './config/clinic';
import { FEED_PATH, FEED_TITLE, indexedPages } from './components/fixedPages';
import { plainSummary } from './lib/blogText';
import { SessionProvider } from './features/auth';
import { jsonLdText } from './components/JsonLd';
import { PAGE_META_ATTRIBUTE, pageHeadHtml, type PageHead } from './lib/pageHead';
import { faqPageJsonLd } from './lib/structuredData';
import type { ClinicHours, Doctor, Faq } from './types';
import { CLINIC_HOURS } from './features/hours';
import { hoursFromStored } from './services/clinicHoursFields';
import { App, preloadAllPages } from './app/router';
import { LATEST_BLOGS_COUNT, TRENDING_BLOGS_COUNT, BLOG_PAGE_SIZE } from './config/constants';
import { BLOGS_LIST, filteredRead, postRead, relatedRead, SIDEBAR_READS } from './features/blog/blogReads';
import { DOCTORS_LIST, doctorPostsRead, doctorRead } from './features/doctors/doctorReads';
import { byDoctorOrder, doctorFromStored } from './services/doctorFields';
import MarkdownBody from './features/blog/MarkdownBody';
import { PrerenderMarkdown } from './features/blog/PostBody';
import { PageDataProvider, pageDataJson, PAGE_DATA_ELEMENT_ID, type PageData } from './lib/pageData';
import { blogFromStored } from './services/blogFields';
import { blogPageOf, doctorPosts, newestFirst, relatedPosts } from './services/blogOrder';
import { countTopics, topicsOf } from './services/blogTopicCounts';
import type { Blog } from './types';
import { LocaleContext } from './i18n/LocaleContext';
import { basenameOf, localeFonts, localeInfo, LOCALES, localeOfPath, pathInLocale, type Locale } from './config/locales';
import { loadCatalog, loadMessages, provideTranslationFiles } from './i18n/messages';
import { translationFiles } from './i18n/translations';
import { layoutMessages } from './app/layout/messages';
import { contentLanguages, titledEntriesIn, translationsFrom } from './lib/contentLanguage';

// Every language's words are at hand here: the prerender renders each page in each language.
provideTranslationFiles(translationFiles);

/** The languages, and a page's address and file in each (scripts/build.mjs, scripts/lib/contentPages.mjs). */
export { LOCALES, localeOfPath };

/** An FAQ's Kannada and Hindi, from the Admin SDK's data (each whole, or left out). */
export const faqTranslationsFrom = (value: unknown) => translationsFrom(value, ['title', 'description']);

/** The languages a post is whole in (its other versions are noindex, and out of the sitemap). */
export const postLanguages = (post: Blog): Locale[] => contentLanguages(post.translations);

/** The languages a doctor's profile is whole in (its page's own rule). */
export { profileLanguages as doctorLanguages } from './features/doctors/doctorLanguage';

/** The shell's <noscript> line in a language (index.html has the English). */
export async function noscriptText(locale: Locale): Promise<string> {
  return (await loadCatalog(layoutMessages, locale)).noscript(clinic.phone);
}

/** A language's <html lang> (its empty shell's, kn/app.html). */
export const shellLang = (locale: Locale) => localeInfo[locale].intl;

/** The <link>s that fetch a language's fonts with the page, so its text is drawn once (no swap shift). */
export const fontPreloads = (locale: Locale) =>
  localeFonts[locale].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);

/** A page of the English site as it is in `locale`: under /kn/ in the address and kn/ on disk. */
export function pageInLocale<Page extends { path: string; file: string }>(page: Page, locale: Locale): Page {
  return locale === 'en' ? page : { ...page, path: pathInLocale(page.path, locale), file: `${locale}/${page.file}` };
}

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
export const sitemap = { origin: siteOrigin, paths: indexedPages().map((page) => page.path) };

/** The FAQs as an FAQPage for the home page's HTML, written at deploy (scripts/seo-content.mjs). */
export function faqStructuredDataHtml(faqs: Array<Pick<Faq, 'title' | 'description' | 'translations'>>, locale: Locale = 'en'): string {
  // A Kannada page describes the FAQs it shows in Kannada: those translated (the others are marked on the page).
  const shown = titledEntriesIn(faqs, locale);
  if (shown.length === 0) return '';
  return `<script type="application/ld+json" ${PAGE_META_ATTRIBUTE}>${jsonLdText(faqPageJsonLd(shown, localeInfo[locale].intl))}</script>`;
}

/** A date field as the Admin SDK reads it (a Timestamp, which has toDate), or null. */
function adminDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof (value as { toDate?: unknown })?.toDate === 'function' ? (value as { toDate(): Date }).toDate() : null;
}

/** A stored post as the app shows it, from the Admin SDK's data. */
export function blogFromAdminData(id: string, data: Record<string, unknown>): Blog {
  return blogFromStored(id, data, adminDate);
}

/** How many posts the feed carries: the newest, as feed readers poll for what is new. */
export const FEED_POSTS = 20;

/** Text made safe inside an XML element or attribute: the feed's, and the sitemap's (scripts/lib/contentPages.mjs). */
export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /feed.xml (RSS 2.0): the newest published posts, each with its address, first words, category
 * and publication date. Written at build with no posts (so the head's link always answers) and
 * at deploy with them (scripts/lib/contentPages.mjs). `posts`: the published posts only.
 */
export function feedXml(posts: Blog[], now = new Date()): string {
  const blogUrl = `${siteOrigin}${paths.blog}`;
  const items = [...posts]
    .sort(newestFirst)
    .slice(0, FEED_POSTS)
    .map((post) => {
      const url = `${siteOrigin}${postPath(post.id)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(plainSummary(post.description, 300))}</description>`,
        `      <category>${escapeXml(post.category)}</category>`,
        ...(post.publishedAt ? [`      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`] : []),
        '    </item>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(`${siteOrigin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Health articles from the doctors of ${clinic.name}, ${clinic.address.city}.`)}</description>`,
    '    <language>en-IN</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A page the deploy renders with its data: where it is served from and what it carries. */
export interface ContentPage {
  path: string;
  file: string;
  module: string;
  data: PageData;
}

/** Post ids, and tags and categories, that are safe as file names; any other is still served, by the shell. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;
const FILE_SAFE_NAME = /^[\p{L}\p{N}_-][\p{L}\p{N} _-]{0,199}$/u;

/**
 * The blog's pages rendered with their content at deploy (scripts/lib/contentPages.mjs): /CBlog
 * with its first page of cards and its sidebar, each post, and each tag and category in use. Each
 * carries the results of the reads it would make in the browser, computed here as the services
 * compute them (same order, same page size, same cursor), so the app starts from them.
 * `posts`: the published posts only.
 */
export function blogContentPages(posts: Blog[]): ContentPage[] {
  const newest = [...posts].sort(newestFirst);
  const topics = topicsOf(countTopics(posts));
  const firstPage = blogPageOf(newest.slice(0, BLOG_PAGE_SIZE));
  const blogList: ContentPage = {
    path: paths.blog,
    file: 'CBlog.html',
    module: 'src/features/blog/BlogListPage.tsx',
    data: {
      // As usePagedList holds a page.
      [BLOGS_LIST]: { items: firstPage.blogs, next: firstPage.next },
      [SIDEBAR_READS.topics]: topics,
      [SIDEBAR_READS.trending]: newest.filter((post) => post.trending === 'yes').slice(0, TRENDING_BLOGS_COUNT),
      [SIDEBAR_READS.latest]: newest.slice(0, LATEST_BLOGS_COUNT),
    },
  };
  const postPages = newest
    .filter((post) => FILE_SAFE_ID.test(post.id))
    .map((post) => ({
      path: postPath(post.id),
      file: `detail/${post.id}.html`,
      module: 'src/features/blog/BlogDetailPage.tsx',
      data: { [postRead(post.id)]: post, [relatedRead(post.id)]: relatedPosts(post, newest) },
    }));
  const filtered = (kind: 'tag' | 'category', values: string[], has: (post: Blog, value: string) => boolean) =>
    values
      .filter((value) => FILE_SAFE_NAME.test(value))
      .map((value) => ({
        path: kind === 'tag' ? tagPath(value) : categoryPath(value),
        file: `${kind}/${value}.html`,
        module: 'src/features/blog/FilteredBlogsPage.tsx',
        data: { [filteredRead(kind, value)]: newest.filter((post) => has(post, value)) },
      }));
  return [
    blogList,
    ...postPages,
    ...filtered('tag', topics.tags, (post, tag) => post.tags.includes(tag)),
    ...filtered(
      'category',
      topics.categories.map(({ category }) => category),
      (post, category) => post.category === category,
    ),
  ];
}

/** The name the opening hours go by in every page's data (scripts/lib/contentPages.mjs). */
export { CLINIC_HOURS };

/** The stored opening hours as the app uses them (the clinic's usual hours when none are stored). */
export function hoursFromAdminData(data: Record<string, unknown> | undefined): ClinicHours {
  return hoursFromStored(data);
}

/** A stored doctor as the app shows one, from the Admin SDK's data. */
export function doctorFromAdminData(id: string, data: Record<string, unknown>): Doctor {
  return doctorFromStored(id, data, adminDate(data.updatedAt));
}

/** A doctor's page address, for the sitemap (scripts/lib/contentPages.mjs). */
export { doctorPath };

/**
 * The doctors' pages rendered with their content at deploy: /OurDoctors and /doctors with every
 * doctor, and each doctor's own page with the posts they wrote, carrying the results of the reads
 * they make. `posts`: the published posts only.
 */
export function doctorContentPages(doctors: Doctor[], posts: Blog[]): ContentPage[] {
  const ordered = [...doctors].sort(byDoctorOrder);
  const module = 'src/features/doctors/DoctorsPage.tsx';
  return [
    { path: paths.ourDoctors, file: 'OurDoctors.html', module, data: { [DOCTORS_LIST]: ordered } },
    { path: paths.doctors, file: 'doctors.html', module, data: { [DOCTORS_LIST]: ordered } },
    ...ordered
      .filter((doctor) => FILE_SAFE_ID.test(doctor.id))
      .map((doctor) => ({
        path: doctorPath(doctor.id),
        file: `doctors/${doctor.id}.html`,
        module: 'src/features/doctors/DoctorPage.tsx',
        data: { [doctorRead(doctor.id)]: doctor, [doctorPostsRead(doctor.id)]: doctorPosts(doctor.id, posts) },
      })),
  ];
}

const markdown = (text: string) => <MarkdownBody text={text} />;

/** The page's data as the <script> element that carries it (lib/pageData.ts). */
export function pageDataHtml(data: PageData): string {
  return Object.keys(data).length === 0
    ? ''
    : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(data)}</script>`;
}

/**
 * The page's markup and its <head> metadata as HTML (title, description, canonical, link
 * previews), rendered with `data` as the results of its reads (none: their loading states).
 */
export async function renderPage(path: string, data: PageData = {}): Promise<{ html: string; head: string; lang: string }> {
  await preloadAllPages();
  // The page's language, from its address, with its words loaded (every catalog is registered now).
  const locale = localeOfPath(path);
  await loadMessages(locale);
  let head: PageHead | null = null;
  const html = renderToString(
    <StrictMode>
      <PrerenderHeadSink.Provider value={(pageHead) => (head = pageHead)}>
        <LocaleContext.Provider value={locale}>
          <SessionProvider>
            <PageDataProvider data={data}>
              <PrerenderMarkdown.Provider value={markdown}>
                <StaticRouter location={path} basename={basenameOf(locale)}>
                  <App />
                </StaticRouter>
              </PrerenderMarkdown.Provider>
            </PageDataProvider>
          </SessionProvider>
        </LocaleContext.Provider>
      </PrerenderHeadSink.Provider>
    </StrictMode>,
  );
  if (!head) throw new Error(`${path} renders no PageMeta`);
  const rendered = head as PageHead;
  return { html, head: pageHeadHtml(rendered), lang: rendered.lang };
}
