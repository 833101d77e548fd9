import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { BLOGS_TAG } from './blogsTag';
import { deleteBlog } from '@services/blogs';
import { messages } from '../../messages';
import type { Blog } from '../../types';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';

/** Deleting a blog after confirmation, and then its uploaded image. */
export function useBlogDelete() {
  return useConfirmedDelete<Blog>({
    title: 'Delete blog',
    message: messages.blogDeleteConfirm,
    remove: deleteBlog,
    onDeleted: (blog) => {
      toast.success(messages.blogDeleted);
      deleteBlogImage(blog);
      invalidate(BLOGS_TAG);
    },
    onFailed: (error) => {
      console.error('Could not delete the blog', error);
      toast.error('Could not delete the blog. Please try again.');
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
