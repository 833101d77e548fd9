import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { getBlog } from '@services/blogs';
import { formatDate } from '../../lib/dates';
import { BLOG_CRUMBS, blogPostingJsonLd, breadcrumbJsonLd } from '../../lib/structuredData';
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

/** How wide the post's image is drawn: the narrow column on large screens, the screen on phones. */
const POST_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

export default function BlogDetailPage() {
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
        <PageMeta {...postShellMeta} {...(missing ? { title: 'Blog not found', noindex: true } : {})} />
        <div className="container narrow">
          {loaded.status === 'loading' && <LoadingMessage label="Loading the blog…" />}
          {loaded.status === 'error' && <ErrorMessage>We could not load this blog just now. Please refresh the page.</ErrorMessage>}
          {missing && (
            <>
              <h1>Blog not found</h1>
              <p className="lead">We could not find this blog post. It may have been removed.</p>
              <Link to={paths.blog} className="btn btn-primary">
                See all blogs
              </Link>
            </>
          )}
        </div>
      </section>
    );
  }

  const path = postPath(blog.id);
  const categoryLink = categoryPath(blog.category);
  return (
    <article className="section blog-detail" aria-labelledby="blog-title">
      <PageMeta {...postMeta(blog)} noindex={!blog.published} />
      <JsonLd data={blogPostingJsonLd(blog, { path, image: blogImage(blog.imgUrl) })} />
      <JsonLd data={breadcrumbJsonLd([...BLOG_CRUMBS, { name: blog.category, path: categoryLink }, { name: blog.title, path }])} />
      <div className="container narrow">
        <img
          src={blogImage(blog.imgUrl)}
          {...blogImageSources(blog, POST_IMAGE_SIZES)}
          alt={blogImageAlt(blog)}
          width={760}
          height={428}
          className="blog-detail-image mb-4"
          fetchPriority="high"
        />
        <Link to={categoryLink} className="badge text-bg-primary text-decoration-none mb-2">
          {blog.category}
        </Link>
        <h1 id="blog-title">
          {blog.title}
          <DraftBadge blog={blog} />
        </h1>
        {!blog.published && (
          <p className="alert alert-warning" role="note">
            This post is a draft: only admins can see it. <Link to={editBlogPath(blog.id)}>Edit or publish it</Link>
          </p>
        )}
        <p className="text-body-secondary mb-1">
          By{' '}
          {blog.authorId ? (
            <Link to={doctorPath(blog.authorId)} rel="author">
              {blog.author}
            </Link>
          ) : (
            blog.author
          )}{' '}
          - {!blog.published && 'last saved '}
          <time dateTime={postDate(blog)?.toISOString()}>{formatDate(postDate(blog))}</time> ·{' '}
          {readingMinutes(markdownToPlainText(blog.description))} min read
        </p>
        {blog.reviewedAt && (
          <p className="blog-review">
            Reviewed by <Link to={doctorPath(blog.reviewerId)}>{blog.reviewerName}</Link> on{' '}
            <time dateTime={blog.reviewedAt.toISOString()}>{formatDate(blog.reviewedAt)}</time>
          </p>
        )}
        {/* Markdown, never interpreted as HTML (PostBody). */}
        <PostBody text={blog.description} className="blog-description" />
        {blog.tags.length > 0 && <TagLinks tags={blog.tags} label="Tags" className="mt-4" />}
        {blog.published && <ShareLinks url={absoluteUrl(path)} title={blog.title} />}
        {blog.published && <RelatedPosts post={blog} />}
        <Comments blogId={blog.id} />
      </div>
    </article>
  );
}
