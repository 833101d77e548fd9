import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { emulatorPorts, sdkInstance } from './firebase';

/**
 * Auth without the popup/redirect resolver: that part is only needed by Google sign-in, which
 * passes it at the call, so the header does not download it on every page.
 */
export const firebaseAuth = sdkInstance<Auth>(
  (app) => {
    const persistence = typeof indexedDB === 'undefined' ? [browserLocalPersistence] : [indexedDBLocalPersistence, browserLocalPersistence];
    return initializeAuth(app, { persistence: typeof window === 'undefined' ? [] : persistence });
  },
  (auth, host) => connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true }),
);
