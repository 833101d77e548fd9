// `npm run build` (production, into dist) and `npm run build:demo` (--mode demo --outDir dist-demo):
// the Vite build, then the prerender: the pages listed in src/prerender.tsx are rendered to HTML
// (index.html is home; home.html, OurDoctors.html, … for the others) and app.html keeps the empty
// shell that every other path gets (firebase.json's rewrites; `vite preview` follows them too).
// Each prerendered page carries its own <head> metadata; sitemap.xml and robots.txt are written too.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { appendToHead, loadPrerender, prerenderBundle, withoutPageHead } from './lib/pageHtml.mjs';
import { addContentToSite } from './lib/contentPages.mjs';
import { repoRoot } from './lib/run.mjs';
import { loadSeed } from './lib/seed.mjs';

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' }, outDir: { type: 'string', default: 'dist' } } });
const outDir = resolve(repoRoot, values.outDir);

await build({ root: repoRoot, mode: values.mode, build: { outDir, emptyOutDir: true, manifest: true } });
await build({
  root: repoRoot,
  mode: values.mode,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: dirname(prerenderBundle(values.mode)), emptyOutDir: true, copyPublicDir: false },
});

const { prerenderedPages, renderPage, sitemap } = await loadPrerender(values.mode);
const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

// The shell's module script and its modulepreloads are replaced, on prerendered pages, by
// public/start.js, which loads them after the first paint.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryFile = shell.match(ENTRY_SCRIPT)?.[1];
if (!entryFile) throw new Error('index.html has no module script');
const shellPreloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
const shellWithoutScripts = shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');

/** The addresses of a page module's chunk and its static imports, less what the shell loads. */
function pageChunks(module) {
  if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is not a lazy route chunk of this build`);
  const loaded = new Set([entryFile, ...shellPreloads]);
  const visit = (key) => {
    const address = `/${manifest[key].file}`;
    if (loaded.has(address)) return [];
    loaded.add(address);
    return [address, ...(manifest[key].imports ?? []).flatMap(visit)];
  };
  return visit(module);
}

function startTag(module, now) {
  const preload = [...shellPreloads, ...pageChunks(module)].join(' ');
  return `<script src="/start.js" data-entry="${entryFile}" data-preload="${preload}"${now ? ' data-now' : ''} defer></script>`;
}

// A build for a real project talks to Firestore's host; an emulator or demo build does not.
const env = loadEnv(values.mode, repoRoot);
const realFirestore =
  values.mode !== 'demo' && env.VITE_USE_EMULATORS !== 'true' && Boolean(env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_API_KEY);
const PRECONNECT = '<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin>';

writeFileSync(join(outDir, 'app.html'), shell);
// The shell's title and default description give way to the page's own (PageMeta's tags).
const shellWithoutHead = withoutPageHead(shellWithoutScripts);

for (const { path, file, module, readsAtOnce } of prerenderedPages) {
  const { html, head } = await renderPage(path);
  const page = shellWithoutHead.replace(ROOT, `<div id="root">${html}</div>`);
  writeFileSync(
    join(outDir, file),
    appendToHead(page, [head, readsAtOnce && realFirestore ? PRECONNECT : '', startTag(module, readsAtOnce)]),
  );
}

// sitemap.xml lists the fixed pages search engines should index; scripts/sitemap-posts.mjs adds
// the posts at deploy time. robots.txt names it with the site's address.
const sitemapUrls = sitemap.paths.map((path) => `  <url><loc>${sitemap.origin}${path}</loc></url>`);
writeFileSync(
  join(outDir, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapUrls,
    '</urlset>',
    '',
  ].join('\n'),
);
writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap.origin}/sitemap.xml\n`);
// The demo build is a site deployed with the seed's content: it gets the post pages and the FAQs
// that the deploy step (scripts/seo-content.mjs) gives a real site from Firestore.
if (values.mode === 'demo') {
  const { seedBlogs, seedFaqs } = await loadSeed();
  await addContentToSite(outDir, values.mode, { posts: seedBlogs.filter((post) => post.published), faqs: seedFaqs });
}

console.log(`Prerendered ${prerenderedPages.length} pages into ${values.outDir}/ (${values.mode}); other paths get app.html.`);
