import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Demo code must never reach the production bundle: no seed accounts, no demo twins. The demo
 * build is checked too, so this test fails if the markers stop meaning anything.
 */
const markers = ['admin@clinic.test', 'patient1234', 'clinic-demo-db-v2', 'clinic-demo-session'];

async function buildTo(mode: 'production' | 'demo', outDir: string): Promise<string> {
  await build({ root: process.cwd(), mode, logLevel: 'error', build: { outDir, emptyOutDir: true } });
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

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'clinic-bundles-'));
    production = await buildTo('production', join(workDir, 'production'));
    demo = await buildTo('demo', join(workDir, 'demo'));
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

  it('the production build talks to Firebase', () => {
    expect(production).toContain('firestore.googleapis.com');
    expect(demo).not.toContain('firestore.googleapis.com');
  });
});
