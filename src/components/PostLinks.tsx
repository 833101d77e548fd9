import { Link } from 'react-router-dom';
import { postPath } from '../config/routes';
import { formatDate } from '../lib/dates';
import type { PostSummary } from '../types';

/**
 * A short list of posts as links, each with its category and date: the posts related to a post,
 * and the posts a doctor wrote. Its heading is the section's.
 */
export function PostLinks({ posts }: { posts: PostSummary[] }) {
  return (
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
  );
}
