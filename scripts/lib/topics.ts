import { countTopics, toStoredCounts, type TopicFields } from '../../src/services/blogTopicCounts';

/**
 * blogTopics/summary as the Firebase blogs module writes it (src/services/firebase/topicsSummary.ts),
 * for the Admin SDK scripts that seed or migrate posts.
 */
export function topicsSummaryDocument(blogs: readonly TopicFields[], updatedAt: Date) {
  const counts = countTopics(blogs);
  return { tags: toStoredCounts(counts.tags), categories: toStoredCounts(counts.categories), updatedAt };
}
