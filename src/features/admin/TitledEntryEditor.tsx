import { useMessages } from '../../i18n/messages';
import { Link } from 'react-router-dom';
import { FormField, TextAreaField } from '../../components/FormField';
import type { TitledEntry } from '../../types';
import { AdminEditorPage } from './AdminEditorPage';
import { adminMessages } from './messages';
import { TranslationFields } from './TranslationFields';
import { useTitledEntryForm, type TitledEntryEditorConfig } from './useTitledEntryForm';

export type { TitledEntryEditorConfig };

/**
 * Create mode without an id, update mode with one (prefilled from the document). Saving stays
 * on the page; a failed save keeps everything typed.
 */
export function TitledEntryEditorPage({ config }: { config: TitledEntryEditorConfig }) {
  return <AdminEditorPage allow={['editContent']} thing={config} form={(entry) => <EditorForm config={config} entry={entry} />} />;
}

/** The form, empty or filled from the loaded entry; its state and saving are useTitledEntryForm's. */
function EditorForm({ config, entry }: { config: TitledEntryEditorConfig; entry?: TitledEntry }) {
  const t = useMessages(adminMessages);
  const { values, set, check, halfFilled, saving, submit } = useTitledEntryForm(config, entry);
  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label={config.labels.title}
        name="title"
        required
        maxLength={config.limits.title}
        value={values.title}
        error={check.error('title')}
        onChange={(e) => set('title')(e.target.value)}
      />
      <TextAreaField
        label={config.labels.description}
        name="description"
        required
        rows={6}
        maxLength={config.limits.description}
        hint={t.characters(values.description.length, config.limits.description)}
        value={values.description}
        error={check.error('description')}
        onChange={(e) => set('description')(e.target.value)}
      />
      <TranslationFields
        value={values.translations}
        onChange={set('translations')}
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
