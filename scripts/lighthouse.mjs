// `npm run lighthouse`: Lighthouse (mobile, default throttling) on /home, /CBlog and /detail/{id}
// of the demo build, which has content to render. Prints the four category scores per page.
// Uses Debian's Chromium (CHROME_PATH overrides) and Lighthouse 12 through npx (13 needs Node 22).
// Note: `vite preview` serves files uncompressed, where Firebase Hosting compresses them, so the
// performance score here is a lower bound.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, repoRoot } from './lib/run.mjs';

const port = process.env.LIGHTHOUSE_PORT ?? '4195';
const pages = ['/home', '/CBlog', '/detail/monsoon-fevers'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));

if (spawnSync(bin('vite'), ['build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) process.exit(1);
const server = spawn(bin('vite'), ['preview', '--mode', 'demo', '--outDir', 'dist-demo', '--port', port, '--strictPort'], { cwd: repoRoot, stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 2000));

let failed = false;
for (const page of pages) {
  const file = join(out, `${page.replaceAll('/', '_')}.json`);
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      `http://localhost:${port}${page}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${file}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) {
    failed = true;
    console.error(`Lighthouse failed on ${page}`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const scores = Object.values(report.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`);
  console.log(`${page.padEnd(24)} ${scores.join(' · ')} · CLS ${report.audits['cumulative-layout-shift'].displayValue}`);
}
server.kill();
process.exit(failed ? 1 : 0);
