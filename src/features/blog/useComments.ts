import { useCallback } from 'react';
import { countComments, getReservedNames, listComments } from '@services/comments';
import { shownCommenterName } from '../../services/publicName';
import { useAsyncData } from '../../lib/useAsyncData';
import { usePagedList } from '../../lib/usePagedList';
import type { BlogComment, CommentCursor } from '../../types';

/** The tag of a post's comments (lib/invalidation.ts): a comment posted or deleted invalidates it. */
export const commentsTag = (blogId: string) => `comments:${blogId}`;

/**
 * A post's comments, a page at a time (newest first), and the server's count of all of them.
 * Not live: both are read again when the post's comments tag is invalidated. Each comment's
 * `name` is the one to show: null when its author's name no longer passes the public-name check
 * (a name taken before it was reserved for a doctor or staff, or stored under older rules).
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
  // One read per visit: the reserved names change when the clinic adds or renames a doctor.
  const reserved = useAsyncData('reserved-names', getReservedNames, []);

  const failed = list.status === 'error' || count.status === 'error' || reserved.status === 'error';
  const loading = list.status === 'loading' || count.status === 'loading' || reserved.status === 'loading';
  const reservedKeys = reserved.status === 'ready' ? reserved.data : new Set<string>();
  return {
    status: failed ? 'error' : loading ? 'loading' : 'ready',
    comments: list.items.map((comment) => ({ ...comment, shownName: shownCommenterName(comment.name, comment.staff, reservedKeys) })),
    count: count.status === 'ready' ? count.data : 0,
    hasMore: list.hasMore,
    loadingMore: list.status === 'loading-more',
    moreFailed: list.moreFailed,
    loadMore: list.loadMore,
  } as const;
}
