// The Emulator Suite's settings, read from where the Firebase CLI reads them, so that the app,
// the scripts and the tests never repeat them: the ports and hosts of firebase.json's
// "emulators" block, and the project of .firebaserc's "emulators" alias (`--project emulators`).
import { readFileSync } from 'node:fs';

const readJson = (file) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

const suiteProjectId = readJson('.firebaserc').projects.emulators;

/**
 * The project id the emulators run under; its `demo-` prefix keeps them offline. A worker of the
 * `emulators` test project (vite.config.ts sets EMULATOR_PROJECT_PER_WORKER there) takes its own,
 * `<id>-w<n>` after Vitest's worker number, and so do the scripts it starts: the test files then
 * run side by side on one Emulator Suite, each worker with data of its own, and a file clears
 * only its own worker's.
 */
export const emulatorProjectId =
  process.env.EMULATOR_PROJECT_PER_WORKER && process.env.VITEST_POOL_ID
    ? `${suiteProjectId}-w${process.env.VITEST_POOL_ID}`
    : suiteProjectId;

const { emulators } = readJson('firebase.json');

// The variable each emulator's address is taken from when it is set (as the SDKs and the CLI's
// `emulators:exec` do): a second Emulator Suite on other ports can then serve a test run.
const addressVariable = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

/** host:port of one emulator, as its *_EMULATOR_HOST variable takes it. */
export const emulatorAddress = (name) => process.env[addressVariable[name]] || `${emulators[name].host}:${emulators[name].port}`;

/** The port of one emulator ('auth', 'firestore', 'storage', …). */
export const emulatorPort = (name) => Number(emulatorAddress(name).split(':').pop());
