import { TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from '../config/locales';
import type { ContentTranslations } from '../types';

/**
 * The clinic's content in other languages: a piece of content (an FAQ, a service, a post) keeps
 * its English fields as they are and, in `translations`, the same fields in Kannada and Hindi
 * where an admin wrote them. A language is there whole (every field non-blank) or not at all.
 */
export type { ContentTranslations };

/** The translations as stored, kept only where every field is a non-blank text (anything else is ignored). */
export function translationsFrom<Key extends string>(value: unknown, fields: readonly Key[]): ContentTranslations<Record<Key, string>> {
  const found: ContentTranslations<Record<Key, string>> = {};
  if (!value || typeof value !== 'object') return found;
  for (const locale of TRANSLATED_LOCALES) {
    const entry = (value as Record<string, unknown>)[locale] as Record<string, unknown> | undefined;
    if (entry && fields.every((field) => typeof entry[field] === 'string' && (entry[field] as string).trim() !== '')) {
      found[locale] = Object.fromEntries(fields.map((field) => [field, entry[field] as string])) as Record<Key, string>;
    }
  }
  return found;
}

/** The translations an admin typed, trimmed, each language kept only when all its fields are filled. */
export function cleanTranslations<Key extends string>(
  translations: ContentTranslations<Record<Key, string>> | undefined,
  fields: readonly Key[],
): ContentTranslations<Record<Key, string>> {
  const clean: ContentTranslations<Record<Key, string>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entry = translations?.[locale];
    if (!entry) continue;
    const trimmed = Object.fromEntries(fields.map((field) => [field, (entry[field] ?? '').trim()])) as Record<Key, string>;
    if (fields.every((field) => trimmed[field] !== '')) clean[locale] = trimmed;
  }
  return clean;
}

/** A language half filled in: some of its fields written, others left empty (the editors refuse it). */
export function halfTranslated<Key extends string>(
  translations: ContentTranslations<Record<Key, string>> | undefined,
  fields: readonly Key[],
): TranslatedLocale[] {
  return TRANSLATED_LOCALES.filter((locale) => {
    const filled = fields.filter((field) => (translations?.[locale]?.[field] ?? '').trim() !== '').length;
    return filled > 0 && filled < fields.length;
  });
}

/**
 * What a page in `locale` shows of a piece of content: its translation where there is one,
 * otherwise the English, with `translated: false` so the page marks it "Not yet translated".
 */
export function inLanguage<Fields extends object>(
  english: Fields,
  translations: ContentTranslations<Fields> | undefined,
  locale: Locale,
): { content: Fields; translated: boolean } {
  if (locale === 'en') return { content: english, translated: true };
  const translation = translations?.[locale];
  return translation ? { content: { ...english, ...translation }, translated: true } : { content: english, translated: false };
}

/** The languages a piece of content is whole in: English, and each translation it has. */
export function contentLanguages(translations: ContentTranslations<object> | undefined): Locale[] {
  return ['en', ...TRANSLATED_LOCALES.filter((locale) => translations?.[locale])];
}

/** The titled entries written in `locale` (every one in English), as they read there: an FAQPage's questions. */
export function titledEntriesIn(
  entries: ReadonlyArray<{
    title: string;
    description: string;
    translations?: ContentTranslations<{ title: string; description: string }>;
  }>,
  locale: Locale,
): Array<{ title: string; description: string }> {
  return entries.flatMap((entry) => {
    const { content, translated } = inLanguage({ title: entry.title, description: entry.description }, entry.translations, locale);
    return translated ? [content] : [];
  });
}
