import { Link } from 'react-router-dom';
import { AdminEntryActions } from '../../components/AdminEntryActions';
import { BLOG_PREVIEW_LENGTH } from '../../config/constants';
import { excerpt, markdownToPlainText, readingMinutes } from '../../lib/blogText';
import { formatMonthDay } from '../../lib/dates';
import type { Blog } from '../../types';
import { blogImage, blogImageAlt, blogImageSources } from './blogImage';
import { DraftBadge } from './DraftBadge';
import { postDate } from './postMeta';
import { postPath, categoryPath, editBlogPath } from '../../config/routes';
import { useIntlLocale, useLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';
import { categoryMessages, categoryName } from '../../components/categories';
import { NotTranslated } from '../../components/NotTranslated';
import { inLanguage } from '../../lib/contentLanguage';
import { slot, withElements } from '../../i18n/withElements';

/** How wide a card is drawn: beside the sidebar on large screens, two a row on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1200px) 420px, (min-width: 768px) 45vw, 100vw';

/**
 * The card's picture: its card-sized copy where there is one, with the full image offered for
 * sharp screens. Only the first cards (on screen when the page opens) load at once; the rest
 * wait until they are scrolled near.
 */
function CardImage({ blog, position }: { blog: Blog; position: number }) {
  return (
    <img
      src={blogImage(blog.imgCardUrl || blog.imgUrl)}
      {...blogImageSources(blog, CARD_SIZES)}
      alt={blogImageAlt(blog)}
      width={560}
      height={315}
      loading={position < 2 ? 'eager' : 'lazy'}
      fetchPriority={position === 0 ? 'high' : undefined}
      decoding="async"
      className="card-img-top blog-card-image"
    />
  );
}

/** A post's card; `position` is its place in the list (0 first). */
export function BlogCard({ blog, position, onDelete }: { blog: Blog; position: number; onDelete?: () => void }) {
  const t = useMessages(blogMessages);
  const categories = useMessages(categoryMessages);
  const locale = useIntlLocale();
  // The post in the page's language, or its English, marked (lang="en" for screen readers).
  const { content, translated } = inLanguage({ title: blog.title, description: blog.description }, blog.translations, useLocale());
  const contentLang = translated ? undefined : 'en';
  const text = markdownToPlainText(content.description);
  const date = <time dateTime={postDate(blog)?.toISOString()}>{formatMonthDay(postDate(blog), locale)}</time>;
  return (
    <article className="card blog-card h-100">
      <CardImage blog={blog} position={position} />
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <Link to={categoryPath(blog.category)} className="badge text-bg-primary text-decoration-none text-wrap">
            {categoryName(categories, blog.category)}
          </Link>
          {onDelete && <AdminEntryActions editTo={editBlogPath(blog.id)} name={t.entryName(blog.title)} onDelete={onDelete} />}
        </div>
        <h2 className="h5 card-title">
          <span lang={contentLang}>{content.title}</span>
          <DraftBadge blog={blog} />
        </h2>
        {!translated && <NotTranslated className="align-self-start mb-2" />}
        <p className="small text-body-secondary mb-2">
          {blog.author} · {blog.published ? date : withElements(t.lastSaved(slot(0)), [date])} · {t.readMinutes(readingMinutes(text))}
        </p>
        <p className="card-text flex-grow-1" lang={contentLang}>
          {excerpt(text, BLOG_PREVIEW_LENGTH)}
        </p>
        <Link to={postPath(blog.id)} className="btn btn-outline-primary align-self-start" aria-label={t.readMoreLabel(content.title)}>
          {t.readMore}
          <span className="visually-hidden">: {content.title}</span>
        </Link>
      </div>
    </article>
  );
}
