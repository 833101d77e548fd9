import { use } from 'react';
import { useLocale } from './LocaleContext';
import { TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from '../config/locales';

/**
 * The interface's words, by feature: each feature's `messages.ts` holds its English (the spec's
 * words, exactly) and loaders for its `messages.kn.ts` and `messages.hi.ts`. A translation file is
 * typed `satisfies` its English, so a missing or extra message, or a message taking other
 * values, fails the type check (and tests/unit/translations.test.ts checks the loaded catalogs).
 * English is in the code, so an English page loads nothing more; a Kannada page loads the Kannada
 * of the features it shows, and nothing of Hindi.
 */

/** A message: a text, or a function of its values (counts, names, dates) that returns one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list; each catalog's type pins its own
type Message = string | ((...values: any[]) => string);
export type MessageSet = Record<string, Message>;

export interface Catalog<M extends MessageSet> {
  /** Where the catalog is (the test's report names it). */
  name: string;
  /** The English; in a one-language bundle (BUNDLE_LOCALE), that language's words. */
  en: M;
  load: Record<TranslatedLocale, () => Promise<{ default: M }>>;
  loaded: Partial<Record<TranslatedLocale, M>>;
  pending: Partial<Record<TranslatedLocale, Promise<M>>>;
}

/**
 * The one language this bundle speaks, or null. `npm run build` builds the app once per language
 * (scripts/lib/oneLanguage.mjs): there each catalog is defined with that language's words in place
 * of the English and without loaders, so a page gets its words inside its code and no other
 * language's. Null where every language is at hand and loads on demand: the dev server, the
 * tests, the prerender.
 */
export const BUNDLE_LOCALE = __BUNDLE_LOCALE__ as Locale | null;

// Every catalog of the code loaded so far: a page's catalogs are registered when its modules load.
const catalogs = new Set<Catalog<MessageSet>>();

export function defineMessages<M extends MessageSet>(
  name: string,
  en: M,
  // The English alone decides the catalog's type; the translations are checked against it.
  load: Record<TranslatedLocale, () => Promise<{ default: NoInfer<M> }>>,
): Catalog<M> {
  // (In a one-language bundle `load` is left out: `en` is the bundle's words.)
  const catalog: Catalog<M> = { name, en, load, loaded: {}, pending: {} };
  catalogs.add(catalog as unknown as Catalog<MessageSet>);
  return catalog;
}

/** The catalog's messages in a language, fetched once (a failed fetch, offline, is tried again). */
export function loadCatalog<M extends MessageSet>(catalog: Catalog<M>, locale: Locale): Promise<M> {
  if (BUNDLE_LOCALE !== null || locale === 'en') return Promise.resolve(catalog.en);
  const loaded = catalog.loaded[locale];
  if (loaded) return Promise.resolve(loaded);
  return (catalog.pending[locale] ??= catalog.load[locale]().then(
    (module) => (catalog.loaded[locale] = module.default),
    (error: unknown) => {
      delete catalog.pending[locale];
      throw error;
    },
  ));
}

/**
 * Loads a language's messages for every catalog registered so far: main.tsx before the first
 * render, lazyPage after a page's code arrives, the prerender before each render, so that no
 * render waits for words.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  if (BUNDLE_LOCALE !== null || locale === 'en') return;
  await Promise.all([...catalogs].map((catalog) => loadCatalog(catalog, locale)));
}

/** Every catalog registered so far (the translations test checks each). */
export const registeredCatalogs = (): ReadonlyArray<Catalog<MessageSet>> => [...catalogs];

/**
 * The catalog's messages in the page's language. Loaded before the page renders (see
 * loadMessages); a component that arrives later (a lazy panel) suspends until its words are here.
 */
export function useMessages<M extends MessageSet>(catalog: Catalog<M>): M {
  const locale = useLocale();
  if (BUNDLE_LOCALE !== null || locale === 'en') return catalog.en;
  return catalog.loaded[locale] ?? use(loadCatalog(catalog, locale));
}

/** The language whose messages the browser's pages load (main.tsx sets it from the address). */
let pageLocale: Locale = 'en';
export const setPageLocale = (locale: Locale) => {
  pageLocale = locale;
};
export const getPageLocale = () => pageLocale;

export { TRANSLATED_LOCALES };
