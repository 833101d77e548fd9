// One-off migration for a project that still keeps comments inside its posts (the first data
// model): `npm run migrate:comments` (add `-- --dry-run` to only report).
//   - each element of blogs/{id}.comments becomes blogs/{id}/comments/{new id} with
//     {userId, name, body, createdAt, staff}; staff is true when the author's profile is admin;
//   - the `comments` array is removed from the post;
//   - blogTopics/summary is rebuilt from all published posts (tags and categories with counts).
// Safe to run twice: a post without a `comments` array is left as it is.
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { rebuildTopicsSummary } from './lib/rebuildTopics.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const posts = await db.collection('blogs').get();
const admins = new Set((await db.collection('users').where('admin', '==', true).get()).docs.map((d) => d.id));

let moved = 0;
let migratedPosts = 0;
for (const post of posts.docs) {
  const comments = post.get('comments');
  if (!Array.isArray(comments)) continue;
  migratedPosts += 1;
  moved += comments.length;
  if (dryRun) continue;
  // Batches of 450 comments (a batch holds 500 writes); the last one also removes the array.
  for (let start = 0; start < comments.length || start === 0; start += 450) {
    const batch = db.batch();
    for (const comment of comments.slice(start, start + 450)) {
      const createdAt = comment?.createdAt instanceof Timestamp ? comment.createdAt : Timestamp.now();
      batch.set(post.ref.collection('comments').doc(), {
        userId: String(comment?.userId ?? ''),
        name: String(comment?.name ?? ''),
        body: String(comment?.body ?? ''),
        createdAt,
        staff: admins.has(String(comment?.userId ?? '')),
      });
    }
    if (start + 450 >= comments.length) batch.update(post.ref, { comments: FieldValue.delete() });
    await batch.commit();
  }
}

const { summary } = await rebuildTopicsSummary(db, posts.docs, { dryRun });

console.log(
  `${dryRun ? '[dry run] Would move' : 'Moved'} ${moved} comments out of ${migratedPosts} of ${posts.size} posts on ${target}; ` +
    `${dryRun ? 'would rebuild' : 'rebuilt'} blogTopics/summary (${summary.tags.length} tags, ${summary.categories.length} categories).`,
);
process.exit(0);
