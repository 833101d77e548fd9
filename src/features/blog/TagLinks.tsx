import { Link } from 'react-router-dom';
import { tagPath } from '../../config/routes';

/**
 * Tags as links to their pages (/tag/{tag}). A tag is written once, in whatever language the
 * admin typed it; one in Latin letters is marked English, for screen readers on other pages.
 */
export function TagLinks({ tags, label, className = '' }: { tags: string[]; label?: string; className?: string }) {
  return (
    <ul className={`list-unstyled tag-cloud ${className}`.trim()} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className="tag-link" lang={/[A-Za-z]/.test(tag) ? 'en' : undefined}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
