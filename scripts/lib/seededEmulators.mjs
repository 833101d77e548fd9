// Runs a command inside the Auth + Firestore emulators, seeded with the demo content first
// (scripts/seed-emulators.mjs): the browser tests, `npm run size` and `npm run lighthouse` each
// measure or test the production build against them wherever the Firestore emulator can start.
import { emulatorProjectId } from './emulators.mjs';
import { bin, run } from './run.mjs';

/**
 * @param runtime what emulatorRuntime() found (its env puts the JDK and firebase-tools on PATH)
 * @param command the shell command to run once the emulators are seeded
 * @param options.env variables added for the command (the flag that tells it it runs inside)
 * @param options.stdio as run()'s
 * @returns the command's exit code
 */
export function runInSeededEmulators(runtime, command, { env = {}, stdio } = {}) {
  return run(
    bin('firebase'),
    ['emulators:exec', '--only', 'auth,firestore', '--project', emulatorProjectId, `node scripts/seed-emulators.mjs && ${command}`],
    { env: { ...runtime.env, ...env }, ...(stdio ? { stdio } : {}) },
  );
}
