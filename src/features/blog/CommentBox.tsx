import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { addComment } from '@services/comments';
import { COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from '../../config/limits';
import { messages } from '../../messages';
import { useSession } from '../auth';
import { paths, postPath, loginPath } from '../../config/routes';

/** The comment box, or what a visitor or an unverified user needs to do first. */
export function CommentBox({ blogId, onPosted }: { blogId: string; onPosted: () => void }) {
  const { user, isAdmin } = useSession();
  const [body, setBody] = useState('');
  const [posting, setPosting] = useState(false);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (posting || !user || !body.trim()) return;
    setPosting(true);
    try {
      // `staff` must match the profile's admin flag: the rules refuse a badge nobody gave.
      const name = (user.displayName?.trim() || user.email || 'Patient').slice(0, COMMENT_NAME_MAX_LENGTH);
      await addComment(blogId, { userId: user.uid, name, body, staff: isAdmin });
      setBody('');
      toast.success(messages.commentPosted);
      onPosted();
    } catch (error) {
      console.error('Could not post the comment', error);
      toast.error('Your comment could not be posted. Please try again; your text is still here.');
    } finally {
      setPosting(false);
    }
  }

  return (
    <form className="comment-box" onSubmit={onSubmit}>
      <label htmlFor="comment-body" className="form-label">
        Your comment
      </label>
      <textarea
        id="comment-body"
        className="form-control mb-2"
        rows={4}
        placeholder="Write a comment..."
        maxLength={COMMENT_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={posting || !body.trim()}>
        {posting ? 'Posting…' : 'Post Comment'}
      </button>
    </form>
  );
}
