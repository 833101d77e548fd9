import { doc, serverTimestamp, type DocumentData, type Transaction } from 'firebase/firestore';
import { firestore } from '../../lib/firestore';
import { readTopicCounts, type TopicCounts } from '../blogTopicCounts';

/**
 * blogTopics/summary (internal to the Firebase modules, so it has no demo twin): every tag and
 * category in use with its number of posts, so the blog sidebar costs one document read however
 * many posts there are. Only admins write it, in the same transaction as the post they save or
 * delete (blogs.ts).
 *
 * Stored as lists of {name, count} rather than maps: a map key is a field name, and Firestore
 * refuses field names such as `__init__` that a tag could be.
 */

export const summaryRef = () => doc(firestore(), 'blogTopics', 'summary');

type StoredCounts = Array<{ name: string; count: number }>;

const toStored = (counts: Record<string, number>): StoredCounts => Object.entries(counts).map(([name, count]) => ({ name, count }));

function fromStored(value: unknown): Record<string, number> {
  if (!Array.isArray(value)) return {};
  const entries = value
    .filter((entry): entry is { name: unknown; count: unknown } => typeof entry === 'object' && entry !== null)
    .filter((entry) => typeof entry.name === 'string')
    .map((entry) => [entry.name as string, entry.count]);
  return Object.fromEntries(entries);
}

export function countsOf(data: DocumentData | undefined): TopicCounts {
  return readTopicCounts({ tags: fromStored(data?.tags), categories: fromStored(data?.categories) });
}

/** Reads the counts inside a transaction (before any of its writes). */
export async function readTopicCountsIn(tx: Transaction): Promise<TopicCounts> {
  return countsOf((await tx.get(summaryRef())).data());
}

/** Writes the counts inside a transaction, exactly as the rules expect them. */
export function writeTopicCountsIn(tx: Transaction, counts: TopicCounts): void {
  tx.set(summaryRef(), { tags: toStored(counts.tags), categories: toStored(counts.categories), updatedAt: serverTimestamp() });
}
