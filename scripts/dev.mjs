// `npm run dev`: the site on the Firebase Emulator Suite wherever the Firestore emulator can start
// (scripts/lib/emulatorRuntime.mjs: a JDK 21+ and the emulator's jar, nothing downloaded), seeded
// with the demo content and accounts; Storage too where its emulator can start. Otherwise on the
// in-memory demo backend (`npm run demo` chooses that one directly). Says which, and why.
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { emulatorPort, emulatorProjectId } from './lib/emulators.mjs';
import { bin, run } from './lib/run.mjs';

const runtime = emulatorRuntime();
const port = process.env.PORT ?? '5173';
const accounts =
  '[dev] Accounts: admin@clinic.test / admin1234 (owner), frontdesk@clinic.test / frontdesk1234, doctor@clinic.test / doctor1234, editor@clinic.test / editor1234, patient@clinic.test / patient1234.';

if (!runtime.missing.firestore) {
  const withStorage = !runtime.missing.storage;
  console.log(
    `[dev] FIREBASE EMULATORS (${runtime.emulators.join(', ')}) under project ${emulatorProjectId}, seeded with the demo content:\n` +
      runtime.report.map((line) => `[dev]   ${line}\n`).join('') +
      (withStorage
        ? ''
        : '[dev] Image upload in the blog editor needs the Storage emulator: the editor says so. Everything else works.\n') +
      (runtime.ui ? `[dev] Emulator UI: http://127.0.0.1:${emulatorPort('ui')}\n` : '') +
      `${accounts}\n[dev] The site: http://localhost:${port} (npm run demo: the demo backend instead)`,
  );
  const code = await run(
    bin('firebase'),
    [
      'emulators:exec',
      '--only',
      runtime.emulators.join(','),
      '--project',
      emulatorProjectId,
      ...(runtime.ui ? ['--ui'] : []),
      `node scripts/seed-emulators.mjs && vite --mode development --port ${port} --strictPort`,
    ],
    {
      env: {
        ...runtime.env,
        VITE_USE_EMULATORS: 'true',
        VITE_STORAGE_EMULATOR: withStorage ? 'on' : 'off',
      },
    },
  );
  process.exit(code);
} else {
  console.log(
    `[dev] DEMO BACKEND: the Firestore emulator cannot start here: ${runtime.missing.firestore}.\n` +
      "[dev] Vite on the demo backend instead: in-memory data kept in your browser's localStorage.\n" +
      `${accounts}\n[dev] The site: http://localhost:${port}`,
  );
  process.exit(await run(bin('vite'), ['--mode', 'demo', '--port', port, '--strictPort']));
}
