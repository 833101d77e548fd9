import type { Blog, BlogTopics } from '../types';

/**
 * The counts behind the blog sidebar, as stored in blogTopics/summary: how many posts use each
 * tag and each category. Every admin save and delete changes them in the same transaction as the
 * post, so the sidebar needs one document read however many posts there are.
 */
export interface TopicCounts {
  tags: Record<string, number>;
  categories: Record<string, number>;
}

/** The part of a post the counts depend on. */
export type TopicFields = Pick<Blog, 'tags' | 'category'>;

export const noTopicCounts = (): TopicCounts => ({ tags: {}, categories: {} });

function adjust(counts: Record<string, number>, keys: readonly string[], by: number): Record<string, number> {
  const next = new Map(Object.entries(counts));
  for (const key of new Set(keys)) {
    const count = (next.get(key) ?? 0) + by;
    if (count > 0) next.set(key, count);
    else next.delete(key);
  }
  return Object.fromEntries(next);
}

/** The counts after one post changed from `before` to `after` (null: did not exist / no longer exists). */
export function changeTopicCounts(counts: TopicCounts, before: TopicFields | null, after: TopicFields | null): TopicCounts {
  let { tags, categories } = counts;
  if (before) {
    tags = adjust(tags, before.tags, -1);
    categories = adjust(categories, [before.category], -1);
  }
  if (after) {
    tags = adjust(tags, after.tags, 1);
    categories = adjust(categories, [after.category], 1);
  }
  return { tags, categories };
}

/** The counts of a whole set of posts (seeding and migration). */
export function countTopics(blogs: readonly TopicFields[]): TopicCounts {
  return blogs.reduce<TopicCounts>((counts, blog) => changeTopicCounts(counts, null, blog), noTopicCounts());
}

/** Reads stored counts defensively: anything but positive whole numbers is left out. */
export function readTopicCounts(data: { tags?: unknown; categories?: unknown } | undefined): TopicCounts {
  const counts = (value: unknown): Record<string, number> =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).filter(([, n]) => Number.isInteger(n) && (n as number) > 0))
      : {};
  return { tags: counts(data?.tags), categories: counts(data?.categories) };
}

/**
 * The counts as blogTopics/summary stores them: lists of {name, count} rather than maps, because a
 * map key is a field name and Firestore refuses names such as `__init__` that a tag could be.
 */
export type StoredCounts = Array<{ name: string; count: number }>;

export const toStoredCounts = (counts: Record<string, number>): StoredCounts =>
  Object.entries(counts).map(([name, count]) => ({ name, count }));

/** Reads stored counts back (anything malformed is left out). */
export function fromStoredCounts(value: unknown): Record<string, number> {
  if (!Array.isArray(value)) return {};
  const entries = value
    .filter((entry): entry is { name: unknown; count: unknown } => typeof entry === 'object' && entry !== null)
    .filter((entry) => typeof entry.name === 'string')
    .map((entry) => [entry.name as string, entry.count]);
  return Object.fromEntries(entries);
}

/** What the sidebar shows: tags and categories in alphabetical order, and the number of posts. */
export function topicsOf(counts: TopicCounts): BlogTopics {
  const categories = Object.entries(counts.categories)
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return {
    tags: Object.keys(counts.tags).sort((a, b) => a.localeCompare(b)),
    categories,
    total: categories.reduce((sum, { count }) => sum + count, 0),
  };
}
