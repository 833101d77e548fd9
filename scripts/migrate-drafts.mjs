// One-off migration for a project whose posts were saved before drafts existed:
// `npm run migrate:drafts` (add `-- --dry-run` to only report).
//   - a post without a `published` flag was public, so it becomes published, with its last save
//     (`timestamp`) as its publication date (`publishedAt`);
//   - the topics summary is left as it is: it already counts every one of these posts.
// Run it before deploying the app that reads drafts: that app lists only posts with
// published == true, so an unmigrated post would vanish from the blog until this runs.
// Safe to run twice: a post that has the flag is left as it is.
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const posts = await db.collection('blogs').select('published', 'timestamp').get();
const unmarked = posts.docs.filter((post) => typeof post.get('published') !== 'boolean');

// A batch holds 500 writes.
for (let start = 0; !dryRun && start < unmarked.length; start += 500) {
  const batch = db.batch();
  for (const post of unmarked.slice(start, start + 500)) {
    const saved = post.get('timestamp');
    batch.update(post.ref, { published: true, publishedAt: saved instanceof Timestamp ? saved : Timestamp.now() });
  }
  await batch.commit();
}

console.log(
  `${dryRun ? '[dry run] Would mark' : 'Marked'} ${unmarked.length} of ${posts.size} posts on ${target} as published (dated by their last save).`,
);
process.exit(0);
