import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Demo code must never reach the production bundle: no seed accounts, no demo twins. The demo
 * build is checked too, so this test fails if the markers stop meaning anything.
 */
const markers = ['admin@clinic.test', 'patient1234', 'clinic-demo-db-v7', 'clinic-demo-session'];

/** The App Check SDK's token exchange host: in a bundle only when App Check is. */
const APP_CHECK_MARKER = 'content-firebaseappcheck.googleapis.com';

async function buildTo(mode: 'production' | 'demo', outDir: string, env: Record<string, string> = {}): Promise<string> {
  // Vite reads VITE_* variables from the process environment before .env files.
  Object.assign(process.env, env);
  try {
    await build({ root: process.cwd(), mode, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
  const files = await readdir(outDir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files.filter((f) => f.isFile() && /\.(js|html|css)$/.test(f.name)).map((f) => readFile(join(f.parentPath, f.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('production and demo bundles', () => {
  let workDir: string;
  let production: string;
  let demo: string;
  let withAppCheck: string;
  let demoWithAppCheckKey: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'clinic-bundles-'));
    production = await buildTo('production', join(workDir, 'production'));
    demo = await buildTo('demo', join(workDir, 'demo'));
    withAppCheck = await buildTo('production', join(workDir, 'app-check'), { VITE_APPCHECK_SITE_KEY: '6LcExampleSiteKey' });
    demoWithAppCheckKey = await buildTo('demo', join(workDir, 'demo-app-check'), { VITE_APPCHECK_SITE_KEY: '6LcExampleSiteKey' });
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('the demo build carries the demo backend and its seed accounts', () => {
    for (const marker of markers) expect(demo).toContain(marker);
  });

  it('the production build has no demo code and no seed accounts', () => {
    for (const marker of markers) expect(production).not.toContain(marker);
  });

  it('App Check is in a production build with a site key, and nowhere else (not even the demo build given one)', () => {
    expect(withAppCheck).toContain(APP_CHECK_MARKER);
    expect(withAppCheck).toContain('6LcExampleSiteKey');
    expect(production).not.toContain(APP_CHECK_MARKER);
    expect(demo).not.toContain(APP_CHECK_MARKER);
    expect(demoWithAppCheckKey).not.toContain(APP_CHECK_MARKER);
  });

  it('the production build talks to Firebase', () => {
    expect(production).toContain('firestore.googleapis.com');
    expect(demo).not.toContain('firestore.googleapis.com');
  });
});
