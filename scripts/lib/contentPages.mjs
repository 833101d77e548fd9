// Adds what lives in Firestore to a built site (scripts/seo-content.mjs at deploy; the demo build
// with the seed's content), so that patients, search engines and link previews get it in the HTML:
// - the blog's pages rendered with their content (src/prerender.tsx, blogContentPages): /CBlog's
//   first page of cards and its sidebar, each post (title, image, byline, review, body, related
//   posts), each tag and category in use. Each page carries the data it was rendered from, and
//   the app starts from it.
//   Hosting serves dist/detail/<id>.html for /detail/<id> before its rewrite to the shell (and
//   `vite preview` does the same); a post published later gets the shell, then its read;
// - the doctors' pages (doctorContentPages): /OurDoctors and /doctors with every doctor, and each
//   doctor's page at /doctors/<id> (dist/doctors/<id>.html) with the posts they wrote; a doctor
//   added later gets app.html, then the read;
// - each post's and each doctor's address in sitemap.xml, and the newest posts in feed.xml;
// - the clinic's opening hours in every prerendered page (its footer, Find Us, and the clinic's
//   structured data with its openingHoursSpecification and closures), re-rendering the build's
//   fixed pages with them;
// - the FAQs as an FAQPage (JSON-LD) in the home page's HTML. The app removes it when it starts
//   (it is one of PageMeta's tags) and describes the FAQs itself once they are shown.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendToHead, loadPrerender, pageWriter, withoutStructuredData } from './pageHtml.mjs';

/**
 * @param outDir the built site (dist)
 * @param mode the build's mode, whose prerender bundle makes the heads
 * @param content.posts the published posts only (a draft's page would show its words to anyone),
 *   as the app shows them (src/types Blog; blogFromAdminData makes one from the Admin SDK's data)
 * @param content.doctors every doctor (src/types Doctor; doctorFromAdminData makes one)
 * @param content.faqs [{ title, description }] (question and answer)
 * @param content.hours the clinic's opening hours (src/types ClinicHours; hoursFromAdminData makes them)
 * @returns the number of post pages written
 */
export async function addContentToSite(outDir, mode, { posts, doctors, faqs, hours }) {
  const {
    blogContentPages,
    CLINIC_HOURS,
    escapeXml,
    feedXml,
    doctorContentPages,
    doctorPath,
    faqStructuredDataHtml,
    postPath,
    prerenderedPages,
    sitemap,
    LOCALES,
    pageInLocale,
    postLanguages,
    doctorLanguages,
  } = await loadPrerender(mode);
  const sitemapFile = join(outDir, 'sitemap.xml');
  const shellFile = join(outDir, 'detail-shell.html');
  if (!existsSync(sitemapFile) || !existsSync(shellFile)) throw new Error(`${outDir} is not a built site (run npm run build first)`);

  // Runs again on the same build without adding twice: earlier post and doctor entries, pages and FAQs go first.
  const inLocale = (path, locale) => pageInLocale({ path, file: '' }, locale).path;
  const postUrl = (id, locale = 'en') => `${sitemap.origin}${inLocale(postPath(id), locale)}`;
  const doctorUrl = (id, locale = 'en') => `${sitemap.origin}${inLocale(doctorPath(id), locale)}`;
  const fixed = readFileSync(sitemapFile, 'utf8')
    .split('\n')
    // Every post's and every doctor's address, in every language, starts so.
    .filter(
      (line) => !LOCALES.some((locale) => line.includes(`<loc>${postUrl('', locale)}`) || line.includes(`<loc>${doctorUrl('', locale)}`)),
    );
  const entry = (url, date) => {
    const lastmod = date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
  };
  // A post or a doctor's profile in the languages it is written in (a version not yet translated is noindex).
  const entries = [
    ...posts.flatMap((post) => postLanguages(post).map((locale) => entry(postUrl(post.id, locale), post.timestamp))),
    ...doctors.flatMap((doctor) => doctorLanguages(doctor).map((locale) => entry(doctorUrl(doctor.id, locale), doctor.updatedAt))),
  ];
  const end = fixed.indexOf('</urlset>');
  writeFileSync(sitemapFile, [...fixed.slice(0, end), ...entries, ...fixed.slice(end)].join('\n'));
  writeFileSync(join(outDir, 'feed.xml'), feedXml(posts));

  // Pages of posts, tags and categories that are gone since the last run go too, in every language.
  for (const locale of LOCALES) {
    for (const dir of ['detail', 'tag', 'category', 'doctors']) {
      rmSync(join(outDir, pageInLocale({ path: '', file: dir }, locale).file), { recursive: true, force: true });
    }
  }
  const writePage = await pageWriter(outDir, mode, { [CLINIC_HOURS]: hours });
  // The build's pages first (they carry no hours yet), then those with content, which replace some.
  const pages = [...prerenderedPages, ...blogContentPages(posts), ...doctorContentPages(doctors, posts)];
  for (const locale of LOCALES) for (const page of pages) await writePage(pageInLocale(page, locale));
  const written = pages.filter((page) => page.file.startsWith('detail/')).length;

  for (const locale of LOCALES) {
    for (const page of prerenderedPages.filter((page) => page.module === 'src/features/home/HomePage.tsx')) {
      const { file } = pageInLocale(page, locale);
      const home = withoutStructuredData(readFileSync(join(outDir, file), 'utf8'));
      writeFileSync(join(outDir, file), faqs.length > 0 ? appendToHead(home, [faqStructuredDataHtml(faqs, locale)]) : home);
    }
  }
  return written;
}
