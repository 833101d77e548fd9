// The Emulator Suite's settings, read from where the Firebase CLI reads them, so that the app,
// the scripts and the tests never repeat them: the ports and hosts of firebase.json's
// "emulators" block, and the project of .firebaserc's "emulators" alias (`--project emulators`).
import { readFileSync } from 'node:fs';

const readJson = (file) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

/** The project id the emulators run under; its `demo-` prefix keeps them offline. */
export const emulatorProjectId = readJson('.firebaserc').projects.emulators;

const { emulators } = readJson('firebase.json');

/** The port of one emulator ('auth', 'firestore', 'storage', …). */
export const emulatorPort = (name) => emulators[name].port;

/** host:port of one emulator, as its *_EMULATOR_HOST variable takes it. */
export const emulatorAddress = (name) => `${emulators[name].host}:${emulators[name].port}`;
