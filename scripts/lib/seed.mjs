import { runnerImport } from 'vite';
import { repoRoot } from './run.mjs';

/** Loads the app's TypeScript seed module (src/seed) through Vite, so there is one copy of it. */
export async function loadSeed() {
  const { module } = await runnerImport(`${repoRoot}src/seed/index.ts`);
  return module;
}
