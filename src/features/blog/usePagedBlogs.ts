import { listBlogsPage } from '@services/blogs';
import { usePagedList } from '../../lib/usePagedList';
import type { Blog, BlogCursor } from '../../types';
import { BLOGS_LIST } from './blogReads';

const loadBlogs = async (after: BlogCursor | null) => {
  const page = await listBlogsPage(after);
  return { items: page.blogs, next: page.next };
};

/** The blog list, page by page (4 at a time), newest first. */
export function usePagedBlogs() {
  const { items, ...list } = usePagedList<Blog, BlogCursor>(loadBlogs, BLOGS_LIST);
  return { ...list, blogs: items };
}
