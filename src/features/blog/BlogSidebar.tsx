import { Link } from 'react-router-dom';
import { listLatestBlogs, listTrendingBlogs } from '@services/blogs';
import { getBlogTopics } from '@services/blogTopics';
import { LoadingMessage } from '../../components/StatusMessage';
import { useAsyncData, type AsyncData } from '../../lib/useAsyncData';
import type { Blog } from '../../types';
import { TagLinks } from './TagLinks';
import { postPath, categoryPath } from '../../config/routes';
import { BLOGS_TAGS } from './blogsTag';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';
import { categoryMessages, categoryName } from '../../components/categories';
import { SIDEBAR_READS } from './blogReads';

/** A loaded list of blogs as links to their posts. */
function BlogLinks({ blogs }: { blogs: AsyncData<Blog[]> }) {
  const t = useMessages(blogMessages);
  if (blogs.status !== 'ready') return <p className="text-body-secondary">{t.linksFailed}</p>;
  if (blogs.data.length === 0) return <p className="text-body-secondary">{t.noneYet}</p>;
  return (
    <ul className="list-unstyled sidebar-links">
      {blogs.data.map((blog) => (
        <li key={blog.id}>
          <Link to={postPath(blog.id)}>{blog.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tags and categories with their counts (one summary document), 'Most Popular' (the newest
 * trending posts) and the 5 latest: at most 11 document reads however many posts there are.
 * All three load again when a post is saved or deleted (the 'blogs' tag).
 */
export function BlogSidebar() {
  const t = useMessages(blogMessages);
  const categoryNames = useMessages(categoryMessages);
  const topics = useAsyncData(SIDEBAR_READS.topics, getBlogTopics, BLOGS_TAGS);
  const trending = useAsyncData(SIDEBAR_READS.trending, listTrendingBlogs, BLOGS_TAGS);
  const latest = useAsyncData(SIDEBAR_READS.latest, listLatestBlogs, BLOGS_TAGS);

  // Everything appears at once: sections filling in one by one would push each other down.
  if (topics.status === 'error') {
    return (
      <aside className="blog-sidebar" aria-label={t.sidebarLabel}>
        <p className="text-body-secondary">{t.sidebarFailed}</p>
      </aside>
    );
  }
  if (topics.status === 'loading' || trending.status === 'loading' || latest.status === 'loading') {
    return (
      <aside className="blog-sidebar" aria-label={t.sidebarLabel}>
        <LoadingMessage label={t.loadingSidebar} />
      </aside>
    );
  }
  const { tags, categories } = topics.data;

  return (
    <aside className="blog-sidebar" aria-label={t.sidebarLabel}>
      <section aria-labelledby="sidebar-tags">
        <h2 id="sidebar-tags" className="h5">
          {t.tags}
        </h2>
        <TagLinks tags={tags} />
      </section>
      <section aria-labelledby="sidebar-popular">
        <h2 id="sidebar-popular" className="h5">
          {t.mostPopular}
        </h2>
        <BlogLinks blogs={trending} />
      </section>
      <section aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className="h5">
          {t.categories}
        </h2>
        <ul className="list-unstyled sidebar-links">
          {categories.map(({ category, count }) => (
            <li key={category}>
              <Link to={categoryPath(category)}>
                {categoryName(categoryNames, category)} <span className="badge text-bg-light">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-latest">
        <h2 id="sidebar-latest" className="h5">
          {t.latestBlogs}
        </h2>
        <BlogLinks blogs={latest} />
      </section>
    </aside>
  );
}
