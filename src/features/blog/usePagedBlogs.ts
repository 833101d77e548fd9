import { useEffect, useState } from 'react';
import { listBlogsPage } from '@services/blogs';
import type { Blog, BlogCursor } from '../../types';

type Status = 'loading' | 'error' | 'ready' | 'loading-more';

/** The blog list, page by page (4 at a time), newest first. */
export function usePagedBlogs() {
  const [blogs, setBlogs] = useState<Blog[]>([]);
  const [next, setNext] = useState<BlogCursor | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    let active = true;
    listBlogsPage(null).then(
      (page) => {
        if (!active) return;
        setBlogs(page.blogs);
        setNext(page.next);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('Could not load the blogs', error);
        if (active) setStatus('error');
      },
    );
    return () => {
      active = false;
    };
  }, []);

  async function loadMore() {
    if (!next || status !== 'ready') return;
    setStatus('loading-more');
    setMoreFailed(false);
    try {
      const page = await listBlogsPage(next);
      setBlogs((shown) => [...shown, ...page.blogs]);
      setNext(page.next);
    } catch (error) {
      console.error('Could not load more blogs', error);
      setMoreFailed(true);
    } finally {
      setStatus('ready');
    }
  }

  return { blogs, status, hasMore: next !== null, moreFailed, loadMore: () => void loadMore() };
}
