import { useState } from 'react';
import { toast } from '../../lib/toast';
import { deleteComment } from '@services/comments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { formatDateTime } from '../../lib/dates';
import { messages } from '../../messages';
import type { BlogComment } from '../../types';
import { useSession } from '../auth';
import { Avatar } from './Avatar';
import { CommentBox } from './CommentBox';
import { useComments } from './useComments';

/**
 * 'Comments (n)', newest first and a page at a time, then the comment box. A comment's author
 * can delete it, and admins can remove any; admins' comments carry a "Clinic staff" badge.
 */
export function Comments({ blogId }: { blogId: string }) {
  const { user, isAdmin } = useSession();
  const comments = useComments(blogId);
  const [toDelete, setToDelete] = useState<BlogComment | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await deleteComment(blogId, toDelete.id);
      toast.success(messages.commentDeleted);
      await comments.reload();
    } catch (error) {
      console.error('Could not delete the comment', error);
      toast.error(messages.commentDeleteFailed);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <>
      <section aria-labelledby="comments-heading" className="mt-5">
        <h2 id="comments-heading" className="h4">
          Comments{comments.status === 'ready' ? ` (${comments.count})` : ''}
        </h2>
        {comments.status === 'loading' && <LoadingMessage label="Loading comments…" />}
        {comments.status === 'error' && <ErrorMessage>The comments could not be loaded just now. Please refresh the page.</ErrorMessage>}
        {comments.status === 'ready' && comments.comments.length === 0 && <p className="text-body-secondary">{messages.noComments}</p>}
        {comments.status === 'ready' && comments.comments.length > 0 && (
          <ul className="list-unstyled comments">
            {comments.comments.map((comment) => {
              const own = user?.uid === comment.userId;
              return (
                <li key={comment.id} className="comment">
                  <Avatar name={comment.name} />
                  <div className="flex-grow-1">
                    <p className="mb-1">
                      <strong>{comment.name}</strong>{' '}
                      {comment.staff && <span className="badge text-bg-success staff-badge">Clinic staff</span>}{' '}
                      <time className="small text-body-secondary" dateTime={comment.createdAt?.toISOString()}>
                        {formatDateTime(comment.createdAt)}
                      </time>
                    </p>
                    <p className="comment-body mb-0">{comment.body}</p>
                  </div>
                  {(own || isAdmin) && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger align-self-start"
                      aria-label={own ? 'Delete your comment' : `Remove comment by ${comment.name}`}
                      onClick={() => setToDelete(comment)}
                    >
                      {own ? 'Delete' : 'Remove'}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {comments.moreFailed && <ErrorMessage>More comments could not be loaded. Please try again.</ErrorMessage>}
        {comments.status === 'ready' && comments.next && (
          <button type="button" className="btn btn-outline-primary" onClick={comments.loadMore} disabled={comments.loadingMore}>
            {comments.loadingMore ? 'Loading…' : 'Show more comments'}
          </button>
        )}
      </section>
      <CommentBox blogId={blogId} onPosted={() => void comments.reload()} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete comment"
        message={messages.commentDeleteConfirm}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
