import { getDoc } from 'firebase/firestore/lite';
import type { BlogTopics } from '../../types';
import { topicsOf } from '../blogTopicCounts';
import { countsOf, summaryRef } from './topicsSummary';

/** The blog sidebar's topics, read from the summary document that admins' saves keep (topicsSummary.ts). */

/** The sidebar's tags, categories with counts, and the number of posts: one document read. */
export async function getBlogTopics(): Promise<BlogTopics> {
  const snapshot = await getDoc(summaryRef());
  return topicsOf(countsOf(snapshot.data()));
}
