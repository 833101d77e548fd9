/**
 * The site's languages. English is at the spec's addresses (/home, /CBlog); every other language
 * is the same page under its prefix (/kn/home, /hi/CBlog). Adding a language: docs/translating.md.
 */
export const LOCALES = ['en', 'kn', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
/** The languages whose messages load on their own pages (English is in the code). */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en');

export const DEFAULT_LOCALE: Locale = 'en';

/** How each language is named to its readers (the switcher), tagged (Intl, og:locale, hreflang). */
export const localeInfo: Record<Locale, { nativeName: string; intl: string; og: string }> = {
  en: { nativeName: 'English', intl: 'en-IN', og: 'en_IN' },
  kn: { nativeName: 'ಕನ್ನಡ', intl: 'kn-IN', og: 'kn_IN' },
  hi: { nativeName: 'हिन्दी', intl: 'hi-IN', og: 'hi_IN' },
};

/**
 * The font file a language's pages preload (src/styles/_fonts.scss declares it): its script's one
 * weight, cut to the modern script. English uses the system's fonts and loads none.
 */
export const localeFonts: Record<Locale, string[]> = {
  en: [],
  kn: ['/fonts/noto-sans-kannada-400.woff2'],
  hi: ['/fonts/noto-sans-devanagari-400.woff2'],
};

/** The switcher's order: the clinic's city's language first, English last (the order). */
export const SWITCHER_ORDER: Locale[] = ['kn', 'hi', 'en'];

const PREFIX = new RegExp(`^/(${TRANSLATED_LOCALES.join('|')})(?=/|$)`);

/** The language of a site path: its prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  return (pathname.match(PREFIX)?.[1] as TranslatedLocale | undefined) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix ("/kn/CBlog" → "/CBlog", "/kn" → "/"). */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The router's basename for a language: "/" for English, "/kn" for Kannada. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

/** A site path in a language: "/CBlog" in Kannada is "/kn/CBlog", the root is "/kn/". */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = unprefixedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
