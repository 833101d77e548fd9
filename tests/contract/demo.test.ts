import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoBackend } from './demoBackend';
import { allContracts } from './suites';

/** The service contract on the demo twins (in `npm test`; the same suites run on Firebase in firebase.test.ts). */
allContracts(demoBackend);

/** Every TypeScript file under `dir`. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('the contract covers every service module the app imports', () => {
  const imported = new Set(
    sourceFiles('src').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/@services\/(\w+)/g)].map((m) => m[1])),
  );
  const seam = readFileSync('src/services/contract.ts', 'utf8');

  it.each([...imported].sort())('@services/%s: run by the suites on both backends, its twin typed like its Firebase module', (entity) => {
    // ContractBackend's type makes the Firebase backend list the same modules.
    expect(Object.keys(demoBackend.services)).toContain(entity);
    expect(seam).toContain(`from './demo/${entity}'`);
    expect(seam).toContain(`from './firebase/${entity}'`);
  });
});
