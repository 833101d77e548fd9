import { Link } from 'react-router-dom';
import { postPath } from '../config/routes';
import { useIntlLocale, useLocale } from '../i18n/LocaleContext';
import { formatDate } from '../lib/dates';
import { categoryMessages, categoryName } from './categories';
import { useMessages } from '../i18n/messages';
import type { Locale } from '../config/locales';
import type { PostSummary } from '../types';

interface PostLinksProps {
  /** The section's heading (an h2) and its id. */
  heading: string;
  headingId: string;
  posts: PostSummary[];
}

/** A post's title in `locale`: English's own, a translation, or undefined when it has none there. */
const translatedTitle = (post: PostSummary, locale: Locale): string | undefined =>
  locale === 'en' ? post.title : post.translations?.[locale]?.title;

/**
 * A short section of posts as links, each with its category and date: the posts related to a
 * post, and the posts a doctor wrote. Nothing at all when there are none.
 */
export function PostLinks({ heading, headingId, posts }: PostLinksProps) {
  const locale = useIntlLocale();
  const language = useLocale();
  const categories = useMessages(categoryMessages);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h4">
        {heading}
      </h2>
      <ul className="list-unstyled post-links">
        {posts.map((post) => (
          <li key={post.id} className="mb-2">
            {/* Its title in the page's language where written; the English, marked as such, otherwise. */}
            <Link to={postPath(post.id)} lang={translatedTitle(post, language) === undefined ? 'en' : undefined}>
              {translatedTitle(post, language) ?? post.title}
            </Link>
            <span className="d-block small text-body-secondary">
              {categoryName(categories, post.category)} ·{' '}
              <time dateTime={post.publishedAt?.toISOString()}>{formatDate(post.publishedAt, locale)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
