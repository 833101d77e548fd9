import { readFileSync } from 'node:fs';
import { cert, initializeApp } from 'firebase-admin/app';

export const EMULATOR_PROJECT_ID = 'demo-clinic';

/**
 * firebase-admin against the Emulator Suite (the default), or against a real project when a
 * service-account key is given (GOOGLE_APPLICATION_CREDENTIALS=path/to/key.json).
 */
export function adminApp() {
  const keyPath = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyPath) {
    const key = JSON.parse(readFileSync(keyPath, 'utf8'));
    return { app: initializeApp({ credential: cert(key), projectId: key.project_id }), target: `project ${key.project_id}` };
  }
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
  return {
    app: initializeApp({ projectId: EMULATOR_PROJECT_ID }),
    target: `the Emulator Suite (${EMULATOR_PROJECT_ID}, Firestore ${process.env.FIRESTORE_EMULATOR_HOST}, Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST})`,
  };
}
