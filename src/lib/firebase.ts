import { getApp, getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { activateAppCheck } from '@app-check';

/**
 * Firebase app and the choice of backend project. The SDK products (Auth, Firestore, Storage)
 * each have their own module under src/lib so that a page only downloads the ones it uses.
 */

const env = import.meta.env;

/** Project id the Emulator Suite runs under (.firebaserc). The `demo-` prefix keeps it offline-only. */
export const EMULATOR_PROJECT_ID = __EMULATOR_PROJECT_ID__;

const realProjectConfigured = Boolean(env.VITE_FIREBASE_PROJECT_ID && env.VITE_FIREBASE_API_KEY);

/** True when no real project is configured, or when asked to (VITE_USE_EMULATORS=true). */
export const usingEmulators = env.VITE_USE_EMULATORS === 'true' || !realProjectConfigured;

export const emulatorHost = env.VITE_EMULATOR_HOST || '127.0.0.1';

/** Ports of firebase.json's "emulators" block. */
export const emulatorPorts = __EMULATOR_PORTS__;

function firebaseOptions(): FirebaseOptions {
  if (usingEmulators) {
    return {
      apiKey: 'demo-api-key',
      authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      projectId: EMULATOR_PROJECT_ID,
      storageBucket: `${EMULATOR_PROJECT_ID}.appspot.com`,
      appId: 'demo-app',
    };
  }
  return {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  };
}

export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  if (usingEmulators && !realProjectConfigured && import.meta.env.PROD) {
    console.warn(`[firebase] No VITE_FIREBASE_* configuration in this build: using the local Emulator Suite (${EMULATOR_PROJECT_ID}).`);
  }
  const app = initializeApp(firebaseOptions());
  // Before any Firestore, Storage or Auth request, so each carries an App Check token (when configured).
  activateAppCheck(app, { usingEmulators });
  return app;
}

/**
 * One instance of an SDK product (Firestore, Storage, Auth), made on first use and pointed at
 * its emulator when the app uses the Emulator Suite. Each product has its own module in lib, so
 * a page downloads only the products it calls.
 */
export function sdkInstance<T>(make: (app: FirebaseApp) => T, connectEmulator: (instance: T, host: string) => void): () => T {
  let instance: T | undefined;
  return () => {
    if (instance === undefined) {
      instance = make(firebaseApp());
      if (usingEmulators) connectEmulator(instance, emulatorHost);
    }
    return instance;
  };
}
