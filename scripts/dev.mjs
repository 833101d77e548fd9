// `npm run dev`: the site on the Firebase Emulator Suite where Java 21+ is present, seeded with the
// demo content; otherwise on the in-memory demo backend. Says which, and why.
import { javaMajorVersion, REQUIRED_JAVA } from './lib/java.mjs';
import { emulatorPort, emulatorProjectId } from './lib/emulators.mjs';
import { bin, run } from './lib/run.mjs';

const java = javaMajorVersion();

if (java !== null && java >= REQUIRED_JAVA) {
  console.log(
    `[dev] Java ${java} found: starting the Firebase Emulator Suite (auth, firestore, storage) under project ${emulatorProjectId},\n` +
      `[dev] seeding it with the demo content and accounts, then Vite at http://localhost:5173. Emulator UI: http://127.0.0.1:${emulatorPort('ui')}`,
  );
  const code = await run(
    bin('firebase'),
    [
      'emulators:exec',
      '--only',
      'auth,firestore,storage',
      '--project',
      emulatorProjectId,
      '--ui',
      'node scripts/seed-emulators.mjs && vite --mode development',
    ],
    { env: { ...process.env, VITE_USE_EMULATORS: 'true' } },
  );
  process.exit(code);
} else {
  const why = java === null ? 'no Java was found' : `Java ${java} was found`;
  console.log(
    `[dev] The Firestore and Storage emulators need Java ${REQUIRED_JAVA}+, and ${why}.\n` +
      '[dev] Starting Vite on the DEMO backend instead: in-memory data in your browser, demo accounts\n' +
      '[dev] admin@clinic.test / admin1234 and patient@clinic.test / patient1234.',
  );
  process.exit(await run(bin('vite'), ['--mode', 'demo']));
}
