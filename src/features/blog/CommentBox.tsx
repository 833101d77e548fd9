import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LoadingMessage } from '../../components/StatusMessage';
import { useMessages } from '../../i18n/messages';
import { commentMessages } from './commentMessages';
import { blogMessages } from './messages';
import { useSession } from '../auth';
import { paths, postPath, loginPath } from '../../config/routes';

/** The form itself loads for a signed-in, verified reader only: a visitor's post page does without it. */
const CommentForm = lazy(() => import('./CommentForm'));

/**
 * The comment box, or what a visitor or an unverified user needs to do first. A comment carries
 * the name on the person's profile (the rules refuse any other); a profile without one is given
 * a name here first, checked as the rules check it.
 */
export function CommentBox({ blogId, onPosted }: { blogId: string; onPosted: () => void }) {
  const t = useMessages(blogMessages);
  const m = useMessages(commentMessages);
  const { user } = useSession();

  if (!user) {
    return (
      <div className="comment-box">
        <p>{m.loginToComment}</p>
        <Link to={loginPath(postPath(blogId))} className="btn btn-primary">
          {t.login}
        </Link>
      </div>
    );
  }

  if (!user.emailVerified) {
    return (
      <div className="comment-box">
        <p>
          {t.verifyFirst} <Link to={paths.verifyEmail}>{t.verifyLink}</Link>
        </p>
      </div>
    );
  }

  return (
    <Suspense fallback={<LoadingMessage label={t.loadingCommentBox} />}>
      <CommentForm blogId={blogId} onPosted={onPosted} />
    </Suspense>
  );
}
