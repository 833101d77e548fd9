import { Link, useParams } from 'react-router-dom';
import { listBlogsByCategory, listBlogsByTag } from '@services/blogs';
import { PageTitle } from '../../components/PageTitle';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useAsyncData } from '../../lib/useAsyncData';
import { BlogCards } from './BlogCards';

/** /tag/:tag and /category/:category: the blogs of one tag or one category. */
function FilteredBlogs({ kind }: { kind: 'tag' | 'category' }) {
  const params = useParams();
  const value = (kind === 'tag' ? params.tag : params.category) ?? '';
  const blogs = useAsyncData(`${kind}:${value}`, () => (kind === 'tag' ? listBlogsByTag(value) : listBlogsByCategory(value)));
  const heading = kind === 'tag' ? `Blogs tagged “${value}”` : `Blogs in ${value}`;

  return (
    <section className="section" aria-labelledby="filtered-heading">
      <PageTitle title={heading} />
      <div className="container">
        <h1 id="filtered-heading" className="mb-4">
          {heading}
        </h1>
        {blogs.status === 'loading' && <LoadingMessage label="Loading blogs…" />}
        {blogs.status === 'error' && <ErrorMessage>We could not load these blogs just now. Please refresh the page.</ErrorMessage>}
        {blogs.status === 'ready' &&
          (blogs.data.length === 0 ? (
            <EmptyMessage>{kind === 'tag' ? `No blogs are tagged “${value}” yet.` : `No blogs in ${value} yet.`}</EmptyMessage>
          ) : (
            <BlogCards blogs={blogs.data} />
          ))}
        <p className="mt-4">
          <Link to="/CBlog">All blogs</Link>
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
