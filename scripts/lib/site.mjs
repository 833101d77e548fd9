// Shared by `npm run size` and `npm run lighthouse`: build a site (with its prerender), serve it,
// and drive Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { emulatorProjectId } from './emulators.mjs';
import { bin, repoRoot, run } from './run.mjs';

export { chromeFlags, chromePath } from './chromium.mjs';

/** The pages both scripts report, one line each. The post is one of the demo seed's. */
export const measuredPages = [
  '/home',
  '/CBlog',
  '/detail/monsoon-fevers',
  '/OurDoctors',
  '/doctors/dr-ananya-iyer',
  '/Appoinment',
  // The site in Kannada and Hindi (issue 34): a home page, a blog list, a post and a doctor.
  '/kn/home',
  '/hi/CBlog',
  '/kn/detail/monsoon-fevers',
  '/hi/doctors/dr-ananya-iyer',
];

export async function buildSite(mode, outDir) {
  const code = await run(process.execPath, ['scripts/build.mjs', '--mode', mode, '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) throw new Error(`The ${mode} build failed`);
}

/**
 * The deploy step (npm run seo:content) on a built site, from the emulators it runs beside: the
 * production build gets their content, as a real deploy gets Firestore's.
 */
export async function addSeededContent(outDir) {
  const code = await run(process.execPath, ['scripts/seo-content.mjs', '--dist', outDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) throw new Error('npm run seo:content failed');
}

/** Waits until `url` answers (any status). */
async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(300);
    }
  }
  throw new Error(`Nothing answered at ${url}`);
}

/** `vite preview` of a build (it follows firebase.json's clean URLs and rewrites); returns stop(). */
export async function servePreview(mode, outDir, port) {
  const child = spawn(bin('vite'), ['preview', '--mode', mode, '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  await waitFor(`http://localhost:${port}/`);
  return () => child.kill();
}

/**
 * The Firebase Hosting emulator (no Java needed) serving `publicDir` with firebase.json's headers,
 * clean URLs, rewrites and compression, as production does; returns stop(). `extraConnectSrc`
 * widens the CSP's connect-src for a measurement (a local stand-in backend).
 */
export async function serveHosting(publicDir, port, { extraConnectSrc } = {}) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  if (extraConnectSrc) {
    for (const { headers } of config.hosting.headers) {
      for (const header of headers) {
        if (header.key === 'Content-Security-Policy') header.value = header.value.replace('connect-src', `connect-src ${extraConnectSrc}`);
      }
    }
  }
  // Outside the repo: Hosting's `**/node_modules/**` ignore would hide a public dir seen from there.
  const dir = mkdtempSync(join(tmpdir(), 'hosting-preview-'));
  const configFile = join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      hosting: { ...config.hosting, public: relative(dir, join(repoRoot, publicDir)) },
      emulators: { hosting: { host: '127.0.0.1', port }, ui: { enabled: false } },
    }),
  );
  const args = ['emulators:start', '--only', 'hosting', '--project', emulatorProjectId, '--config', configFile];
  const child = spawn(bin('firebase'), args, { cwd: repoRoot, stdio: 'ignore', detached: true });
  await waitFor(`http://127.0.0.1:${port}/`, 90_000);
  return () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
}
