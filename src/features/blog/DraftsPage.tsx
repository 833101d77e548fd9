import { Link } from 'react-router-dom';
import { listDraftBlogs } from '@services/blogs';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useAsyncData } from '../../lib/useAsyncData';
import { AdminOnly } from '../auth';
import { PublishStatus } from '../admin';
import { BlogCards } from './BlogCards';
import { BLOGS_TAGS } from './blogsTag';
import { paths } from '../../config/routes';

/** /drafts: the posts saved as drafts, last saved first; admins only (the rules refuse anyone else). */
export default function DraftsPage() {
  return (
    <AdminOnly>
      <Drafts />
    </AdminOnly>
  );
}

function Drafts() {
  const drafts = useAsyncData('drafts', listDraftBlogs, BLOGS_TAGS);
  return (
    <section className="section" aria-labelledby="drafts-heading">
      <PageMeta title="Drafts" noindex />
      <div className="container">
        <h1 id="drafts-heading">Drafts</h1>
        <p className="lead">Only admins see these posts. Open one to edit it, then press Publish to show it on the blog.</p>
        <PublishStatus />
        {drafts.status === 'loading' && <LoadingMessage label="Loading the drafts…" />}
        {drafts.status === 'error' && <ErrorMessage>We could not load the drafts just now. Please refresh the page.</ErrorMessage>}
        {drafts.status === 'ready' &&
          (drafts.data.length === 0 ? (
            <EmptyMessage>No drafts. A post saved with “Save draft” waits here until it is published.</EmptyMessage>
          ) : (
            <BlogCards blogs={drafts.data} />
          ))}
        <p className="mt-4">
          <Link to={paths.createBlog}>Write a new post</Link> · <Link to={paths.blog}>All published blogs</Link>
        </p>
      </div>
    </section>
  );
}
