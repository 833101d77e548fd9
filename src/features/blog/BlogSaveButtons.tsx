import { Link } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { saveButtonLabel } from './blogEditorForm';
import { editorMessages } from './editorMessages';

interface BlogSaveButtonsProps {
  wasPublished: boolean;
  /** Whether the post is stored already (update mode). */
  existed: boolean;
  /** Null while not saving; otherwise whether the save publishes. */
  savingAs: boolean | null;
  disabled: boolean;
}

/**
 * Publish and save as a draft (or, for a published post, update and move back to the drafts).
 * The first button is the one Enter presses, so it never publishes a draft.
 */
export function BlogSaveButtons({ wasPublished, existed, savingAs, disabled }: BlogSaveButtonsProps) {
  const t = useMessages(editorMessages);
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      {(wasPublished ? [true, false] : [false, true]).map((publish) => (
        <button
          key={String(publish)}
          type="submit"
          value={publish ? 'publish' : 'draft'}
          className={`btn ${publish ? 'btn-primary' : 'btn-outline-secondary'}`}
          disabled={disabled}
        >
          {savingAs === publish ? t.saving : saveButtonLabel(t, wasPublished, publish)}
        </button>
      ))}
      <Link to={wasPublished || !existed ? paths.blog : paths.drafts}>{t.cancel}</Link>
    </div>
  );
}
