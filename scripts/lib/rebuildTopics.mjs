// blogTopics/summary rebuilt from the posts (Admin SDK), for rebuild:topics and migrate:comments.
import { loadAppModule } from './seed.mjs';

/**
 * Writes (unless `dryRun`) the summary of `posts` (a blogs query snapshot's docs) and returns it,
 * with how many published posts it counts. A post saved before drafts existed (no `published`)
 * counts as published, as the app reads it.
 */
export async function rebuildTopicsSummary(db, posts, { dryRun }) {
  const { topicsSummaryDocument } = await loadAppModule('scripts/lib/topics.ts');
  const published = posts
    .filter((d) => d.get('published') !== false)
    .map((d) => ({ tags: (d.get('tags') ?? []).filter((t) => typeof t === 'string'), category: String(d.get('category') ?? '') }));
  const summary = topicsSummaryDocument(published, new Date());
  if (!dryRun) await db.doc('blogTopics/summary').set(summary);
  return { summary, publishedCount: published.length };
}
