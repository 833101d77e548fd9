import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { addComment } from '@services/comments';
import { COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from '../../config/limits';
import { messages } from '../../messages';
import { savePublicName, useSession } from '../auth';
import { paths, postPath, loginPath } from '../../config/routes';
import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';

/**
 * The comment box, or what a visitor or an unverified user needs to do first. A comment carries
 * the name on the person's profile (the rules refuse any other); a profile without one is given
 * a name here first, checked as the rules check it.
 */
export function CommentBox({ blogId, onPosted }: { blogId: string; onPosted: () => void }) {
  const { user, isAdmin, reload } = useSession();
  const [body, setBody] = useState('');
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
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

  const publicName = user.publicName?.trim() ? user.publicName : null;

  /** The profile's name, set first from the field when it has none; null when refused. */
  async function nameToPostUnder(uid: string): Promise<string | null> {
    if (publicName) return publicName;
    const refused = await savePublicName(uid, newName);
    setNameError(refused);
    if (refused) return null;
    await reload();
    return newName.trim();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (posting || !user || !body.trim()) return;
    setPosting(true);
    try {
      const name = await nameToPostUnder(user.uid);
      if (!name) return;
      // `staff` must match the profile's admin flag: the rules refuse a badge nobody gave.
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
    <form className="comment-box" onSubmit={onSubmit} noValidate>
      {publicName ? (
        <p className="form-text mt-0">
          Commenting as <strong>{publicName}</strong>
        </p>
      ) : (
        <FormField
          label="Your name, shown with your comments"
          hint="Your account has no name yet. Comments are public: use a name you are happy to show."
          error={nameError}
          autoComplete="name"
          maxLength={COMMENT_NAME_MAX_LENGTH}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
        />
      )}
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
      <PurposeNote>Comments are public, under your name. Please leave details of your health for your visit.</PurposeNote>
      <button type="submit" className="btn btn-primary" disabled={posting || !body.trim()}>
        {posting ? 'Posting…' : 'Post Comment'}
      </button>
    </form>
  );
}
