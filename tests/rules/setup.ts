import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** A rules test environment on the Emulator Suite started by `npm run test:emulators`. */
export async function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: 'demo-clinic',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: 8080 },
    storage: { rules: readFileSync('storage.rules', 'utf8'), host: '127.0.0.1', port: 9199 },
  });
}

export const alice = { uid: 'alice', token: { email: 'alice@example.com', email_verified: true } };
export const bob = { uid: 'bob', token: { email: 'bob@example.com', email_verified: true } };
export const admin = { uid: 'admin', token: { email: 'admin@example.com', email_verified: true } };

export const aliceProfile = { uid: 'alice', displayName: 'Alice Fernandes', email: 'alice@example.com', photoURL: '' };
