// `npm run backup [-- --out FILE]`: every Firestore document the site owns (subcollections
// included, a video call's documents apart: scripts/lib/backup.mjs) and every Auth user, in one JSON file (default: backups/clinic-backup-<time>.json).
// Against the Emulator Suite by default (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST
// are honoured); against a real project with Application Default Credentials (real project only:
// the weekly workflow, or GOOGLE_APPLICATION_CREDENTIALS). docs/operating.md, "Backups".
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { takeBackup } from './lib/backup.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out ?? `backups/clinic-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

const { app, target } = adminApp();
try {
  const backup = await takeBackup(getFirestore(app), getAuth(app), target);
  mkdirSync(dirname(out), { recursive: true });
  // Health data and password hashes: readable by this machine's user only.
  writeFileSync(out, `${JSON.stringify(backup, null, 1)}\n`, { mode: 0o600 });
  console.log(`Backed up ${backup.documents.length} documents and ${backup.users.length} users of ${target} to ${out}.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not back up ${target}: ${error?.message ?? error}`);
  process.exit(1);
}
