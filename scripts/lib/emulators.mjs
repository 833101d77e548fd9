// The Emulator Suite's settings, read from where the Firebase CLI reads them, so that the app,
// the scripts and the tests never repeat them: the ports and hosts of firebase.json's
// "emulators" block, and the project of .firebaserc's "emulators" alias (`--project emulators`).
import { readFileSync } from 'node:fs';

const readJson = (file) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

/** The project id the emulators run under; its `demo-` prefix keeps them offline. */
export const emulatorProjectId = readJson('.firebaserc').projects.emulators;

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
