import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { addComment } from '@services/comments';
import { COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { commentMessages } from './commentMessages';
import { blogMessages } from './messages';
import { slot, withElements } from '../../i18n/withElements';
import { savePublicName, useSession } from '../auth';
import { FormField } from '../../components/FormField';
import { PurposeNote } from '../../components/PurposeNote';

/** A signed-in, verified reader's comment box (CommentBox decides who sees it). */
export default function CommentForm({ blogId, onPosted }: { blogId: string; onPosted: () => void }) {
  const t = useMessages(blogMessages);
  const m = useMessages(commentMessages);
  const { user, roles, reload } = useSession();
  const [body, setBody] = useState('');
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  const publicName = user?.publicName?.trim() ? user.publicName : null;

  /** The profile's name, set first from the field when it has none (as saved: tidied); null when refused. */
  async function nameToPostUnder(uid: string): Promise<string | null> {
    if (publicName) return publicName;
    const saved = await savePublicName(uid, newName);
    setNameError(saved.refused);
    if (saved.refused !== null) return null;
    await reload();
    return saved.name;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (posting || !user || !body.trim()) return;
    setPosting(true);
    try {
      const name = await nameToPostUnder(user.uid);
      if (!name) return;
      // `staff` must match the profile's admin flag: the rules refuse a badge nobody gave.
      await addComment(blogId, { userId: user.uid, name, body, staff: roles.length > 0 });
      setBody('');
      toast.success(m.commentPosted);
      onPosted();
    } catch (error) {
      console.error('Could not post the comment', error);
      toast.error(t.commentFailed);
    } finally {
      setPosting(false);
    }
  }

  return (
    <form className="comment-box" onSubmit={onSubmit} noValidate>
      {publicName ? (
        <p className="form-text mt-0">{withElements(t.commentingAs(slot(0)), [<strong>{publicName}</strong>])}</p>
      ) : (
        <FormField
          label={t.nameLabel}
          hint={t.nameHint}
          error={nameError}
          autoComplete="name"
          maxLength={COMMENT_NAME_MAX_LENGTH}
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
        />
      )}
      <label htmlFor="comment-body" className="form-label">
        {t.yourComment}
      </label>
      <textarea
        id="comment-body"
        className="form-control mb-2"
        rows={4}
        placeholder={t.commentPlaceholder}
        maxLength={COMMENT_MAX_LENGTH}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <PurposeNote>{t.commentsPublic}</PurposeNote>
      <button type="submit" className="btn btn-primary" disabled={posting || !body.trim()}>
        {posting ? t.posting : t.postComment}
      </button>
    </form>
  );
}
