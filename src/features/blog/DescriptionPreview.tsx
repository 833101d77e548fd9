import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { editorMessages } from './editorMessages';
import { PostBody } from './PostBody';

/** The description as the post page will show it, behind a toggle (only the view's state, not the form's). */
export function DescriptionPreview({ description }: { description: string }) {
  const t = useMessages(editorMessages);
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-pressed={previewing}
        onClick={() => setPreviewing(!previewing)}
      >
        {previewing ? t.hidePreview : t.preview}
      </button>
      {previewing && (
        <section className="card mt-2" aria-label={t.previewLabel}>
          <div className="card-body">
            {description.trim() ? (
              <PostBody text={description} className="blog-description" />
            ) : (
              <p className="text-body-secondary mb-0">{t.nothingToPreview}</p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
