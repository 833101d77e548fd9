// `npm run size`: builds production (with its prerender) and reports, per page, all the JavaScript a
// visitor (not signed in) downloads until the page is idle: Debian's Chromium opens each page of the
// served build and every script it fetches is counted at its gzip size. One line per page, then the
// chunks of /home. Budget: each page at most 150 kB gzip (ARCHITECTURE.md; /home since issue 10, the
// blog's pages since issue 22).
// Wherever the Firestore emulator can start, the build gets its deploy step (npm run seo:content)
// from seeded Auth + Firestore emulators (the script runs itself inside them), so the blog's pages
// are measured as deployed: rendered with their content, hydrating from it. Elsewhere the data
// requests fail quickly and a post is measured as a post read in the browser.
// SIZE_SIGNED_IN=patient@clinic.test:patient1234 (e-mail:password of a seeded account) measures the
// pages as that user sees them instead (issue 46: My appointments, /my-requests, within 150 kB): it
// signs in once on the site's own /login, then opens each page in a new tab of that browser, with
// the session, and a visitor's figure beside it. The Auth SDK is not in the budget (ARCHITECTURE.md,
// "Budgets"), so a signed-in page is judged on its total without the Auth SDK's chunk.
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
// At the first ':' (an e-mail address has none; a password may).
const account = process.env.SIZE_SIGNED_IN
  ? {
      email: process.env.SIZE_SIGNED_IN.slice(0, process.env.SIZE_SIGNED_IN.indexOf(':')),
      password: process.env.SIZE_SIGNED_IN.slice(process.env.SIZE_SIGNED_IN.indexOf(':') + 1),
    }
  : null;
if (account && (!account.email || !process.env.SIZE_SIGNED_IN.includes(':'))) {
  console.error('[size] SIZE_SIGNED_IN is e-mail:password, e.g. patient@clinic.test:patient1234.');
  process.exit(2);
}

const SEEDED = process.env.SIZE_SEEDED_EMULATORS === '1';
if (!SEEDED) {
  const runtime = emulatorRuntime();
  if (runtime.missing.firestore) {
    // The seeded accounts live only in the emulators: without them there is nobody to sign in as.
    if (account) {
      console.error(
        `[size] SIZE_SIGNED_IN needs the seeded emulators, and there is no Firestore emulator here (${runtime.missing.firestore}).`,
      );
      process.exit(2);
    }
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

/**
 * The Firebase Auth SDK's chunk. Vite's manifest cannot tell it: a shared chunk is listed there by
 * its file and name only, with no source, and both the SDK's chunk and the app's own wrapper of it
 * (src/services/firebase/auth.ts) are named "auth"; "the largest auth-*.js" would be a guess that
 * breaks the day the wrapper grows or Rolldown merges the SDK elsewhere. So: an auth-*.js chunk whose
 * code holds the Auth REST API's host, which only the SDK talks to (firebase/app's list of SDK names
 * mentions "@firebase/auth" too, so that name would not do).
 */
const isAuthSdk = (file) =>
  /^\/assets\/auth-[^/]+\.js$/.test(file) && readFileSync(join(repoRoot, outDir, file), 'utf8').includes('identitytoolkit.googleapis.com');

/** Every script of the served build `page` loads from `path` until idle, at its gzip size. */
async function measure(page, path) {
  const scripts = new Set();
  // 'response' fires for scripts served from the browser's cache too.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.host === `localhost:${port}` && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
  // Idle callbacks and lazy chunks started by the first effects.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const files = [...scripts].map((file) => ({ file, kb: gzipKb(file), authSdk: isAuthSdk(file) })).sort((a, b) => b.kb - a.kb);
  return { path, files, kb: files.reduce((sum, f) => sum + f.kb, 0) };
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const results = [];
try {
  if (!account) {
    for (const path of pages) {
      const page = await browser.newPage();
      results.push(await measure(page, path));
      await page.close();
    }
  } else {
    // One context, signed in once as a patient does: the session (in IndexedDB) is the context's, so
    // every new tab of it starts signed in.
    const context = await browser.newContext();
    const login = await context.newPage();
    await login.goto(`http://localhost:${port}/login`);
    await login.getByLabel('E-mail').fill(account.email);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.waitForURL(`http://localhost:${port}/`);
    await login.close();
    for (const path of pages) {
      const page = await context.newPage();
      // The sign-in's tab left the shared scripts in the context's cache; with the cache off every
      // script the page runs is fetched, so none can go uncounted (the count is the visitor's or more).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const result = await measure(page, path);
      // The page's own content, not a sign-in form it fell back to: still at `path`, with its heading.
      const landed = new URL(page.url()).pathname;
      if (landed !== path) throw new Error(`${path} went to ${landed}: the session did not hold`);
      await page.locator('h1').first().waitFor({ timeout: 10_000 });
      await page.close();
      // A visitor on the same page, in a context of its own, for comparison.
      const visitorPage = await browser.newPage();
      result.visitor = await measure(visitorPage, path);
      await visitorPage.close();
      const auth = result.files.filter((f) => f.authSdk);
      result.authSdk = auth;
      result.withoutAuthKb = result.kb - auth.reduce((sum, f) => sum + f.kb, 0);
      results.push(result);
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}

if (!account) {
  console.log('\nAll JavaScript a visitor downloads until the page is idle (production build, gzip):');
  for (const { path, files, kb } of results) console.log(`${path.padEnd(24)} ${kb.toFixed(1).padStart(6)} kB in ${files.length} files`);
} else {
  console.log(`\nAll JavaScript ${account.email}, signed in, downloads until the page is idle (production build, gzip):`);
  for (const { path, files, kb, withoutAuthKb, authSdk, visitor } of results) {
    console.log(`${path.padEnd(24)} ${kb.toFixed(1).padStart(6)} kB in ${files.length} files, signed in`);
    const sdk = authSdk.length ? authSdk.map((f) => `${f.file} ${f.kb.toFixed(1)} kB`).join(', ') : 'not loaded';
    console.log(`${''.padEnd(24)} ${withoutAuthKb.toFixed(1).padStart(6)} kB without the Auth SDK (${sdk})`);
    console.log(`${''.padEnd(24)} ${visitor.kb.toFixed(1).padStart(6)} kB in ${visitor.files.length} files, a visitor`);
  }
}

// The home page file by file; every page with SIZE_DETAIL=1.
for (const { path, files, visitor } of process.env.SIZE_DETAIL ? results : results.filter((r) => r.path === DETAIL_PAGE)) {
  console.log(`\n${path}, file by file${account ? ', signed in' : ''}:`);
  files.forEach(({ file, kb, authSdk }) =>
    console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}${account && authSdk ? '  (the Auth SDK)' : ''}`),
  );
  // Signed in, the visitor's files too: what signing in adds is the difference.
  if (visitor) {
    console.log(`${path}, file by file, a visitor:`);
    visitor.files.forEach(({ file, kb }) => console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`));
  }
}

console.log('');
// Signed in, the budget is judged without the Auth SDK (ARCHITECTURE.md, "Budgets").
const judged = results.map((r) => ({ ...r, budgetKb: account ? r.withoutAuthKb : r.kb }));
for (const { path, kb, budgetKb } of judged) {
  const verdict = budgetKb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET';
  if (!account) console.log(`${path}: ${kb.toFixed(1)} kB gzip, budget ${BUDGET_KB} kB: ${verdict}`);
  else {
    console.log(
      `${path} (signed in): ${budgetKb.toFixed(1)} kB gzip without the Auth SDK (${kb.toFixed(1)} kB with it), budget ${BUDGET_KB} kB, judged without the Auth SDK: ${verdict}`,
    );
  }
}
process.exit(judged.every(({ budgetKb }) => budgetKb <= BUDGET_KB) ? 0 : 1);
