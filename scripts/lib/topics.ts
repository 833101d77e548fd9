import { countTopics, type TopicFields } from '../../src/services/blogTopicCounts';

/**
 * blogTopics/summary as the Firebase blogs module writes it (src/services/firebase/topicsSummary.ts),
 * for the Admin SDK scripts that seed or migrate posts.
 */
export function topicsSummaryDocument(blogs: readonly TopicFields[], updatedAt: Date) {
  const counts = countTopics(blogs);
  const stored = (record: Record<string, number>) => Object.entries(record).map(([name, count]) => ({ name, count }));
  return { tags: stored(counts.tags), categories: stored(counts.categories), updatedAt };
}
