// `npm run prune:access-log [-- --days N] [--dry-run]`: removes the access log's entries
// (accessLog: staff's reads of and changes to patients' data) older than N days, by default
// ACCESS_LOG_RETENTION_DAYS of src/config/privacy.ts (365: DPDP Rules 2025, rule 6, asks for a
// year). The weekly backup workflow runs it after the backup (.github/workflows/backup.yml), so an
// entry is in at least one backup before it goes. Nobody can delete an entry through the rules.
// Against the Emulator Suite by default; against a real project with the workflow's credentials or
// GOOGLE_APPLICATION_CREDENTIALS (the Admin SDK bypasses the rules).
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp, deleteInBatches } from './lib/admin.mjs';
import { loadAppModule } from './lib/seed.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const { ACCESS_LOG_RETENTION_DAYS } = await loadAppModule('src/config/privacy.ts');
const days = args.includes('--days') ? Number(args[args.indexOf('--days') + 1]) : ACCESS_LOG_RETENTION_DAYS;
if (!Number.isInteger(days) || days < 1) {
  console.error('Usage: npm run prune:access-log -- [--days N] [--dry-run]   (N: a whole number of days, 1 or more)');
  process.exit(2);
}

const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const { app, target } = adminApp();
const db = getFirestore(app);
// `at` has Firestore's own single-field index.
const old = await db.collection('accessLog').where('at', '<', Timestamp.fromDate(cutoff)).get();
if (!dryRun) await deleteInBatches(db, old.docs);
console.log(
  `${dryRun ? '[dry run] Would remove' : 'Removed'} ${old.size} access-log entries from before ${cutoff.toISOString()} (older than ${days} days) on ${target}.`,
);
process.exit(0);
