import type { ContentTranslations } from '../types';
import { inLanguage } from '../lib/contentLanguage';
import { useLocale } from './LocaleContext';

/**
 * A piece of the clinic's content in the page's language (lib/contentLanguage.ts inLanguage),
 * with the `lang` its element takes: "en" where it is shown untranslated, so screen readers read
 * it as English, nothing otherwise (the page's own).
 */
export function useInLanguage<Fields extends object>(english: Fields, translations: ContentTranslations<Fields> | undefined) {
  const shown = inLanguage(english, translations, useLocale());
  return { ...shown, lang: shown.translated ? undefined : 'en' };
}
