import { doc, serverTimestamp, type DocumentData, type Transaction } from 'firebase/firestore/lite';
import { firestore } from '../../lib/firestore';
import { fromStoredCounts, readTopicCounts, toStoredCounts, type TopicCounts } from '../blogTopicCounts';

/**
 * blogTopics/summary (internal to the Firebase modules, so it has no demo twin): every tag and
 * category in use with its number of posts, so the blog sidebar costs one document read however
 * many posts there are. Only admins write it, in the same transaction as the post they save or
 * delete (blogs.ts). The counts are stored as lists of {name, count} (blogTopicCounts.ts).
 */

export const summaryRef = () => doc(firestore(), 'blogTopics', 'summary');

export function countsOf(data: DocumentData | undefined): TopicCounts {
  return readTopicCounts({ tags: fromStoredCounts(data?.tags), categories: fromStoredCounts(data?.categories) });
}

/** Reads the counts inside a transaction (before any of its writes). */
export async function readTopicCountsIn(tx: Transaction): Promise<TopicCounts> {
  return countsOf((await tx.get(summaryRef())).data());
}

/** Writes the counts inside a transaction, exactly as the rules expect them. */
export function writeTopicCountsIn(tx: Transaction, counts: TopicCounts): void {
  tx.set(summaryRef(), { tags: toStoredCounts(counts.tags), categories: toStoredCounts(counts.categories), updatedAt: serverTimestamp() });
}
