import { useId, useState, type KeyboardEvent } from 'react';
import { BLOG_LIMITS } from '../../config/limits';
import { normalizeTag } from '../../lib/blogText';
import { useMessages } from '../../i18n/messages';
import { editorMessages } from './editorMessages';

/** Tags as a list: type one and press Enter (or separate several with commas); each can be removed. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const t = useMessages(editorMessages);
  const [draft, setDraft] = useState('');
  const id = useId();

  function add() {
    const added = draft
      .split(',')
      .map(normalizeTag)
      .filter(Boolean)
      .map((tag) => tag.slice(0, BLOG_LIMITS.tag));
    onChange([...new Set([...tags, ...added])].slice(0, BLOG_LIMITS.tags));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  }

  const full = tags.length >= BLOG_LIMITS.tags;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t.tags}
      </label>
      <div className="d-flex gap-2">
        <input
          id={id}
          className="form-control"
          value={draft}
          maxLength={200}
          disabled={full}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-outline-primary text-nowrap" onClick={add} disabled={full || !draft.trim()}>
          {t.addTag}
        </button>
      </div>
      <div id={`${id}-hint`} className="form-text">
        {t.tagHint(BLOG_LIMITS.tags)}
      </div>
      {tags.length > 0 && (
        <ul className="list-unstyled tag-cloud mt-2" aria-label={t.tagsAdded}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="btn btn-sm btn-link p-0 ms-1"
                aria-label={t.removeTag(tag)}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
