import { Link, useParams } from 'react-router-dom';
import { listBlogsByCategory, listBlogsByTag } from '@services/blogs';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { clinic } from '../../config/clinic';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { BLOG_CRUMBS, breadcrumbJsonLd } from '../../lib/structuredData/breadcrumbs';
import { useAsyncData } from '../../lib/useAsyncData';
import { BlogCards } from './BlogCards';
import { filteredRead } from './blogReads';
import { paths, tagPath, categoryPath } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { categoryMessages, categoryName } from '../../components/categories';
import { blogMessages } from './messages';

/** /tag/:tag and /category/:category: the blogs of one tag or one category. */
function FilteredBlogs({ kind }: { kind: 'tag' | 'category' }) {
  const t = useMessages(blogMessages);
  const params = useParams();
  const value = (kind === 'tag' ? params.tag : params.category) ?? '';
  const blogs = useAsyncData(filteredRead(kind, value), () => (kind === 'tag' ? listBlogsByTag(value) : listBlogsByCategory(value)));
  const categoryNames = useMessages(categoryMessages);
  // A category is named in the page's language (its address keeps the English); a tag as written.
  const shownValue = kind === 'tag' ? value : categoryName(categoryNames, value);
  const heading = kind === 'tag' ? t.taggedHeading(value) : t.categoryHeading(shownValue);
  const path = kind === 'tag' ? tagPath(value) : categoryPath(value);
  const description = (kind === 'tag' ? t.taggedDescription : t.categoryDescription)(shownValue, clinic.name, clinic.address.city);
  // A tag or category without posts is not a page search engines should list.
  const empty = blogs.status === 'ready' && blogs.data.length === 0;

  return (
    <section className="section" aria-labelledby="filtered-heading">
      <PageMeta title={heading} description={description} path={path} noindex={empty} />
      <JsonLd data={breadcrumbJsonLd([...BLOG_CRUMBS, { name: heading, path }])} />
      <div className="container">
        <h1 id="filtered-heading" className="mb-4">
          {heading}
        </h1>
        {blogs.status === 'loading' && <LoadingMessage label={t.loadingBlogs} />}
        {blogs.status === 'error' && <ErrorMessage>{t.filteredFailed}</ErrorMessage>}
        {blogs.status === 'ready' &&
          (blogs.data.length === 0 ? (
            <EmptyMessage>{kind === 'tag' ? t.noTagged(value) : t.noInCategory(value)}</EmptyMessage>
          ) : (
            <BlogCards blogs={blogs.data} />
          ))}
        <p className="mt-4">
          <Link to={paths.blog}>{t.allBlogs}</Link>
        </p>
      </div>
    </section>
  );
}

export function TagPage() {
  return <FilteredBlogs kind="tag" />;
}

export function CategoryPage() {
  return <FilteredBlogs kind="category" />;
}
