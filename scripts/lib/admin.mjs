import { readFileSync } from 'node:fs';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { emulatorAddress, emulatorProjectId } from './emulators.mjs';

/**
 * firebase-admin against the Emulator Suite (the default), or against a real project when
 * GOOGLE_APPLICATION_CREDENTIALS names a credentials file: the one google-github-actions/auth
 * writes for Workload Identity Federation (no key), or a service-account key on a person's
 * machine. The project is the key's, or GOOGLE_CLOUD_PROJECT's.
 */
export function adminApp() {
  const keyPath = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyPath) {
    const key = JSON.parse(readFileSync(keyPath, 'utf8'));
    const projectId = key.project_id ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
    if (!projectId) throw new Error('Set GOOGLE_CLOUD_PROJECT: the credentials file does not name a project');
    return { app: initializeApp({ credential: applicationDefault(), projectId }), target: `project ${projectId}`, projectId, real: true };
  }
  // No cloud metadata server to look for on the emulators (firebase-admin's auth library would).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ??= emulatorAddress('firestore');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorAddress('auth');
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= emulatorAddress('storage');
  return {
    app: initializeApp({ projectId: emulatorProjectId }),
    target: `the Emulator Suite (${emulatorProjectId}, Firestore ${process.env.FIRESTORE_EMULATOR_HOST}, Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST})`,
    projectId: emulatorProjectId,
    real: false,
  };
}

/** Deletes these documents (Admin SDK), 500 per batch, the most one batch holds. */
export async function deleteInBatches(db, docs) {
  for (let start = 0; start < docs.length; start += 500) {
    const batch = db.batch();
    docs.slice(start, start + 500).forEach((d) => batch.delete(d.ref));
    await batch.commit();
  }
}
