import { useReducer, type FormEvent } from 'react';
import { editorSpecMessages } from '../../components/editorMessages';
import type { TranslatedLocale } from '../../config/locales';
import { useMessages } from '../../i18n/messages';
import { halfTranslated } from '../../lib/contentLanguage';
import { invalidate } from '../../lib/invalidation';
import { PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { blankFields, useFormCheck } from '../../lib/useFormCheck';
import type { ContentAuthor, TitledEntry, TitledEntryInput } from '../../types';
import { useSession } from '../auth';
import { adminMessages } from './messages';
import type { TitledEntryLimits } from '../../config/limits';
import type { EditedThing } from './AdminEditorPage';
import type { TitledTranslations } from './TranslationFields';

/** What differs between the FAQ editor and the service editor: its words in the page's language. */
export interface TitledEntryEditorConfig extends EditedThing<TitledEntry> {
  labels: { title: string; description: string };
  limits: TitledEntryLimits;
  saved: { created: string; updated: string };
  create: (input: TitledEntryInput, author: ContentAuthor) => Promise<string>;
  update: (id: string, input: TitledEntryInput, author: ContentAuthor) => Promise<void>;
}

/** What the FAQ and service editors' fields hold. */
export interface TitledEntryValues {
  title: string;
  description: string;
  translations: TitledTranslations;
}

/** The fields as a new entry starts them, or as the stored entry fills them. */
const titledEntryValues = (entry?: TitledEntry): TitledEntryValues => ({
  title: entry?.title ?? '',
  description: entry?.description ?? '',
  translations: entry?.translations ?? {},
});

interface TitledEntryFormState {
  values: TitledEntryValues;
  /** The languages half filled in when the admin last tried to save (one field without the other). */
  halfFilled: TranslatedLocale[];
  saving: boolean;
}

type TitledEntryFormAction =
  | { type: 'set'; values: Partial<TitledEntryValues> }
  | { type: 'halfFilled'; locales: TranslatedLocale[] }
  | { type: 'saving'; saving: boolean };

function reducer(state: TitledEntryFormState, action: TitledEntryFormAction): TitledEntryFormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'halfFilled':
      return { ...state, halfFilled: action.locales };
    case 'saving':
      return { ...state, saving: action.saving };
  }
}

/**
 * An FAQ's or a service's editor state and work: the fields (empty, or the loaded entry's), the
 * check, and the save, which stays on the page; a failed save keeps everything typed.
 */
export function useTitledEntryForm(config: TitledEntryEditorConfig, entry?: TitledEntry) {
  const { user } = useSession();
  const t = useMessages(adminMessages);
  const m = useMessages(editorSpecMessages);
  const [{ values, halfFilled, saving }, dispatch] = useReducer(reducer, entry, (loaded) => ({
    values: titledEntryValues(loaded),
    halfFilled: [],
    saving: false,
  }));
  const check = useFormCheck({ title: values.title, description: values.description }, (required) =>
    blankFields(required, m.missingFields),
  );

  /** A setter for one field, for its onChange. */
  const set =
    <Field extends keyof TitledEntryValues>(field: Field) =>
    (value: TitledEntryValues[Field]) =>
      dispatch({ type: 'set', values: { [field]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !user) return;
    const half = halfTranslated(values.translations, ['title', 'description']);
    dispatch({ type: 'halfFilled', locales: half });
    if (!check.passes() || half.length > 0) return;
    const input = { title: values.title.trim(), description: values.description.trim(), translations: values.translations };
    dispatch({ type: 'saving', saving: true });
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
        dispatch({ type: 'set', values: titledEntryValues() });
      }
      check.reset();
    } catch (error) {
      console.error(`Could not save the ${config.noun}`, error);
      toast.error(t.entrySaveFailed(config.noun));
    } finally {
      dispatch({ type: 'saving', saving: false });
    }
  }

  return { values, set, check, halfFilled, saving, submit };
}
