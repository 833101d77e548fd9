// `npm run lighthouse`: Lighthouse 12 (mobile, default throttling) on /home, /CBlog and
// /detail/{id}, three runs each, median by performance score; one line per page and build.
//   production  the build the clinic deploys, with its deploy step (npm run seo:content), served
//               by the Firebase Hosting emulator with firebase.json's headers and compression.
//               It talks to the Auth + Firestore emulators, seeded with the demo content,
//               wherever the Firestore emulator can start (scripts/lib/emulatorRuntime.mjs: the
//               script runs itself again inside them). Elsewhere a stand-in empty Firestore
//               answers on the emulator's address, and the pages show their "nothing yet" states.
//   demo        the demo build (same pages, with the seed content), served the same way.
// Then Lighthouse's SEO audits, one run each, on every public route: the pages of each build's
// sitemap.xml, and, where there are posts, a tag and a category as well; on the empty stand-in
// those are, rightly, "not found" and noindex.
// Uses Debian's Chromium (CHROME_PATH overrides) and Lighthouse 12 through npx (13 needs Node 22).
// To measure less while working on one page: LIGHTHOUSE_PAGES=/kn/home,/hi/CBlog (the pages),
// LIGHTHOUSE_BUILDS=production (the builds), LIGHTHOUSE_SEO=0 (no SEO sweep), LIGHTHOUSE_RUNS=3.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveEmptyFirestore } from './lib/emptyFirestore.mjs';
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { emulatorAddress, emulatorPort } from './lib/emulators.mjs';
import { repoRoot } from './lib/run.mjs';
import { runInSeededEmulators } from './lib/seededEmulators.mjs';
import { addSeededContent, buildSite, chromeFlags, chromePath, measuredPages, serveHosting } from './lib/site.mjs';

const SEEDED = process.env.LIGHTHOUSE_SEEDED_EMULATORS === '1';
if (!SEEDED) {
  const runtime = emulatorRuntime();
  if (runtime.missing.firestore) {
    console.log(`[lighthouse] No Firestore emulator here (${runtime.missing.firestore}): the production build talks to an empty stand-in.`);
  } else {
    console.log('[lighthouse] The production build is measured against seeded Auth + Firestore emulators.');
    const command = `node scripts/lighthouse.mjs ${process.argv.slice(2).join(' ')}`;
    process.exit(await runInSeededEmulators(runtime, command, { env: { LIGHTHOUSE_SEEDED_EMULATORS: '1' } }));
  }
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 5095);
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const builds = [
  { name: 'production', mode: 'production', dir: 'dist' },
  { name: 'demo', mode: 'demo', dir: 'dist-demo' },
].filter(({ name }) => !process.env.LIGHTHOUSE_BUILDS || process.env.LIGHTHOUSE_BUILDS.split(',').includes(name));
const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : measuredPages;
const sweepSeo = process.env.LIGHTHOUSE_SEO !== '0';

function lighthouse(url, file, categories = 'performance,accessibility,best-practices,seo') {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      `--only-categories=${categories}`,
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=--headless=new ${chromeFlags.join(' ')}`,
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return run.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const score = (report, id) => Math.round(report.categories[id].score * 100);

/** The page's largest contentful paint element, as Lighthouse names it (its label and selector). */
function lcpElementOf(report) {
  const tables = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? [table]).find((item) => item.node)?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? node.snippet ?? '?'})`.replace(/\s+/g, ' ').slice(0, 160) : 'not reported';
}

/** The public routes of a build: its sitemap's pages, and where there are posts a tag and a category. */
function publicRoutes(dir, mode) {
  const sitemap = readFileSync(join(repoRoot, dir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
  const withPosts = mode === 'demo' || SEEDED ? ['/tag/fever', '/category/Nutrition%20and%20Diet'] : [];
  return [...new Set([...paths, ...withPosts])];
}

/** One SEO-only run per public route: the score, and the audits that did not pass. */
function checkSeo(name, dir, mode) {
  const routes = publicRoutes(dir, mode);
  const results = routes.map((route) => {
    const report = lighthouse(`http://127.0.0.1:${port}${route}`, join(out, `${name}-seo-${route.replaceAll('/', '_')}.json`), 'seo');
    if (!report) return { route, score: 0, failing: ['Lighthouse failed'] };
    const failing = report.categories.seo.auditRefs
      .map(({ id }) => report.audits[id])
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    return { route, score: score(report, 'seo'), failing };
  });
  const below = results.filter((result) => result.score < 100);
  console.log(`${name.padEnd(10)} SEO on ${results.length} public routes: ${below.length === 0 ? 'all 100' : 'not all 100'}`);
  for (const { route, score: seo, failing } of below) console.log(`           ${route}: SEO ${seo}, failing ${failing.join(', ')}`);
  return below.length === 0;
}

let failed = false;
const stopFirestore = SEEDED ? () => {} : await serveEmptyFirestore(emulatorPort('firestore'));
try {
  for (const { name, mode, dir } of builds) {
    await buildSite(mode, dir);
    if (mode === 'production' && SEEDED) await addSeededContent(dir);
    // The emulator's address (or the stand-in's), which the deployed CSP rightly does not allow.
    const stop = await serveHosting(dir, port, { extraConnectSrc: `http://${emulatorAddress('firestore')}` });
    try {
      for (const page of pages) {
        const reports = [];
        for (let run = 0; run < RUNS; run++) {
          const report = lighthouse(`http://127.0.0.1:${port}${page}`, join(out, `${name}-${page.replaceAll('/', '_')}-${run}.json`));
          if (report) reports.push(report);
        }
        if (reports.length === 0) {
          failed = true;
          console.error(`Lighthouse failed on ${name} ${page}`);
          continue;
        }
        reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const median = reports[Math.floor(reports.length / 2)];
        const metric = (id) => median.audits[id].displayValue.replace(/\s/g, ' ');
        // The JavaScript the page transferred during the run, as the Hosting emulator serves it: over
        // HTTP/1.1, every file with its full headers (about 1.3 kB of security headers each) and
        // files under 1 kB uncompressed. So it is more than `npm run size` counts (the files'
        // gzip), and more than Hosting's HTTP/2 (compressed headers) sends.
        const lcpElement = lcpElementOf(median);
        const scriptBytes =
          median.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        console.log(
          `${(name + (mode === 'production' ? (SEEDED ? ' (seeded emulators)' : ' (empty stand-in)') : '')).padEnd(10)} ${page.padEnd(24)} performance ${score(median, 'performance')} · accessibility ${score(median, 'accessibility')}` +
            ` · best practices ${score(median, 'best-practices')} · SEO ${score(median, 'seo')}` +
            ` · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}` +
            ` · JS transferred ${(scriptBytes / 1024).toFixed(0)} kB with headers` +
            ` (median of ${reports.length}: ${reports.map((r) => score(r, 'performance')).join(', ')})` +
            `\n           LCP element: ${lcpElement}`,
        );
      }
      if (sweepSeo && !checkSeo(name, dir, mode)) failed = true;
    } finally {
      stop();
    }
  }
} finally {
  stopFirestore();
}
process.exit(failed ? 1 : 0);
