import { useCallback } from 'react';
import { countComments, listComments } from '@services/comments';
import { useAsyncData } from '../../lib/useAsyncData';
import { usePagedList } from '../../lib/usePagedList';
import type { BlogComment, CommentCursor } from '../../types';

/** The tag of a post's comments (lib/invalidation.ts): a comment posted or deleted invalidates it. */
export const commentsTag = (blogId: string) => `comments:${blogId}`;

/**
 * A post's comments, a page at a time (newest first), and the server's count of all of them.
 * Not live: both are read again when the post's comments tag is invalidated.
 */
export function useComments(blogId: string) {
  const tags = [commentsTag(blogId)];
  const loadPage = useCallback(
    async (after: CommentCursor | null) => {
      const page = await listComments(blogId, after);
      return { items: page.comments, next: page.next };
    },
    [blogId],
  );
  const list = usePagedList<BlogComment, CommentCursor>(loadPage, 'comments', tags);
  const count = useAsyncData(`comment-count:${blogId}`, () => countComments(blogId), tags);

  const failed = list.status === 'error' || count.status === 'error';
  const loading = list.status === 'loading' || count.status === 'loading';
  return {
    status: failed ? 'error' : loading ? 'loading' : 'ready',
    comments: list.items,
    count: count.status === 'ready' ? count.data : 0,
    hasMore: list.hasMore,
    loadingMore: list.status === 'loading-more',
    moreFailed: list.moreFailed,
    loadMore: list.loadMore,
  } as const;
}
