import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, localeInfo, type Locale } from '../config/locales';

/**
 * The language of the page being rendered: set from the address by main.tsx, and per page by the
 * prerender (which renders every language in one process). Components read it with useLocale.
 */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => useContext(LocaleContext);

/** The page's language as Intl knows it (en-IN, kn-IN, hi-IN): dates, times and numbers. */
export const useIntlLocale = (): string => localeInfo[useLocale()].intl;
