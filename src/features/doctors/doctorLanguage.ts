import { TRANSLATED_LOCALES, type Locale } from '../../config/locales';
import { useLocale } from '../../i18n/LocaleContext';
import type { Doctor } from '../../types';

// Written out here rather than with lib/contentLanguage.ts and services/doctorFields.ts: the
// doctors' pages would carry the whole of both (and the config's limits) for two lines of each.

/**
 * What stays in English on every page of a doctor's profile: the name, the qualifications and the
 * registration as on the certificate, and the photo's description. Marked as English on other
 * languages' pages, for screen readers and browsers.
 */
export const useEnglishOnlyLang = () => (useLocale() === 'en' ? undefined : 'en');

/**
 * A doctor's profile in the page's language: its specialities, languages, hours and biography in
 * Kannada or Hindi where an admin wrote them; otherwise the English, with `translated: false`
 * (the page marks it "Not yet translated") and `lang: 'en'` for the elements that show it.
 */
export function useDoctorInLanguage(doctor: Doctor): { shown: Doctor; translated: boolean; lang: 'en' | undefined } {
  const locale = useLocale();
  if (locale === 'en' || nothingToTranslate(doctor)) return { shown: doctor, translated: true, lang: undefined };
  const translation = doctor.translations?.[locale];
  return translation
    ? { shown: { ...doctor, ...translation }, translated: true, lang: undefined }
    : { shown: doctor, translated: false, lang: 'en' };
}

/** A profile with no specialities, languages, hours or biography: whole in every language as it is. */
function nothingToTranslate(doctor: Doctor): boolean {
  return doctor.specialities.length === 0 && doctor.languages.length === 0 && !doctor.consultingHours.trim() && !doctor.bio.trim();
}

/**
 * The languages a profile is whole in: English, and each translation it has (its page's hreflang
 * list, and the sitemap's addresses for it).
 */
export const profileLanguages = (doctor: Doctor): Locale[] => [
  'en',
  ...TRANSLATED_LOCALES.filter((locale) => doctor.translations?.[locale] || nothingToTranslate(doctor)),
];
