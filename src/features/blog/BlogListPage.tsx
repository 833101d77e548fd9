import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchBlogs } from '@services/blogs';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { BLOG_CRUMBS, breadcrumbJsonLd } from '../../lib/structuredData/breadcrumbs';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { usePageData } from '../../lib/pageData';
import { useAsyncData } from '../../lib/useAsyncData';
import { useMessages } from '../../i18n/messages';
import { specMessages } from '../../components/specMessages';
import { blogMessages } from './messages';
import { BlogCards } from './BlogCards';
import { BlogSearch } from './BlogSearch';
import { BlogSidebar } from './BlogSidebar';
import { BLOGS_LIST } from './blogReads';
import { usePagedBlogs } from './usePagedBlogs';

/** Calls `onSettled` once the list has loaded or failed (the page then shows the sidebar). */
function useSettled(loading: boolean, onSettled: () => void) {
  useEffect(() => {
    if (!loading) onSettled();
  }, [loading, onSettled]);
}

function PagedBlogs({ onSettled }: { onSettled: () => void }) {
  const t = useMessages(blogMessages);
  const m = useMessages(specMessages);
  const { blogs, status, hasMore, moreFailed, loadMore } = usePagedBlogs();
  useSettled(status === 'loading', onSettled);
  if (status === 'loading') return <LoadingMessage label={t.loadingBlogs} />;
  if (status === 'error') return <ErrorMessage>{t.blogsFailed}</ErrorMessage>;
  if (blogs.length === 0) return <EmptyMessage>{t.noBlogs}</EmptyMessage>;
  return (
    <>
      <BlogCards blogs={blogs} />
      <div className="text-center mt-4">
        {moreFailed && <ErrorMessage>{t.moreFailed}</ErrorMessage>}
        {hasMore ? (
          <button type="button" className="btn btn-primary" onClick={loadMore} disabled={status === 'loading-more'}>
            {status === 'loading-more' ? t.loading : t.loadMore}
          </button>
        ) : (
          <p className="text-body-secondary" role="status">
            {m.noMoreBlogs}
          </p>
        )}
      </div>
    </>
  );
}

function SearchResults({ term, onSettled }: { term: string; onSettled: () => void }) {
  const t = useMessages(blogMessages);
  const m = useMessages(specMessages);
  const results = useAsyncData(`search:${term}`, () => searchBlogs(term));
  useSettled(results.status === 'loading', onSettled);
  if (results.status === 'loading') return <LoadingMessage label={t.searching} />;
  if (results.status === 'error') return <ErrorMessage>{t.searchFailed}</ErrorMessage>;
  if (results.data.length === 0) return <EmptyMessage>{m.noSearchResults(term)}</EmptyMessage>;
  return (
    <>
      <p role="status">{t.searchMatches(results.data.length, term)}</p>
      <BlogCards blogs={results.data} />
    </>
  );
}

export default function BlogListPage() {
  const t = useMessages(blogMessages);
  const [params, setParams] = useSearchParams();
  const term = params.get('searchQuery')?.trim() ?? '';
  // The sidebar comes once the list is there: on a phone it sits below the list, and a list
  // growing from its loading line to four cards would push a visible sidebar down.
  // A page that carries its first page of posts (lib/pageData.ts) has the sidebar from the start.
  const carriesList = usePageData(BLOGS_LIST) !== undefined;
  const [listSettled, setListSettled] = useState(carriesList);
  const onSettled = useCallback(() => setListSettled(true), []);

  return (
    <section className="section" aria-labelledby="blog-heading">
      {/* Search results are not a page of their own for search engines. */}
      <PageMeta {...useFixedPage('blog')} {...(term ? { title: t.searchTitle(term), path: undefined, noindex: true } : {})} />
      <JsonLd data={breadcrumbJsonLd(BLOG_CRUMBS)} />
      <div className="container">
        <h1 id="blog-heading" className="mb-4">
          {t.heading}
        </h1>
        <div className="row g-5">
          <div className="col-12 col-lg-8">
            <BlogSearch key={term} term={term} onSearch={(next) => setParams(next ? { searchQuery: next } : {})} />
            {term ? <SearchResults term={term} onSettled={onSettled} /> : <PagedBlogs onSettled={onSettled} />}
          </div>
          <div className="col-12 col-lg-4">{listSettled && <BlogSidebar />}</div>
        </div>
      </div>
    </section>
  );
}
