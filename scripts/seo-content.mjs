// `npm run seo:content [-- --dist dist]`, a deploy step between `npm run build` and `firebase deploy`:
// gives the build what lives in Firestore, for search engines and link previews (WhatsApp,
// Facebook) that run no JavaScript (scripts/lib/contentPages.mjs): every post in sitemap.xml and a
// page per post with its own title, description and image; the FAQs as structured data in the home
// page's HTML. Reads Firestore with the Admin SDK: the Emulator Suite by default, a real project
// with GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json. Content published after the
// deploy is in neither until the next one; its pages still work.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { addContentToSite } from './lib/contentPages.mjs';
import { repoRoot } from './lib/run.mjs';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, mode: { type: 'string', default: 'production' } } });

const { app, target } = adminApp();
const text = (value) => (typeof value === 'string' ? value : '');
try {
  const db = getFirestore(app);
  const [blogs, faqs] = await Promise.all([
    // Published posts only: the Admin SDK passes the rules, so a draft must be left out here.
    db.collection('blogs').where('published', '==', true).select('title', 'description', 'imgUrl', 'imgAlt', 'timestamp').get(),
    db.collection('faq').orderBy('timestamp', 'asc').select('title', 'description').get(),
  ]);
  const posts = blogs.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: text(data.title),
      description: text(data.description),
      imgUrl: text(data.imgUrl),
      imgAlt: text(data.imgAlt),
      timestamp: data.timestamp?.toDate?.() ?? null,
    };
  });
  const questions = faqs.docs
    .map((doc) => ({ title: text(doc.get('title')), description: text(doc.get('description')) }))
    .filter((faq) => faq.title && faq.description);
  const written = await addContentToSite(resolve(repoRoot, values.dist), values.mode, { posts, faqs: questions });
  console.log(
    `From ${target}: ${posts.length} posts added to ${values.dist}/sitemap.xml, ${written} post pages written to ${values.dist}/detail/, ` +
      `${questions.length} FAQs described in the home page.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not add the content from ${target}:`, error);
  process.exit(1);
}
