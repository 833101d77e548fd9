import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { getBlog } from '@services/blogs';
import { formatDate } from '../../lib/dates';
import { blogPostingJsonLd } from '../../lib/structuredData/blogPosting';
import { BLOG_CRUMBS, breadcrumbJsonLd } from '../../lib/structuredData/breadcrumbs';
import { usePageData } from '../../lib/pageData';
import { useAsyncData } from '../../lib/useAsyncData';
import { blogImage, blogImageAlt, blogImageSources } from './blogImage';
import { postRead } from './blogReads';
import { Comments } from './Comments';
import { PostBody, preloadMarkdown } from './PostBody';
import { DraftBadge } from './DraftBadge';
import { postDate, postMeta, postShellMeta } from './postMeta';
import { TagLinks } from './TagLinks';
import { ShareLinks } from './ShareLinks';
import { RelatedPosts } from './RelatedPosts';
import { absoluteUrl } from '../../config/site';
import { markdownToPlainText, readingMinutes } from '../../lib/blogText';
import { paths, postPath, categoryPath, doctorPath, editBlogPath } from '../../config/routes';
import { useIntlLocale, useLocale } from '../../i18n/LocaleContext';
import { pathInLocale } from '../../config/locales';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';
import { slot, withElements } from '../../i18n/withElements';
import { NotTranslated } from '../../components/NotTranslated';
import { categoryMessages, categoryName } from '../../components/categories';
import { contentLanguages, inLanguage } from '../../lib/contentLanguage';

/** How wide the post's image is drawn: the narrow column on large screens, the screen on phones. */
const POST_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

export default function BlogDetailPage() {
  const t = useMessages(blogMessages);
  const categories = useMessages(categoryMessages);
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const { id = '' } = useParams();
  // A post the page did not arrive with is read now, and its text needs the Markdown renderer:
  // both load at once.
  const arrived = usePageData(postRead(id)) !== undefined;
  useEffect(() => {
    if (!arrived) preloadMarkdown();
  }, [arrived]);
  // Read once (Firestore Lite has no listeners): comments refresh after the reader's own post or
  // delete, and an admin's edit or delete of the post leads away from this page. On a page that
  // arrived with the post, the same read checks for a newer version.
  const loaded = useAsyncData(postRead(id), () =>
    getBlog(id).catch((error: unknown) => {
      console.error('Could not load the blog', error);
      throw error;
    }),
  );
  const blog = loaded.status === 'ready' ? loaded.data : null;

  if (!blog) {
    const missing = loaded.status === 'ready';
    return (
      <section className="section">
        {/* One prerendered shell serves every post: no canonical address until the post is here. */}
        <PageMeta {...postShellMeta(t)} {...(missing ? { title: t.notFound, noindex: true } : {})} />
        <div className="container narrow">
          {loaded.status === 'loading' && <LoadingMessage label={t.loadingPost} />}
          {loaded.status === 'error' && <ErrorMessage>{t.postFailed}</ErrorMessage>}
          {missing && (
            <>
              <h1>{t.notFound}</h1>
              <p className="lead">{t.notFoundLead}</p>
              <Link to={paths.blog} className="btn btn-primary">
                {t.seeAllBlogs}
              </Link>
            </>
          )}
        </div>
      </section>
    );
  }

  // The post in the page's language, or its English marked "Not yet translated" (and kept out
  // of search results in this language: the page's main content is not in it).
  const { content, translated } = inLanguage({ title: blog.title, description: blog.description }, blog.translations, locale);
  const shown = { ...blog, ...content };
  const contentLang = translated ? undefined : 'en';
  const path = postPath(blog.id);
  const categoryLink = categoryPath(blog.category);
  const date = <time dateTime={postDate(blog)?.toISOString()}>{formatDate(postDate(blog), intlLocale)}</time>;
  const author = blog.authorId ? (
    <Link to={doctorPath(blog.authorId)} rel="author">
      {blog.author}
    </Link>
  ) : (
    blog.author
  );
  return (
    <article className="section blog-detail" aria-labelledby="blog-title">
      <PageMeta {...postMeta(shown)} noindex={!blog.published || !translated} languages={contentLanguages(blog.translations)} />
      <JsonLd data={blogPostingJsonLd(shown, { path: pathInLocale(path, locale), image: blogImage(blog.imgUrl), locale: intlLocale })} />
      <JsonLd
        data={breadcrumbJsonLd([
          ...BLOG_CRUMBS,
          { name: categoryName(categories, blog.category), path: categoryLink },
          { name: shown.title, path },
        ])}
      />
      <div className="container narrow">
        <img
          src={blogImage(blog.imgUrl)}
          {...blogImageSources(blog, POST_IMAGE_SIZES)}
          alt={blogImageAlt(blog)}
          // The image's description is written in English only.
          lang={locale === 'en' ? undefined : 'en'}
          width={760}
          height={428}
          className="blog-detail-image mb-4"
          fetchPriority="high"
        />
        <Link to={categoryLink} className="badge text-bg-primary text-decoration-none mb-2">
          {categoryName(categories, blog.category)}
        </Link>
        {!translated && <NotTranslated className="ms-2 mb-2" />}
        <h1 id="blog-title">
          <span lang={contentLang}>{shown.title}</span>
          <DraftBadge blog={blog} />
        </h1>
        {!blog.published && (
          <p className="alert alert-warning" role="note">
            {t.draftNote} <Link to={editBlogPath(blog.id)}>{t.editOrPublish}</Link>
          </p>
        )}
        <p className="text-body-secondary mb-1">
          {withElements(t.by(slot(0)), [author])} - {blog.published ? date : withElements(t.lastSaved(slot(0)), [date])} ·{' '}
          {t.readMinutes(readingMinutes(markdownToPlainText(shown.description)))}
        </p>
        {blog.reviewedAt && (
          <p className="blog-review">
            {withElements(t.reviewedBy(slot(0), slot(1)), [
              <Link to={doctorPath(blog.reviewerId)}>{blog.reviewerName}</Link>,
              <time dateTime={blog.reviewedAt.toISOString()}>{formatDate(blog.reviewedAt, intlLocale)}</time>,
            ])}
          </p>
        )}
        {/* Markdown, never interpreted as HTML (PostBody). */}
        <div lang={contentLang}>
          <PostBody text={shown.description} className="blog-description" />
        </div>
        {blog.tags.length > 0 && <TagLinks tags={blog.tags} label={t.tags} className="mt-4" />}
        {blog.published && <ShareLinks url={absoluteUrl(pathInLocale(path, locale))} title={shown.title} />}
        {blog.published && <RelatedPosts post={blog} />}
        <Comments blogId={blog.id} />
      </div>
    </article>
  );
}
