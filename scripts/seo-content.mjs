// `npm run seo:content [-- --dist dist]`, a deploy step between `npm run build` and `firebase deploy`:
// gives the build what lives in Firestore (scripts/lib/contentPages.mjs), so that patients see the
// blog without waiting for scripts and the database, and search engines and link previews
// (WhatsApp, Facebook) that run no JavaScript see it too: /CBlog, each post, each tag and category
// rendered with their content; every post in sitemap.xml; the FAQs as structured data in the home
// page's HTML; the opening hours in every page. Reads Firestore with the Admin SDK: the Emulator Suite by default, a real project
// with GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json. Content published after the
// deploy is in neither until the next one; its pages still work.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { addContentToSite } from './lib/contentPages.mjs';
import { buildInfo, readPublishing } from './lib/publishing.mjs';
import { loadPrerender } from './lib/pageHtml.mjs';
import { repoRoot } from './lib/run.mjs';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, mode: { type: 'string', default: 'production' } } });

const { app, target } = adminApp();
const text = (value) => (typeof value === 'string' ? value : '');
try {
  const db = getFirestore(app);
  // Read before the content: a change landing meanwhile is then, at worst, published twice, never missed.
  const publishing = await readPublishing(db);
  const [blogs, doctorDocs, faqs, hoursDoc] = await Promise.all([
    // Published posts only: the Admin SDK passes the rules, so a draft must be left out here.
    db.collection('blogs').where('published', '==', true).get(),
    db.collection('doctors').get(),
    db.collection('faq').orderBy('timestamp', 'asc').select('title', 'description', 'translations').get(),
    db.doc('clinic/hours').get(),
  ]);
  const { blogFromAdminData, doctorFromAdminData, faqTranslationsFrom, hoursFromAdminData } = await loadPrerender(values.mode);
  const hours = hoursFromAdminData(hoursDoc.data());
  const posts = blogs.docs.map((doc) => blogFromAdminData(doc.id, doc.data()));
  const doctors = doctorDocs.docs.map((doc) => doctorFromAdminData(doc.id, doc.data()));
  const questions = faqs.docs
    .map((doc) => ({
      title: text(doc.get('title')),
      description: text(doc.get('description')),
      translations: faqTranslationsFrom(doc.get('translations')),
    }))
    .filter((faq) => faq.title && faq.description);
  const written = await addContentToSite(resolve(repoRoot, values.dist), values.mode, { posts, doctors, faqs: questions, hours });
  // What the publish workflow compares with clinic/publishing (scripts/publish-check.mjs).
  const info = buildInfo(publishing);
  writeFileSync(join(resolve(repoRoot, values.dist), 'build-info.json'), `${JSON.stringify(info)}\n`);
  console.log(
    `From ${target}: ${posts.length} posts added to ${values.dist}/sitemap.xml, ${written} post pages written to ${values.dist}/detail/ ` +
      `(with /CBlog, tag and category pages), ${doctors.length} doctors' pages written to ${values.dist}/doctors/, ` +
      `${questions.length} FAQs described in the home page, the opening hours (${hours.closures.length} closures) in every page; ` +
      `build-info.json with ${info.changes} content changes.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not add the content from ${target}:`, error);
  process.exit(1);
}
