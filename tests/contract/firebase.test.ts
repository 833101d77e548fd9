import { afterAll } from 'vitest';
import { closeFirebaseBackend, firebaseBackend } from './firebaseBackend';
import { allContracts } from './suites';

/** The service contract on the Firebase modules and the real rules (`npm run test:emulators`, Java 21+). */
afterAll(closeFirebaseBackend);
allContracts(firebaseBackend);
