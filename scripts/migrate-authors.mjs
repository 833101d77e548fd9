// One-off migration for a project whose posts were saved before authors were doctors:
// `npm run migrate:authors` (add `-- --dry-run` to only report).
//   - a post whose text byline names exactly one of the clinic's doctors ("Dr. Kavya Rao", any
//     case, with or without "Dr.") is linked to them: `authorId`, and `author` as their profile
//     spells it, with no review (scripts/lib/bylines.mjs);
//   - any other post keeps its text byline, shown without a link until an admin edits it (the
//     editor then asks for its doctor). The script lists each one and why.
// Add the doctors first (Admin → Add a doctor). Safe to run twice: a linked post is left alone.
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { planAuthorLinks } from './lib/bylines.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const doctors = (await db.collection('doctors').select('name').get()).docs.map((d) => ({ id: d.id, name: String(d.get('name') ?? '') }));
const posts = (await db.collection('blogs').select('title', 'author', 'authorId').get()).docs.map((d) => ({
  id: d.id,
  ref: d.ref,
  title: String(d.get('title') ?? ''),
  author: String(d.get('author') ?? ''),
  authorId: d.get('authorId'),
}));
const plan = planAuthorLinks(posts, doctors);

// A batch holds 500 writes.
for (let start = 0; !dryRun && start < plan.link.length; start += 500) {
  const batch = db.batch();
  for (const { post, doctor } of plan.link.slice(start, start + 500)) {
    batch.update(post.ref, { authorId: doctor.id, author: doctor.name, reviewerId: '', reviewerName: '', reviewedAt: null });
  }
  await batch.commit();
}

const verb = dryRun ? '[dry run] would link' : 'linked';
for (const { post, doctor } of plan.link)
  console.log(`${verb} "${post.title}" (${post.id}): "${post.author}" → ${doctor.name} (doctors/${doctor.id})`);
for (const { post, reason } of plan.keep) console.log(`kept the text byline "${post.author}" on "${post.title}" (${post.id}): ${reason}`);
console.log(
  `${dryRun ? '[dry run] Would link' : 'Linked'} ${plan.link.length} of ${posts.length} posts on ${target} to their doctor; ${plan.keep.length} keep a text byline; ${posts.length - plan.link.length - plan.keep.length} already named a doctor.`,
);
process.exit(0);
