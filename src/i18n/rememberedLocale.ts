import { isLocale, pathInLocale, type Locale } from '../config/locales';

const KEY = 'clinic.language';

/** The language chosen in the switcher, kept on this device (no cookie: the server never reads it). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode): the choice simply is not remembered.
  }
}

export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where the bare "/" should take someone who chose a language before: "/" is the only address
 * that names no language (x-default). Any other address, /home included, wins over the choice,
 * and nothing is decided by the browser's language.
 */
export function rememberedHome(pathname: string, search: string, hash: string): string | null {
  if (pathname !== '/') return null;
  const locale = rememberedLocale();
  return locale && locale !== 'en' ? `${pathInLocale('/', locale)}${search}${hash}` : null;
}
