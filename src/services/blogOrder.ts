import { BLOG_PAGE_SIZE, DOCTOR_POSTS_COUNT, RELATED_POSTS_COUNT } from '../config/constants';
import type { Blog, BlogPage, PostSummary } from '../types';

/** Posts and comments alike: newest first by their time, ties by id so the order never flickers. */
interface Timed {
  id: string;
}

export function newestFirstBy<T extends Timed>(time: (item: T) => Date | null): (a: T, b: T) => number {
  return (a, b) => (time(b)?.getTime() ?? 0) - (time(a)?.getTime() ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** True when `item` comes after the cursor (`time`, `id`) in newest-first order, as a Firestore startAfter. */
export function comesAfter<T extends Timed>(item: T, time: Date | null, cursor: { time: Date; id: string }): boolean {
  const t = time?.getTime() ?? 0;
  const c = cursor.time.getTime();
  return t < c || (t === c && item.id < cursor.id);
}

/** Published posts: newest publication first (an edit does not move a post). */
export const newestFirst = newestFirstBy<Blog>((blog) => blog.publishedAt);

/** Drafts: last saved first. */
export const lastSavedFirst = newestFirstBy<Blog>((blog) => blog.timestamp);

/**
 * A page of the blog list from its posts (at most BLOG_PAGE_SIZE, newest first), for both
 * backends and the deploy's render: `next` is set whenever the page is full, so a visit reads
 * only the posts it shows; the page after the last full one may be empty.
 */
export function blogPageOf(blogs: Blog[]): BlogPage {
  const last = blogs.at(-1);
  return { blogs, next: blogs.length === BLOG_PAGE_SIZE && last?.publishedAt ? { publishedAt: last.publishedAt, id: last.id } : null };
}

export const postSummary = ({ id, title, category, publishedAt }: Blog): PostSummary => ({ id, title, category, publishedAt });

/**
 * The posts related to `post` among `candidates` (published posts), for both backends and the
 * deploy's render: those that share its category or one of its tags, without the post itself and
 * without repeats, newest first, at most RELATED_POSTS_COUNT.
 */
export function relatedPosts(post: Pick<Blog, 'id' | 'category' | 'tags'>, candidates: Blog[]): PostSummary[] {
  const seen = new Set([post.id]);
  return candidates
    .filter((other) => !seen.has(other.id) && seen.add(other.id))
    .filter((other) => other.category === post.category || other.tags.some((tag) => post.tags.includes(tag)))
    .sort(newestFirst)
    .slice(0, RELATED_POSTS_COUNT)
    .map(postSummary);
}

/**
 * The posts a doctor wrote among `posts` (published posts), newest first, at most
 * DOCTOR_POSTS_COUNT, for the demo twin and the deploy's render (the Firebase module asks the same
 * of Firestore).
 */
export function doctorPosts(doctorId: string, posts: Blog[]): PostSummary[] {
  return posts
    .filter((post) => post.authorId === doctorId)
    .sort(newestFirst)
    .slice(0, DOCTOR_POSTS_COUNT)
    .map(postSummary);
}
