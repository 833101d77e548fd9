import { use } from 'react';
import { useLocale } from './LocaleContext';
import { TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from '../config/locales';

/**
 * The interface's words, by meaning: each folder's catalogs hold their English in code (the spec's
 * words, exactly), `defineMessages('<its path>', en)`, split by the pages that show them so that a
 * page carries only its own words. Every translation of a folder is one file per language beside
 * them, `<folder>/messages.<locale>.ts`, with one export per catalog, named after the catalog's file
 * (`messages`, `editorMessages`, …) and typed `satisfies` its English, so a missing or extra
 * message, or a message taking other values, fails the type check (tests/unit/translations.test.ts
 * checks the rest). No English file imports its translations: they are found by that name
 * (i18n/translations.ts), and the per-language build (scripts/lib/oneLanguage.mjs) puts each
 * catalog's words in place of its English.
 */

/** A message: a text, or a function of its values (counts, names, dates) that returns one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list; each catalog's type pins its own
type Message = string | ((...values: any[]) => string);
export type MessageSet = Record<string, Message>;

export interface Catalog<M extends MessageSet> {
  /** The file that defines it (its translations are found from it, the test's report names it). */
  name: string;
  /** The English; in a one-language bundle (BUNDLE_LOCALE), that language's words. */
  en: M;
  loaded: Partial<Record<TranslatedLocale, M>>;
  pending: Partial<Record<TranslatedLocale, Promise<M>>>;
  /** The loaded words as a settled promise, for use() (see useMessages). */
  ready: Partial<Record<TranslatedLocale, Promise<M>>>;
}

/** Each translation file by its path from the root, '/src/features/blog/messages.kn.ts', to its loader. */
export type TranslationFiles = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * The one language this bundle speaks, or null. `npm run build` builds the app once per language
 * (scripts/lib/oneLanguage.mjs): there each catalog is defined with that language's words in place
 * of the English, so a page gets its words inside its code and no other language's. Null where every language is at hand and loads on demand: the dev server, the
 * tests, the prerender.
 */
export const BUNDLE_LOCALE = __BUNDLE_LOCALE__ as Locale | null;

// Every catalog of the code loaded so far: a page's catalogs are registered when its modules load.
const catalogs = new Set<Catalog<MessageSet>>();

export function defineMessages<M extends MessageSet>(name: string, en: M): Catalog<M> {
  const catalog: Catalog<M> = { name, en, loaded: {}, pending: {}, ready: {} };
  catalogs.add(catalog as unknown as Catalog<MessageSet>);
  return catalog;
}

// The translation files at hand (i18n/translations.ts), given by the app's entry, the prerender and
// the tests: an English catalog never imports its own translations.
let translationFiles: TranslationFiles = {};
export function provideTranslationFiles(files: TranslationFiles): void {
  translationFiles = files;
}

/**
 * Where a catalog's words in `locale` are: its folder's `messages.<locale>.ts`, under its file's
 * name. The per-language build finds them by the same rule (translationOf in
 * scripts/lib/oneLanguage.mjs, which Node loads before any TypeScript is compiled).
 */
function translationOf(name: string, locale: TranslatedLocale): { file: string; section: string } {
  const slash = name.lastIndexOf('/');
  return { file: `${name.slice(0, slash)}/messages.${locale}.ts`, section: name.slice(slash + 1).replace(/\.tsx?$/, '') };
}

async function fetchTranslation<M extends MessageSet>(catalog: Catalog<M>, locale: TranslatedLocale): Promise<M> {
  const { file, section } = translationOf(catalog.name, locale);
  const load = translationFiles[`/${file}`];
  if (!load) throw new Error(`${catalog.name}: no ${file}`);
  const words = (await load())[section];
  if (!words) throw new Error(`${catalog.name}: ${file} exports no ${section}`);
  return words as M;
}

/** The catalog's messages in a language, fetched once (a failed fetch, offline, is tried again). */
export function loadCatalog<M extends MessageSet>(catalog: Catalog<M>, locale: Locale): Promise<M> {
  if (BUNDLE_LOCALE !== null || locale === 'en') return Promise.resolve(catalog.en);
  const loaded = catalog.loaded[locale];
  if (loaded) return Promise.resolve(loaded);
  return (catalog.pending[locale] ??= fetchTranslation(catalog, locale).then(
    (words) => (catalog.loaded[locale] = words),
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
  // use() every time, loaded or not: React matches a component's use() calls by their order when
  // it renders again after one suspended, so skipping it for a catalog that has arrived meanwhile
  // would hand the next catalog's call the first one's words (two catalogs in one lazy panel).
  const loaded = catalog.loaded[locale];
  return use(loaded ? settled(catalog, locale, loaded) : loadCatalog(catalog, locale));
}

/** A promise already fulfilled with the words, marked so (status, value) that use() returns them without waiting. */
function settled<M extends MessageSet>(catalog: Catalog<M>, locale: TranslatedLocale, words: M): Promise<M> {
  return (catalog.ready[locale] ??= Object.assign(Promise.resolve(words), { status: 'fulfilled', value: words }));
}

/** The language whose messages the browser's pages load (main.tsx sets it from the address). */
let pageLocale: Locale = 'en';
export const setPageLocale = (locale: Locale) => {
  pageLocale = locale;
};
export const getPageLocale = () => pageLocale;

export { TRANSLATED_LOCALES };
