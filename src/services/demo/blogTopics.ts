import type { BlogTopics } from '../../types';
import { countTopics, topicsOf } from '../blogTopicCounts';
import { billReads, demoDb, latency } from './store';

/**
 * Demo twin of the blog topics summary. Firebase keeps the counts in one document that every
 * save and delete updates; here they are counted from the posts, which gives the same answer,
 * and billed as the one document read it is in Firestore.
 */
export async function getBlogTopics(): Promise<BlogTopics> {
  await latency();
  return billReads(topicsOf(countTopics(demoDb().blogs.filter((b) => b.published))), 1);
}
