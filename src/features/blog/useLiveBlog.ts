import { useEffect, useState } from 'react';
import { subscribeToBlog } from '@services/blogs';
import type { Blog } from '../../types';

export type LiveBlog = { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ready'; blog: Blog };

/** One blog, kept up to date (new comments appear without a reload). */
export function useLiveBlog(id: string): LiveBlog {
  const [state, setState] = useState<{ id: string; value: LiveBlog }>({ id, value: { status: 'loading' } });

  useEffect(
    () =>
      subscribeToBlog(
        id,
        (blog) => setState({ id, value: blog ? { status: 'ready', blog } : { status: 'missing' } }),
        (error) => {
          console.error('Could not load the blog', error);
          setState({ id, value: { status: 'error' } });
        },
      ),
    [id],
  );

  return state.id === id ? state.value : { status: 'loading' };
}
