import { lazy, Suspense } from 'react';
import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { deleteComment } from '@services/comments';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { formatDateTime } from '../../lib/dates';
import { COMMENT_QUERY_LIMIT } from '../../config/limits';
import { messages } from '../../messages';
import type { BlogComment } from '../../types';
import { useSession } from '../auth';
import { Avatar } from './Avatar';
import { CommentBox } from './CommentBox';
import { commentsTag, useComments } from './useComments';

/** The delete confirmation loads when someone asks to delete: most readers never do. */
const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * 'Comments (n)' (counted up to COMMENT_QUERY_LIMIT, then "100+": the rules bound every comment
 * query), newest first and a page at a time, then the comment box. A comment's author
 * can delete it, and admins can remove any; admins' comments carry a "Clinic staff" badge.
 */
export function Comments({ blogId }: { blogId: string }) {
  const { user, isAdmin } = useSession();
  const comments = useComments(blogId);
  const deletion = useConfirmedDelete<BlogComment>({
    title: 'Delete comment',
    message: messages.commentDeleteConfirm,
    remove: (id) => deleteComment(blogId, id),
    onDeleted: () => {
      toast.success(messages.commentDeleted);
      // The count and the pages come again from the server.
      invalidate(commentsTag(blogId));
    },
    onFailed: (error) => {
      console.error('Could not delete the comment', error);
      toast.error(messages.commentDeleteFailed);
    },
  });
  const shown = comments.comments.filter((comment) => !deletion.isDeleted(comment));

  return (
    <>
      <section aria-labelledby="comments-heading" className="mt-5">
        <h2 id="comments-heading" className="h4">
          Comments
          {comments.status === 'ready' ? ` (${comments.count >= COMMENT_QUERY_LIMIT ? `${COMMENT_QUERY_LIMIT}+` : comments.count})` : ''}
        </h2>
        {comments.status === 'loading' && <LoadingMessage label="Loading comments…" />}
        {comments.status === 'error' && <ErrorMessage>The comments could not be loaded just now. Please refresh the page.</ErrorMessage>}
        {comments.status === 'ready' && shown.length === 0 && <p className="text-body-secondary">{messages.noComments}</p>}
        {comments.status === 'ready' && shown.length > 0 && (
          <ul className="list-unstyled comments">
            {shown.map((comment) => {
              const own = user?.uid === comment.userId;
              return (
                <li key={comment.id} className="comment">
                  <Avatar name={comment.shownName ?? ''} />
                  <div className="flex-grow-1">
                    <p className="mb-1">
                      {comment.shownName ? <strong>{comment.shownName}</strong> : <strong>{messages.unnamedCommenter}</strong>}{' '}
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
                      aria-label={own ? 'Delete your comment' : `Remove comment by ${comment.shownName ?? messages.unnamedCommenter}`}
                      onClick={() => deletion.ask(comment)}
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
        {comments.status === 'ready' && comments.hasMore && (
          <button type="button" className="btn btn-outline-primary" onClick={comments.loadMore} disabled={comments.loadingMore}>
            {comments.loadingMore ? 'Loading…' : 'Show more comments'}
          </button>
        )}
      </section>
      <CommentBox blogId={blogId} onPosted={() => invalidate(commentsTag(blogId))} />
      {deletion.dialog.open && (
        <Suspense fallback={null}>
          <ConfirmDialog {...deletion.dialog} />
        </Suspense>
      )}
    </>
  );
}
