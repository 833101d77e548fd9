import { FormField, TextAreaField } from '../../components/FormField';
import { localeInfo, TRANSLATED_LOCALES, type TranslatedLocale } from '../../config/locales';
import { useMessages } from '../../i18n/messages';
import type { ContentTranslations } from '../../types';
import { adminMessages } from './messages';

export type TitledTranslations = ContentTranslations<{ title: string; description: string }>;

interface TranslationFieldsProps {
  value: TitledTranslations;
  onChange: (value: TitledTranslations) => void;
  /** The English fields' labels: each language's fields are named after them. */
  labels: { title: string; description: string };
  limits: { title: number; description: number };
  /** The languages half filled in at the last submit (lib/contentLanguage.ts halfTranslated). */
  halfFilled: TranslatedLocale[];
  rows?: number;
}

/**
 * Beside the English: a title and a description in Kannada and in Hindi, each pair optional and
 * whole (the service keeps a language only with both, and the rules refuse half of one). The
 * fields carry their language, so the keyboard and spell-checker follow.
 */
export function TranslationFields({ value, onChange, labels, limits, halfFilled, rows = 6 }: TranslationFieldsProps) {
  const t = useMessages(adminMessages);
  const set = (locale: TranslatedLocale, field: 'title' | 'description', text: string) => {
    const current = value[locale] ?? { title: '', description: '' };
    onChange({ ...value, [locale]: { ...current, [field]: text } });
  };
  return (
    <>
      {TRANSLATED_LOCALES.map((locale) => {
        const language = localeInfo[locale].nativeName;
        const entry = value[locale] ?? { title: '', description: '' };
        const half = halfFilled.includes(locale);
        return (
          <fieldset key={locale} className="border rounded p-3 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-1">{t.translationLegend(language)}</legend>
            <p className="small text-body-secondary">{t.translationHint}</p>
            <FormField
              label={t.inLanguage(labels.title, language)}
              name={`title-${locale}`}
              lang={locale}
              maxLength={limits.title}
              value={entry.title}
              error={half && entry.title.trim() === '' ? t.translationHalf : undefined}
              onChange={(event) => set(locale, 'title', event.target.value)}
            />
            <TextAreaField
              label={t.inLanguage(labels.description, language)}
              name={`description-${locale}`}
              lang={locale}
              rows={rows}
              maxLength={limits.description}
              hint={t.characters(entry.description.length, limits.description)}
              value={entry.description}
              error={half && entry.description.trim() === '' ? t.translationHalf : undefined}
              onChange={(event) => set(locale, 'description', event.target.value)}
            />
          </fieldset>
        );
      })}
    </>
  );
}
