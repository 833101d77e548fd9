import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LoadingMessage } from '../../components/StatusMessage';
import { messages } from '../../messages';
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
  const { user } = useSession();

  if (!user) {
    return (
      <div className="comment-box">
        <p>{messages.loginToComment}</p>
        <Link to={loginPath(postPath(blogId))} className="btn btn-primary">
          Login
        </Link>
      </div>
    );
  }

  if (!user.emailVerified) {
    return (
      <div className="comment-box">
        <p>
          Please verify your e-mail address before commenting. <Link to={paths.verifyEmail}>Verify my e-mail</Link>
        </p>
      </div>
    );
  }

  return (
    <Suspense fallback={<LoadingMessage label="Loading the comment box…" />}>
      <CommentForm blogId={blogId} onPosted={onPosted} />
    </Suspense>
  );
}
