import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './firebase';

let auth: Auth | undefined;

/**
 * Auth without the popup/redirect resolver: that part is only needed by Google sign-in, which
 * passes it at the call, so the header does not download it on every page.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const persistence = typeof indexedDB === 'undefined' ? [browserLocalPersistence] : [indexedDBLocalPersistence, browserLocalPersistence];
  auth = initializeAuth(firebaseApp(), { persistence: typeof window === 'undefined' ? [] : persistence });
  if (usingEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
  }
  return auth;
}
