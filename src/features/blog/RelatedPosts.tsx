import { PostLinks } from '../../components/PostLinks';
import { listRelatedBlogs } from '@services/blogs';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Blog } from '../../types';
import { relatedRead } from './blogReads';
import { BLOGS_TAGS } from './blogsTag';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';

/**
 * Under a published post: up to three other posts of its category or with one of its tags, newest
 * first (listRelatedBlogs: at most 8 document reads). A post prerendered at deploy carries them.
 * Nothing is shown while they load, if none are found, or if the read fails: the post is whole
 * without them.
 */
export function RelatedPosts({ post }: { post: Blog }) {
  const t = useMessages(blogMessages);
  const related = useAsyncData(
    relatedRead(post.id),
    () =>
      listRelatedBlogs(post).catch((error: unknown) => {
        console.error('Could not load the related posts', error);
        throw error;
      }),
    BLOGS_TAGS,
  );
  return <PostLinks heading={t.relatedArticles} headingId="related-heading" posts={related.status === 'ready' ? related.data : []} />;
}
