// `npm run test:e2e [-- playwright args]`: the browser tests. Wherever the Firestore emulator can
// start (scripts/lib/emulatorRuntime.mjs), they run inside seeded Auth + Firestore emulators, so
// the `production` project also tests the production build against Firebase as it answers,
// rules included (E2E_EMULATORS=1); elsewhere those tests skip themselves and say why.
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { runInSeededEmulators } from './lib/seededEmulators.mjs';
import { bin, run } from './lib/run.mjs';

const runtime = emulatorRuntime();
const playwrightArgs = process.argv.slice(2);

if (runtime.missing.firestore) {
  console.log(
    `[e2e] The production build's tests on the emulators are skipped: the Firestore emulator cannot start (${runtime.missing.firestore}).`,
  );
  process.exit(await run(bin('playwright'), ['test', ...playwrightArgs]));
}

console.log('[e2e] Browser tests inside seeded Auth + Firestore emulators (the production build talks to them).');
const quoted = playwrightArgs.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
process.exit(await runInSeededEmulators(runtime, `playwright test ${quoted}`, { env: { E2E_EMULATORS: '1' } }));
