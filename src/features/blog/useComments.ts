import { useEffect, useState } from 'react';
import { countComments, listComments } from '@services/comments';
import type { BlogComment, CommentCursor } from '../../types';

interface CommentsState {
  status: 'loading' | 'ready' | 'error';
  comments: BlogComment[];
  /** The server's count of all the post's comments (not only the pages loaded). */
  count: number;
  next: CommentCursor | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

const initial: CommentsState = { status: 'loading', comments: [], count: 0, next: null, loadingMore: false, moreFailed: false };

/** The first page and the count, as the state to show (an error state when either failed). */
async function firstPage(blogId: string): Promise<CommentsState & { blogId: string }> {
  try {
    const [page, count] = await Promise.all([listComments(blogId, null), countComments(blogId)]);
    return { ...initial, blogId, status: 'ready', comments: page.comments, next: page.next, count };
  } catch (error) {
    console.error('Could not load the comments', error);
    return { ...initial, blogId, status: 'error' };
  }
}

/**
 * A post's comments, a page at a time (newest first), and their count. Not live: `reload` brings
 * the first page and the count up to date after the person's own post or delete.
 */
export function useComments(blogId: string) {
  const [state, setState] = useState<CommentsState & { blogId: string }>({ ...initial, blogId });

  useEffect(() => {
    let active = true;
    void firstPage(blogId).then((next) => active && setState(next));
    return () => {
      active = false;
    };
  }, [blogId]);

  async function reload() {
    setState(await firstPage(blogId));
  }

  async function loadMore() {
    if (!state.next || state.loadingMore) return;
    setState((s) => ({ ...s, loadingMore: true, moreFailed: false }));
    try {
      const page = await listComments(blogId, state.next);
      setState((s) => ({ ...s, comments: [...s.comments, ...page.comments], next: page.next, loadingMore: false }));
    } catch (error) {
      console.error('Could not load more comments', error);
      setState((s) => ({ ...s, loadingMore: false, moreFailed: true }));
    }
  }

  const current = state.blogId === blogId ? state : { ...initial, blogId };
  return { ...current, reload, loadMore: () => void loadMore() };
}
