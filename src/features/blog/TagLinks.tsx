import { Link } from 'react-router-dom';
import { tagPath } from '../../config/routes';

/** Tags as links to their pages (/tag/{tag}). */
export function TagLinks({ tags, label, className = '' }: { tags: string[]; label?: string; className?: string }) {
  return (
    <ul className={`list-unstyled tag-cloud ${className}`.trim()} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className="tag-link">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
