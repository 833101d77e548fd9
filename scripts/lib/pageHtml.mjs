// The built pages' HTML, shared by the build (scripts/build.mjs) and the deploy's content pages
// (scripts/lib/contentPages.mjs): a page rendered by src/prerender.tsx, put into the app's shell
// with its own head, the data it was rendered from, and the tag that starts the app.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { repoRoot } from './run.mjs';

const TITLE = /\s*<title>[^<]*<\/title>/;
/** PageMeta's tags (src/lib/pageHead.ts marks them): the shell's default description, or a page's head. */
const PAGE_META = /\s*<(?:meta|link)\b[^>]*\bdata-page-meta\b[^>]*>/g;

/** The page without its <title> and PageMeta tags, ready for another page's head. */
export const withoutPageHead = (html) => html.replace(TITLE, '').replace(PAGE_META, '');

/** Structured data added to a page's head (PageMeta's too: src/lib/pageHead.ts marks it). */
const HEAD_STRUCTURED_DATA = /\s*<script type="application\/ld\+json" data-page-meta>[^<]*<\/script>/g;

export const withoutStructuredData = (html) => html.replace(HEAD_STRUCTURED_DATA, '');

// Text put into a page is given to replace() through a function: as a string, a "$&" or "$'"
// typed into a post, a bio or a reason would be read as a pattern and pull in the shell's markup.

/** The page in a language: its <html lang> and its <noscript> line. */
export const inLanguage = (html, lang, noscript) =>
  html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${noscript}</noscript>`);

/** Adds `lines` at the end of the <head>. */
export const appendToHead = (html, lines) => html.replace('</head>', () => `  ${lines.filter(Boolean).join('\n    ')}\n  </head>`);

/** The server-side build of src/prerender.tsx for a mode (scripts/build.mjs writes it). */
export const prerenderBundle = (mode) => join(repoRoot, 'node_modules/.prerender', mode, 'prerender.js');

export const loadPrerender = (mode) => import(pathToFileURL(prerenderBundle(mode)).href);

/**
 * Where a language's build of the app is (scripts/build.mjs): English is the site itself, the others
 * a folder Hosting does not deploy, holding their shell (index.html) and manifest; their files are
 * copied into the site's assets.
 */
export const bundleDir = (outDir, locale) => (locale === 'en' ? outDir : join(outDir, '.vite', locale));

const ROOT = '<div id="root"></div>';
// The shell's module script and its modulepreloads are replaced, on prerendered pages, by
// public/start.js, which loads them once the page's text is painted: the page is already
// readable, so its JavaScript does not compete with the stylesheet, the font and the first image.
// It waits for the browser's first-contentful-paint entry (a Kannada or Hindi page's first
// frames can come before its font, with no text yet: code fetched then delays the paint, issue
// 47), else for the first frame. data-entry is the app's entry module; data-preload the modules
// the page needs next, fetched alongside it; data-now (a page whose content comes from the
// database) starts it at once. A timer covers tabs opened in the background.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const PRECONNECT = '<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin>';

/**
 * Writes prerendered pages into the built site `outDir`, each into its language's shell and
 * starting its language's build of the app (bundleOf below). Returns
 * write({ path, file, module, readsAtOnce, data }):
 * - `module`: the page module of its route (router.tsx), whose chunks the page preloads (it fails
 *   if the module is not a lazy route chunk of this build);
 * - `readsAtOnce`: the page reads Firestore as soon as it opens, so its HTML starts the app at
 *   once and opens the connection early (a page that carries its data lets the app wait for the
 *   first paint, and only preconnects);
 * - `data`: the results of its reads, rendered in and carried along (lib/pageData.ts).
 * `siteData` is carried by every page written (the clinic's hours at deploy: the footer, the
 * opening hours and the clinic's structured data render from it), without making a page one that
 * "carries its data" for the start tag.
 */
export async function pageWriter(outDir, mode, siteData = {}) {
  const { renderPage, pageDataHtml, localeOfPath, fontPreloads, noscriptText, LOCALES } = await loadPrerender(mode);
  // Each language's shell and manifest: its pages start its build of the app.
  const bundles = Object.fromEntries(LOCALES.map((locale) => [locale, bundleOf(outDir, locale)]));

  // A build for a real project talks to Firestore's host; an emulator or demo build does not.
  const env = loadEnv(mode, repoRoot);
  const realFirestore =
    mode !== 'demo' && env.VITE_USE_EMULATORS !== 'true' && Boolean(env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_API_KEY);

  function startTag(module, now, locale) {
    const { entryFile, shellPreloads, pageChunks } = bundles[locale];
    const preload = [...shellPreloads, ...pageChunks(module)].join(' ');
    return `<script src="/start.js" data-entry="${entryFile}" data-preload="${preload}"${now ? ' data-now' : ''} defer></script>`;
  }

  return async function write({ path, file, module, readsAtOnce = false, data = {} }) {
    const carried = { ...siteData, ...data };
    const { html, head, lang } = await renderPage(path, carried);
    const carriesData = Object.keys(data).length > 0;
    const page = inLanguage(bundles[localeOfPath(path)].pageShell, lang, await noscriptText(localeOfPath(path))).replace(
      ROOT,
      () => `<div id="root">${html}</div>${pageDataHtml(carried)}`,
    );
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(
      target,
      appendToHead(page, [
        head,
        ...fontPreloads(localeOfPath(path)),
        (readsAtOnce || carriesData) && realFirestore ? PRECONNECT : '',
        startTag(module, readsAtOnce && !carriesData, localeOfPath(path)),
      ]),
    );
  };
}

/** The addresses of the files the app's entry imports (vite.config.ts sets no modulepreload of its own). */
const entryImports = (manifest) => {
  const seen = new Set();
  const visit = (key) => (seen.has(key) ? [] : (seen.add(key), [key, ...(manifest[key].imports ?? []).flatMap(visit)]));
  return (manifest['index.html'].imports ?? []).flatMap(visit).map((key) => `/${manifest[key].file}`);
};

/** The empty shell of a language's build, naming the files its entry imports so they load alongside it. */
export function shellWithPreloads(outDir, locale) {
  const dir = bundleDir(outDir, locale);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const shell = readFileSync(join(dir, 'index.html'), 'utf8');
  return appendToHead(
    shell,
    entryImports(manifest).map((address) => `<link rel="modulepreload" crossorigin href="${address}">`),
  );
}

/**
 * A language's build of the app in `outDir`: its empty shell (app.html for English, the build's
 * index.html for the others), its entry and the files the entry imports, and pageChunks(module),
 * the addresses of a page module's chunk and its static imports, less what the shell loads (from
 * the build's .vite/manifest.json; it fails if the module is not a lazy route chunk of the build).
 */
function bundleOf(outDir, locale) {
  const dir = bundleDir(outDir, locale);
  const shellFile = locale === 'en' ? join(outDir, 'app.html') : join(dir, 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`${shellFile} has no ${ROOT}`);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entryFile = shell.match(ENTRY_SCRIPT)?.[1];
  if (!entryFile) throw new Error(`${shellFile} has no module script`);
  // What the shell's modulepreload links name (shellWithPreloads), from the manifest.
  const shellPreloads = entryImports(manifest);
  // The shell's title and default description give way to the page's own (PageMeta's tags).
  const pageShell = withoutPageHead(shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''));

  function pageChunks(module) {
    if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is not a lazy route chunk of the ${locale} build`);
    const loaded = new Set([entryFile, ...shellPreloads]);
    const visit = (key) => {
      const address = `/${manifest[key].file}`;
      if (loaded.has(address)) return [];
      loaded.add(address);
      return [address, ...(manifest[key].imports ?? []).flatMap(visit)];
    };
    return visit(module);
  }
  return { entryFile, shellPreloads, pageShell, pageChunks };
}
