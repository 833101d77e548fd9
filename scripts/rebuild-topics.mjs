// `npm run rebuild:topics [-- --dry-run]`: rebuilds blogTopics/summary (the blog sidebar's tags
// and categories with their counts) from the published posts, and deletes comments whose post is
// gone (what an interrupted post delete can leave; the rules already hide them from everyone but
// admins). Use it after editing posts outside the app (the console, an import), or when the
// sidebar's counts look wrong. Safe to run at any time, and twice.
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp, deleteInBatches } from './lib/admin.mjs';
import { rebuildTopicsSummary } from './lib/rebuildTopics.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const posts = await db.collection('blogs').get();
const { summary, publishedCount } = await rebuildTopicsSummary(db, posts.docs, { dryRun });

const postIds = new Set(posts.docs.map((d) => d.id));
const orphans = (await db.collectionGroup('comments').get()).docs.filter(
  (d) => d.ref.parent.parent && !postIds.has(d.ref.parent.parent.id),
);
if (!dryRun) await deleteInBatches(db, orphans);

console.log(
  `${dryRun ? '[dry run] Would rebuild' : 'Rebuilt'} blogTopics/summary on ${target} from ${publishedCount} published of ${posts.size} posts: ` +
    `${summary.tags.length} tags, ${summary.categories.length} categories. ` +
    `${dryRun ? 'Would delete' : 'Deleted'} ${orphans.length} comments whose post is gone.`,
);
process.exit(0);
