import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { BLOGS_TAG } from './blogsTag';
import { deleteBlog } from '@services/blogs';
import { useMessages } from '../../i18n/messages';
import { deleteMessages } from '../../components/deleteMessages';
import { blogMessages } from './messages';
import type { Blog } from '../../types';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';

/** Deleting a blog after confirmation, and then its uploaded image. */
export function useBlogDelete() {
  const t = useMessages(blogMessages);
  const m = useMessages(deleteMessages);
  return useConfirmedDelete<Blog>({
    title: t.deleteBlog,
    message: m.blogDeleteConfirm,
    remove: deleteBlog,
    onDeleted: (blog) => {
      toast.success(m.blogDeleted);
      deleteBlogImage(blog);
      invalidate(BLOGS_TAG);
    },
    onFailed: (error) => {
      console.error('Could not delete the blog', error);
      toast.error(t.deleteBlogFailed);
    },
  });
}

/**
 * The images go after the blog: a failure here leaves an unused file, never a broken post. The
 * Storage code is loaded here, when an admin deletes, so the blog list never downloads it.
 */
function deleteBlogImage(blog: Blog): void {
  const failed = (error: unknown) => console.error('Could not delete the blog image', error);
  import('@services/images').then(({ deleteImage }) => {
    for (const url of [blog.imgUrl, blog.imgCardUrl]) deleteImage(url).catch(failed);
  }, failed);
}
