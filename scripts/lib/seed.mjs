import { runnerImport } from 'vite';
import { repoRoot } from './run.mjs';

/** Loads one of the app's TypeScript modules through Vite, so scripts share its code. */
export async function loadAppModule(path) {
  const { module } = await runnerImport(`${repoRoot}${path}`);
  return module;
}

/** The one seed module (src/seed). */
export const loadSeed = () => loadAppModule('src/seed/index.ts');
