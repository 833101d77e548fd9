import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/messages';
import { Link } from 'react-router-dom';
import { invalidate } from '../../lib/invalidation';
import { PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { blankFields, useFormCheck } from '../../lib/useFormCheck';
import { FormField, TextAreaField } from '../../components/FormField';
import type { TitledEntryLimits } from '../../config/limits';
import { editorSpecMessages } from '../../components/editorMessages';
import type { ContentAuthor, TitledEntry, TitledEntryInput } from '../../types';
import { useSession } from '../auth';
import { AdminEditorPage, type EditedThing } from './AdminEditorPage';
import { adminMessages } from './messages';
import { TranslationFields, type TitledTranslations } from './TranslationFields';
import { halfTranslated } from '../../lib/contentLanguage';
import type { TranslatedLocale } from '../../config/locales';

/** What differs between the FAQ editor and the service editor: its words in the page's language. */
export interface TitledEntryEditorConfig extends EditedThing<TitledEntry> {
  labels: { title: string; description: string };
  limits: TitledEntryLimits;
  saved: { created: string; updated: string };
  create: (input: TitledEntryInput, author: ContentAuthor) => Promise<string>;
  update: (id: string, input: TitledEntryInput, author: ContentAuthor) => Promise<void>;
}

/**
 * Create mode without an id, update mode with one (prefilled from the document). Saving stays
 * on the page; a failed save keeps everything typed.
 */
export function TitledEntryEditorPage({ config }: { config: TitledEntryEditorConfig }) {
  return <AdminEditorPage thing={config} form={(entry) => <EditorForm config={config} entry={entry} />} />;
}

function EditorForm({ config, entry }: { config: TitledEntryEditorConfig; entry?: TitledEntry }) {
  const { user } = useSession();
  const t = useMessages(adminMessages);
  const m = useMessages(editorSpecMessages);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  const [translations, setTranslations] = useState<TitledTranslations>(entry?.translations ?? {});
  // The languages half filled in when the admin last tried to save (one field without the other).
  const [halfFilled, setHalfFilled] = useState<TranslatedLocale[]>([]);
  const [saving, setSaving] = useState(false);
  const check = useFormCheck({ title, description }, (values) => blankFields(values, m.missingFields));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !user) return;
    const half = halfTranslated(translations, ['title', 'description']);
    setHalfFilled(half);
    if (!check.passes() || half.length > 0) return;
    const input = { title: title.trim(), description: description.trim(), translations };
    setSaving(true);
    try {
      if (entry) {
        await config.update(entry.id, input, user);
        invalidate(PUBLISHED_CONTENT_TAG);
        toast.success(config.saved.updated);
      } else {
        await config.create(input, user);
        invalidate(PUBLISHED_CONTENT_TAG);
        toast.success(config.saved.created);
        // Ready for the next one; the saved entry is in the list.
        setTitle('');
        setDescription('');
        setTranslations({});
      }
      check.reset();
    } catch (error) {
      console.error(`Could not save the ${config.noun}`, error);
      toast.error(t.entrySaveFailed(config.noun));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField
        label={config.labels.title}
        name="title"
        required
        maxLength={config.limits.title}
        value={title}
        error={check.error('title')}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField
        label={config.labels.description}
        name="description"
        required
        rows={6}
        maxLength={config.limits.description}
        hint={t.characters(description.length, config.limits.description)}
        value={description}
        error={check.error('description')}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TranslationFields
        value={translations}
        onChange={setTranslations}
        labels={config.labels}
        limits={config.limits}
        halfFilled={halfFilled}
      />
      <div className="d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.saving : entry ? t.saveChanges : t.save}
        </button>
        <Link to={config.backTo.path}>{config.backTo.label}</Link>
      </div>
    </form>
  );
}
