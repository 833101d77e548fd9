import { listBlogsPage } from '@services/blogs';
import { usePagedList } from '../../lib/usePagedList';
import type { Blog, BlogCursor } from '../../types';

const loadBlogs = async (after: BlogCursor | null) => {
  const page = await listBlogsPage(after);
  return { items: page.blogs, next: page.next };
};

/** The blog list, page by page (4 at a time), newest first. */
export function usePagedBlogs() {
  const { items, ...list } = usePagedList<Blog, BlogCursor>(loadBlogs, 'blogs');
  return { ...list, blogs: items };
}
