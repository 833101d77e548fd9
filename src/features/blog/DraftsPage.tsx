import { Link } from 'react-router-dom';
import { listDraftBlogs } from '@services/blogs';
import { PageMeta } from '../../components/PageMeta';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { useAsyncData } from '../../lib/useAsyncData';
import { StaffOnly } from '../auth';
import { PublishStatus } from '../admin';
import { BlogCards } from './BlogCards';
import { BLOGS_TAGS } from './blogsTag';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { editorMessages } from './editorMessages';

/** /drafts: the posts saved as drafts, last saved first; admins only (the rules refuse anyone else). */
export default function DraftsPage() {
  return (
    <StaffOnly allow={['editContent', 'ownPosts']}>
      <Drafts />
    </StaffOnly>
  );
}

function Drafts() {
  const t = useMessages(editorMessages);
  const drafts = useAsyncData('drafts', listDraftBlogs, BLOGS_TAGS);
  return (
    <section className="section" aria-labelledby="drafts-heading">
      <PageMeta title={t.drafts} noindex />
      <div className="container">
        <h1 id="drafts-heading">{t.drafts}</h1>
        <p className="lead">{t.draftsLead}</p>
        <PublishStatus />
        {drafts.status === 'loading' && <LoadingMessage label={t.loadingDrafts} />}
        {drafts.status === 'error' && <ErrorMessage>{t.draftsFailed}</ErrorMessage>}
        {drafts.status === 'ready' &&
          (drafts.data.length === 0 ? <EmptyMessage>{t.noDrafts}</EmptyMessage> : <BlogCards blogs={drafts.data} />)}
        <p className="mt-4">
          <Link to={paths.createBlog}>{t.writeNew}</Link> · <Link to={paths.blog}>{t.allPublished}</Link>
        </p>
      </div>
    </section>
  );
}
