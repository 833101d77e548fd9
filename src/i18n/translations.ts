import type { TranslationFiles } from './messages';

/**
 * Every translation file of the app, found by its name (`<folder>/messages.<locale>.ts`, see
 * i18n/messages.ts), each loaded only when a page in its language needs it: adding a language
 * adds files, not lines here. In the one-language builds of `npm run build` this is empty
 * (scripts/lib/oneLanguage.mjs): there each page's words are in its code.
 */
export const translationFiles: TranslationFiles = import.meta.glob<Record<string, unknown>>('/src/**/messages.*.ts');
