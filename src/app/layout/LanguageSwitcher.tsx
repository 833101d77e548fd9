import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/LocaleContext';
import { localeInfo, pathInLocale, SWITCHER_ORDER } from '../../config/locales';
import { rememberLocale } from '../../i18n/rememberedLocale';
import { useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/useBrowserState';
import { layoutMessages } from './messages';

/**
 * ಕನ್ನಡ · हिन्दी · English: real links to this page in each language (a full page load, which
 * brings that language's words and fonts). The choice is remembered for the bare "/" only
 * (i18n/rememberedLocale.ts); every other address shows its own language.
 */
export function LanguageSwitcher() {
  const t = useMessages(layoutMessages);
  const current = useLocale();
  // The router's location is without the language prefix (its basename).
  const { pathname, search } = useLocation();
  // The names' own tiny fonts (styles/_fonts.scss) once the page has started, so that fetching
  // them never delays its first paint; the prerendered HTML and the first render go without.
  const namesFont = useHydrated();
  return (
    <nav aria-label={t.languages} className={namesFont ? 'language-switcher with-names-font' : 'language-switcher'}>
      <ul>
        {SWITCHER_ORDER.map((locale) => {
          const { nativeName } = localeInfo[locale];
          return (
            <li key={locale}>
              {locale === current ? (
                <span lang={locale} aria-current="true">
                  {nativeName}
                </span>
              ) : (
                <a
                  href={`${pathInLocale(pathname, locale)}${search}`}
                  lang={locale}
                  hrefLang={locale}
                  title={t.readIn(nativeName)}
                  onClick={() => rememberLocale(locale)}
                >
                  {nativeName}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
