// `npm run size`: builds production (with its prerender) and reports, per page, all the JavaScript a
// visitor (not signed in) downloads until the page is idle: Debian's Chromium opens each page of the
// served build and every script it fetches is counted at its gzip size. One line per page, then the
// chunks of /home. Budget: each page at most 150 kB gzip (ARCHITECTURE.md; /home since issue 10, the
// blog's pages since issue 22).
// Wherever the Firestore emulator can start, the build gets its deploy step (npm run seo:content)
// from seeded Auth + Firestore emulators (the script runs itself inside them), so the blog's pages
// are measured as deployed: rendered with their content, hydrating from it. Elsewhere the data
// requests fail quickly and a post is measured as a post read in the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { repoRoot } from './lib/run.mjs';
import { runInSeededEmulators } from './lib/seededEmulators.mjs';
import { addSeededContent, buildSite, chromeFlags, chromePath, measuredPages, servePreview } from './lib/site.mjs';

const BUDGET_KB = 150;
const DETAIL_PAGE = '/home';
const outDir = '.size';
const port = Number(process.env.SIZE_PORT ?? 4196);
// SIZE_PAGES=/Appoinment,/home measures only those pages (while working on one page's weight).
const pages = process.env.SIZE_PAGES ? process.env.SIZE_PAGES.split(',') : measuredPages;

const SEEDED = process.env.SIZE_SEEDED_EMULATORS === '1';
if (!SEEDED) {
  const runtime = emulatorRuntime();
  if (runtime.missing.firestore) {
    console.log(`[size] No Firestore emulator here (${runtime.missing.firestore}): measured without the deploy step.`);
  } else {
    console.log('[size] Measured with the deploy step, from seeded Auth + Firestore emulators.');
    const inside = { env: { SIZE_SEEDED_EMULATORS: '1' }, stdio: ['ignore', 'inherit', 'inherit'] };
    process.exit(await runInSeededEmulators(runtime, 'node scripts/size.mjs', inside));
  }
}

await buildSite('production', outDir);
if (SEEDED) await addSeededContent(outDir);
const stop = await servePreview('production', outDir, port);
const gzipKb = (path) => gzipSync(readFileSync(join(repoRoot, outDir, path)), { level: 9 }).length / 1024;

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const results = [];
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.host === `localhost:${port}` && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    // Idle callbacks and lazy chunks started by the first effects.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    await page.close();
    const files = [...scripts].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
    results.push({ path, files, kb: files.reduce((sum, f) => sum + f.kb, 0) });
  }
} finally {
  await browser.close();
  stop();
}

console.log('\nAll JavaScript a visitor downloads until the page is idle (production build, gzip):');
for (const { path, files, kb } of results) console.log(`${path.padEnd(24)} ${kb.toFixed(1).padStart(6)} kB in ${files.length} files`);

// The home page file by file; every page with SIZE_DETAIL=1.
for (const { path, files } of process.env.SIZE_DETAIL ? results : results.filter((r) => r.path === DETAIL_PAGE)) {
  console.log(`\n${path}, file by file:`);
  files.forEach(({ file, kb }) => console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`));
}

console.log('');
for (const { path, kb } of results) {
  console.log(`${path}: ${kb.toFixed(1)} kB gzip, budget ${BUDGET_KB} kB: ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
}
process.exit(results.every(({ kb }) => kb <= BUDGET_KB) ? 0 : 1);
