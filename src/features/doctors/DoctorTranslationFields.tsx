import { FormField, TextAreaField } from '../../components/FormField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { localeInfo, TRANSLATED_LOCALES, type TranslatedLocale } from '../../config/locales';
import { useMessages } from '../../i18n/messages';
import { doctorFields, doctorTranslationGaps, doctorWords, listFromText } from '../../services/doctorFields';
import type { ContentTranslations, DoctorInput, DoctorTranslation } from '../../types';
import { adminMessages } from '../admin';
import { doctorEditorMessages, type DoctorEditorMessages } from './editorMessages';

type TranslatedField = keyof DoctorTranslation;

/** A language's fields as the admin types them: the lists as comma-separated text, like the English. */
export type TranslationTexts = Record<TranslatedField, string>;
export type TranslationsTyped = Partial<Record<TranslatedLocale, TranslationTexts>>;

const EMPTY: TranslationTexts = { specialities: '', languages: '', consultingHours: '', bio: '' };

/** A stored profile's translations as the editor's fields show them. */
export function typedTranslations(translations: ContentTranslations<DoctorTranslation> | undefined): TranslationsTyped {
  const typed: TranslationsTyped = {};
  for (const locale of TRANSLATED_LOCALES) {
    const translation = translations?.[locale];
    if (translation) {
      typed[locale] = { ...translation, specialities: translation.specialities.join(', '), languages: translation.languages.join(', ') };
    }
  }
  return typed;
}

/** What the editor's fields hold, as the service takes them. */
export function translationsInput(typed: TranslationsTyped): ContentTranslations<DoctorTranslation> {
  const input: ContentTranslations<DoctorTranslation> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = typed[locale];
    if (texts) input[locale] = { ...texts, specialities: listFromText(texts.specialities), languages: listFromText(texts.languages) };
  }
  return input;
}

/** A field of one language's version: "kn.bio". */
export type TranslationFieldName = `${TranslatedLocale}.${TranslatedField}`;

/**
 * Each language that does not match the English one for one, field by field, as the save would
 * store it (lists cleaned, blanks dropped), so the editor says so before the rules refuse it.
 */
export function translationProblems(
  input: DoctorInput,
  t: DoctorEditorMessages,
): { fields: Partial<Record<TranslationFieldName, string>>; toast?: string } {
  const saved = doctorFields(input);
  const english = doctorWords(saved);
  const fields: Partial<Record<TranslationFieldName, string>> = {};
  let toast: string | undefined;
  for (const locale of TRANSLATED_LOCALES) {
    const translation = saved.translations[locale];
    if (!translation) continue;
    for (const field of doctorTranslationGaps(english, translation)) {
      fields[`${locale}.${field}`] =
        field === 'specialities' || field === 'languages'
          ? t.translationCount(english[field].length)
          : english[field].trim()
            ? t.translationMissing
            : t.translationExtra;
      toast ??= t.translationMismatch(localeInfo[locale].nativeName);
    }
  }
  return { fields, toast };
}

/**
 * Beside the English profile: its words in Kannada and in Hindi, each language optional and whole
 * (one for one with the English). The fields carry their language, so keyboards and spell-checkers follow.
 */
export function DoctorTranslationFields({
  value,
  onChange,
  error,
}: {
  value: TranslationsTyped;
  onChange: (value: TranslationsTyped) => void;
  error: (field: TranslationFieldName) => string | null;
}) {
  const t = useMessages(doctorEditorMessages);
  const a = useMessages(adminMessages);
  return (
    <>
      {TRANSLATED_LOCALES.map((locale) => {
        const language = localeInfo[locale].nativeName;
        const texts = value[locale] ?? EMPTY;
        const field = (name: TranslatedField) => ({
          label: a.inLanguage(t[name], language),
          name: `${name}-${locale}`,
          lang: locale,
          value: texts[name],
          error: error(`${locale}.${name}`),
          onChange: (event: { target: { value: string } }) => onChange({ ...value, [locale]: { ...texts, [name]: event.target.value } }),
        });
        return (
          <fieldset key={locale} className="border rounded p-3 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-1">{a.translationLegend(language)}</legend>
            <p className="small text-body-secondary">{t.translationHint}</p>
            <FormField {...field('specialities')} maxLength={DOCTOR_LIMITS.specialities * (DOCTOR_LIMITS.speciality + 2)} />
            <FormField {...field('languages')} maxLength={DOCTOR_LIMITS.languages * (DOCTOR_LIMITS.language + 2)} />
            <FormField {...field('consultingHours')} maxLength={DOCTOR_LIMITS.consultingHours} />
            <TextAreaField
              {...field('bio')}
              rows={4}
              maxLength={DOCTOR_LIMITS.bio}
              hint={a.characters(texts.bio.length, DOCTOR_LIMITS.bio)}
            />
          </fieldset>
        );
      })}
    </>
  );
}
