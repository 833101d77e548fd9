import { useState } from 'react';
import { toast } from 'react-toastify';
import { removeComment } from '@services/blogs';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { messages } from '../../messages';
import type { BlogComment } from '../../types';
import { useSession } from '../auth/useSession';
import { Avatar } from './Avatar';

/** 'Comments (n)', oldest first; admins can remove a comment. */
export function Comments({ blogId, comments }: { blogId: string; comments: BlogComment[] }) {
  const { isAdmin } = useSession();
  const [toRemove, setToRemove] = useState<BlogComment | null>(null);
  const [removing, setRemoving] = useState(false);

  async function confirmRemove() {
    if (!toRemove) return;
    setRemoving(true);
    try {
      await removeComment(blogId, toRemove);
      toast.success('Comment removed');
    } catch (error) {
      console.error('Could not remove the comment', error);
      toast.error('The comment could not be removed. Please try again.');
    } finally {
      setRemoving(false);
      setToRemove(null);
    }
  }

  return (
    <section aria-labelledby="comments-heading" className="mt-5">
      <h2 id="comments-heading" className="h4">
        Comments ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p className="text-body-secondary">{messages.noComments}</p>
      ) : (
        <ul className="list-unstyled comments">
          {comments.map((comment) => (
            <li key={`${comment.userId}-${comment.createdAt.getTime()}`} className="comment">
              <Avatar name={comment.name} />
              <div className="flex-grow-1">
                <p className="mb-1">
                  <strong>{comment.name}</strong>{' '}
                  <time className="small text-body-secondary" dateTime={comment.createdAt.toISOString()}>
                    {formatDateTime(comment.createdAt)}
                  </time>
                </p>
                <p className="comment-body mb-0">{comment.body}</p>
              </div>
              {isAdmin && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger align-self-start"
                  aria-label={`Remove comment by ${comment.name}`}
                  onClick={() => setToRemove(comment)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove comment"
        message="Remove this comment? It cannot be brought back."
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </section>
  );
}
