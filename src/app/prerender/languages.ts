// The prerender's languages (src/prerender.tsx re-exports them for scripts/build.mjs and
// scripts/lib/contentPages.mjs): which languages a post or a doctor's profile is whole in, and a
// page's address, file, <html lang>, fonts and <noscript> line in each.
import { clinic } from '../../config/clinic';
import { localeFonts, localeInfo, pathInLocale, type Locale } from '../../config/locales';
import { loadCatalog } from '../../i18n/messages';
import { contentLanguages } from '../../lib/contentLanguage';
import type { Blog } from '../../types';
import { layoutMessages } from '../layout/messages';

/** The languages, and a page's address and file in each (scripts/build.mjs, scripts/lib/contentPages.mjs). */
export { LOCALES, localeOfPath } from '../../config/locales';

/** The languages a post is whole in (its other versions are noindex, and out of the sitemap). */
export const postLanguages = (post: Blog): Locale[] => contentLanguages(post.translations);

/** The languages a doctor's profile is whole in (its page's own rule). */
export { profileLanguages as doctorLanguages } from '../../features/doctors/doctorLanguage';

/** The shell's <noscript> line in a language (index.html has the English). */
export async function noscriptText(locale: Locale): Promise<string> {
  return (await loadCatalog(layoutMessages, locale)).noscript(clinic.phone);
}

/** A language's <html lang> (its empty shell's, kn/app.html). */
export const shellLang = (locale: Locale) => localeInfo[locale].intl;

/** The <link>s that fetch a language's fonts with the page, so its text is drawn once (no swap shift). */
export const fontPreloads = (locale: Locale) =>
  localeFonts[locale].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);

/** A page of the English site as it is in `locale`: under /kn/ in the address and kn/ on disk. */
export function pageInLocale<Page extends { path: string; file: string }>(page: Page, locale: Locale): Page {
  return locale === 'en' ? page : { ...page, path: pathInLocale(page.path, locale), file: `${locale}/${page.file}` };
}
