// `npm run size`: builds production and reports the gzip size of the JavaScript that /home loads
// before its first render (the entry, its static imports, and the home route's chunk with its
// static imports), and of every lazy chunk. Budget: 130 kB gzip (ARCHITECTURE.md).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from './lib/run.mjs';

const BUDGET_KB = 130;
const HOME_ROUTE_MODULE = 'src/features/home/HomePage.tsx';
const outDir = join(repoRoot, '.size');

rmSync(outDir, { recursive: true, force: true });
await build({ root: repoRoot, mode: 'production', logLevel: 'warn', build: { outDir, manifest: true } });

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/** The chunk of a manifest entry and, recursively, its static imports. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialKeys = withStaticImports(HOME_ROUTE_MODULE, withStaticImports(entryKey));
const initialFiles = [...initialKeys].map((key) => manifest[key].file);
const initialKb = initialFiles.reduce((sum, file) => sum + gzipKb(file), 0);

const row = (file, kb) => `  ${kb.toFixed(1).padStart(7)} kB  ${file}`;
console.log('\nJavaScript /home loads before first render (gzip):');
initialFiles.forEach((file) => console.log(row(file, gzipKb(file))));
console.log(row('TOTAL', initialKb));

const lazyFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js') && !initialFiles.includes(file))
  .sort((a, b) => gzipKb(b) - gzipKb(a));
console.log('\nLazy chunks (gzip), loaded only when a page or feature needs them:');
lazyFiles.forEach((file) => console.log(row(file, gzipKb(file))));

const cssFiles = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
console.log('\nCSS (gzip):');
cssFiles.forEach((file) => console.log(row(file, gzipKb(file))));

const within = initialKb <= BUDGET_KB;
console.log(`\n/home initial JavaScript: ${initialKb.toFixed(1)} kB gzip, budget ${BUDGET_KB} kB: ${within ? 'within budget' : 'OVER BUDGET'}`);
process.exit(within ? 0 : 1);
