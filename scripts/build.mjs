// `npm run build` (production, into dist) and `npm run build:demo` (--mode demo --outDir dist-demo):
// the Vite build, then the prerender: the pages listed in src/prerender.tsx are rendered to HTML
// (index.html is home; home.html, OurDoctors.html, … for the others) and app.html keeps the empty
// shell that every other path gets (firebase.json's rewrites; `vite preview` follows them too).
// Each prerendered page carries its own <head> metadata; sitemap.xml and robots.txt are written too.
// The browser's app is built once per language (scripts/lib/oneLanguage.mjs): English into
// outDir, Kannada and Hindi into outDir/.vite/<code> (not deployed: Hosting ignores dot folders),
// their files then copied into outDir/assets beside the English ones (a library's file is the same
// file in every language, so it is one file), their shells and manifests kept where the pages'
// writer finds them (scripts/lib/pageHtml.mjs bundleOf).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, minifySync } from 'vite';
import { appendToHead, bundleDir, inLanguage, loadPrerender, pageWriter, prerenderBundle, shellWithPreloads } from './lib/pageHtml.mjs';
import { oneLanguage } from './lib/oneLanguage.mjs';
import { addContentToSite } from './lib/contentPages.mjs';
import { repoRoot } from './lib/run.mjs';
import { loadSeed } from './lib/seed.mjs';

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' }, outDir: { type: 'string', default: 'dist' } } });
const outDir = resolve(repoRoot, values.outDir);

await build({
  root: repoRoot,
  mode: values.mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: dirname(prerenderBundle(values.mode)),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      // The render loads every page, and the Markdown renderer, at once; that is its point.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});

const { feedXml, fontPreloads, LOCALES, noscriptText, pageInLocale, prerenderedPages, sitemap, shellLang } = await loadPrerender(
  values.mode,
);
for (const locale of LOCALES) {
  const dir = bundleDir(outDir, locale);
  await build({
    root: repoRoot,
    mode: values.mode,
    logLevel: locale === 'en' ? 'info' : 'warn',
    plugins: [oneLanguage(locale)],
    build: { outDir: dir, emptyOutDir: true, manifest: true, copyPublicDir: locale === 'en' },
  });
  if (locale === 'en') continue;
  for (const file of readdirSync(join(dir, 'assets'))) {
    if (!existsSync(join(outDir, 'assets', file))) cpSync(join(dir, 'assets', file), join(outDir, 'assets', file));
  }
}
// public/start.js is written to be read (and served on every prerendered page): the site gets it minified.
const startScript = join(outDir, 'start.js');
writeFileSync(startScript, minifySync('start.js', readFileSync(startScript, 'utf8')).code);
// app.html keeps the empty shell that every other path gets; the prerendered pages are made from
// it. Each language has its own (kn/app.html), with its <html lang>, for its paths' rewrites.
writeFileSync(join(outDir, 'app.html'), shellWithPreloads(outDir, 'en'));
for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
  mkdirSync(join(outDir, locale), { recursive: true });
  const shell = shellWithPreloads(outDir, locale);
  const localeShell = inLanguage(shell, shellLang(locale), await noscriptText(locale));
  writeFileSync(join(outDir, locale, 'app.html'), appendToHead(localeShell, fontPreloads(locale)));
}
const writePage = await pageWriter(outDir, values.mode);
// Every page in every language (/home, /kn/home, /hi/home).
for (const locale of LOCALES) for (const page of prerenderedPages) await writePage(pageInLocale(page, locale));

// sitemap.xml lists the fixed pages search engines should index, in every language;
// scripts/seo-content.mjs adds the posts and doctors at deploy time. robots.txt names it.
const sitemapUrls = LOCALES.flatMap((locale) =>
  sitemap.paths.map((path) => `  <url><loc>${sitemap.origin}${pageInLocale({ path, file: '' }, locale).path}</loc></url>`),
);
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
// The feed with no posts yet: every page's head links it, so it must answer; the deploy step adds them.
writeFileSync(join(outDir, 'feed.xml'), feedXml([]));
writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap.origin}/sitemap.xml\n`);
// The demo build is a site deployed with the seed's content: it gets the post and doctor pages, the hours and the FAQs
// that the deploy step (scripts/seo-content.mjs) gives a real site from Firestore.
if (values.mode === 'demo') {
  const { seedBlogs, seedClinicHours, seedDoctors, seedFaqs } = await loadSeed();
  await addContentToSite(outDir, values.mode, {
    posts: seedBlogs.filter((post) => post.published),
    doctors: seedDoctors,
    faqs: seedFaqs,
    hours: seedClinicHours,
  });
}

console.log(
  `Prerendered ${prerenderedPages.length * LOCALES.length} pages into ${values.outDir}/ (${values.mode}); other paths get app.html.`,
);
