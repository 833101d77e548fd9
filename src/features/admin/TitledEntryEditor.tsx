import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { invalidate } from '../../lib/invalidation';
import { PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { blankFields, useFormCheck } from '../../lib/useFormCheck';
import { FormField, TextAreaField } from '../../components/FormField';
import type { TitledEntryLimits } from '../../config/limits';
import { messages } from '../../messages';
import type { ContentAuthor, TitledEntry, TitledEntryInput } from '../../types';
import { useSession } from '../auth';
import { AdminEditorPage, type EditedThing } from './AdminEditorPage';

/** What differs between the FAQ editor and the service editor. */
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
  const [title, setTitle] = useState(entry?.title ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  const [saving, setSaving] = useState(false);
  const check = useFormCheck({ title, description }, (values) => blankFields(values, messages.missingFields));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !user || !check.passes()) return;
    const input = { title: title.trim(), description: description.trim() };
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
      }
      check.reset();
    } catch (error) {
      console.error(`Could not save the ${config.noun}`, error);
      toast.error(`Could not save the ${config.noun}. Please check your connection and try again; your text is still here.`);
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
        hint={`${description.length} / ${config.limits.description} characters`}
        value={description}
        error={check.error('description')}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : entry ? 'Save changes' : 'Save'}
        </button>
        <Link to={config.backTo.path}>{config.backTo.label}</Link>
      </div>
    </form>
  );
}
