import { lazy, Suspense } from 'react';
import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { deleteComment } from '@services/comments';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { formatDateTime } from '../../lib/dates';
import { COMMENT_QUERY_LIMIT } from '../../config/limits';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { commentMessages } from './commentMessages';
import { blogMessages } from './messages';
import type { BlogComment } from '../../types';
import { IfCan, useSession } from '../auth';
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
  const t = useMessages(blogMessages);
  const m = useMessages(commentMessages);
  const locale = useIntlLocale();
  const { user } = useSession();
  const removeButton = (comment: BlogComment & { shownName: string | null }, own: boolean) => (
    <button
      type="button"
      className="btn btn-sm btn-outline-danger align-self-start"
      aria-label={own ? t.deleteOwnComment : t.removeComment(comment.shownName ?? m.unnamedCommenter)}
      onClick={() => deletion.ask(comment)}
    >
      {own ? t.delete : t.remove}
    </button>
  );
  const comments = useComments(blogId);
  const deletion = useConfirmedDelete<BlogComment>({
    title: t.deleteComment,
    message: m.commentDeleteConfirm,
    remove: (id) => deleteComment(blogId, id),
    onDeleted: () => {
      toast.success(m.commentDeleted);
      // The count and the pages come again from the server.
      invalidate(commentsTag(blogId));
    },
    onFailed: (error) => {
      console.error('Could not delete the comment', error);
      toast.error(m.commentDeleteFailed);
    },
  });
  const shown = comments.comments.filter((comment) => !deletion.isDeleted(comment));

  return (
    <>
      <section aria-labelledby="comments-heading" className="mt-5">
        <h2 id="comments-heading" className="h4">
          {t.comments}
          {comments.status === 'ready' ? ` (${comments.count >= COMMENT_QUERY_LIMIT ? `${COMMENT_QUERY_LIMIT}+` : comments.count})` : ''}
        </h2>
        {comments.status === 'loading' && <LoadingMessage label={t.loadingComments} />}
        {comments.status === 'error' && <ErrorMessage>{t.commentsFailed}</ErrorMessage>}
        {comments.status === 'ready' && shown.length === 0 && <p className="text-body-secondary">{m.noComments}</p>}
        {comments.status === 'ready' && shown.length > 0 && (
          <ul className="list-unstyled comments">
            {shown.map((comment) => {
              const own = user?.uid === comment.userId;
              return (
                <li key={comment.id} className="comment">
                  <Avatar name={comment.shownName ?? ''} />
                  <div className="flex-grow-1">
                    <p className="mb-1">
                      {comment.shownName ? <strong>{comment.shownName}</strong> : <strong>{m.unnamedCommenter}</strong>}{' '}
                      {comment.staff && <span className="badge text-bg-success staff-badge">{t.clinicStaff}</span>}{' '}
                      <time className="small text-body-secondary" dateTime={comment.createdAt?.toISOString()}>
                        {formatDateTime(comment.createdAt, locale)}
                      </time>
                    </p>
                    <p className="comment-body mb-0">{comment.body}</p>
                  </div>
                  {/* Moderation: the content roles remove anyone's comment. */}
                  {own ? removeButton(comment, true) : <IfCan anyOf={['editContent']}>{removeButton(comment, false)}</IfCan>}
                </li>
              );
            })}
          </ul>
        )}
        {comments.moreFailed && <ErrorMessage>{t.moreCommentsFailed}</ErrorMessage>}
        {comments.status === 'ready' && comments.hasMore && (
          <button type="button" className="btn btn-outline-primary" onClick={comments.loadMore} disabled={comments.loadingMore}>
            {comments.loadingMore ? t.loading : t.showMoreComments}
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
