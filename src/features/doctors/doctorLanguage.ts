import { useLocale } from '../../i18n/LocaleContext';
import { inLanguage } from '../../lib/contentLanguage';
import { doctorWords } from '../../services/doctorFields';
import type { Doctor } from '../../types';

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
export function useDoctorInLanguage(doctor: Doctor) {
  const { content, translated } = inLanguage(doctorWords(doctor), doctor.translations, useLocale());
  return { shown: { ...doctor, ...content }, translated, lang: translated ? undefined : 'en' };
}
