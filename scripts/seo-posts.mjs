// `npm run seo:posts [-- --dist dist]`, a deploy step between `npm run build` and `firebase deploy`:
// adds every post to the build's sitemap.xml and writes each post's page with its own title,
// description and image (scripts/lib/postPages.mjs), so search engines and link previews (WhatsApp,
// Facebook) that run no JavaScript see the post. Reads Firestore with the Admin SDK: the Emulator
// Suite by default, a real project with GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json.
// Posts published after the deploy are in neither until the next one; their links still work.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { addPostsToSite } from './lib/postPages.mjs';
import { repoRoot } from './lib/run.mjs';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, mode: { type: 'string', default: 'production' } } });

const { app, target } = adminApp();
try {
  const snapshot = await getFirestore(app).collection('blogs').select('title', 'description', 'imgUrl', 'timestamp').get();
  const posts = snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: String(data.title ?? ''),
      description: String(data.description ?? ''),
      imgUrl: String(data.imgUrl ?? ''),
      timestamp: data.timestamp?.toDate?.() ?? null,
    };
  });
  const written = await addPostsToSite(resolve(repoRoot, values.dist), values.mode, posts);
  console.log(`${posts.length} posts from ${target} added to ${values.dist}/sitemap.xml; ${written} post pages written to ${values.dist}/detail/.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not add the posts from ${target}:`, error);
  process.exit(1);
}
