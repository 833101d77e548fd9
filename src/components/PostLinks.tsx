import { Link } from 'react-router-dom';
import { postPath } from '../config/routes';
import { formatDate } from '../lib/dates';
import type { PostSummary } from '../types';

interface PostLinksProps {
  /** The section's heading (an h2) and its id. */
  heading: string;
  headingId: string;
  posts: PostSummary[];
}

/**
 * A short section of posts as links, each with its category and date: the posts related to a
 * post, and the posts a doctor wrote. Nothing at all when there are none.
 */
export function PostLinks({ heading, headingId, posts }: PostLinksProps) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h4">
        {heading}
      </h2>
      <ul className="list-unstyled post-links">
        {posts.map((post) => (
          <li key={post.id} className="mb-2">
            <Link to={postPath(post.id)}>{post.title}</Link>
            <span className="d-block small text-body-secondary">
              {post.category} · <time dateTime={post.publishedAt?.toISOString()}>{formatDate(post.publishedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
