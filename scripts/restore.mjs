// `npm run restore -- FILE [--erasures-from NEWER_BACKUP ...] [--replace] [--hash-config FILE]`:
// loads a backup (npm run backup) into an empty project. It refuses a project that holds any
// document or user, unless --replace, which first deletes them all (never the erasure records).
// Erasures are replayed: anyone erased in the project itself, in the backup, or in a newer backup
// given with --erasures-from stays erased (their profile, accountEmails entry, comments, requests,
// bookings, places and Auth user are left out, and their uid from clinic/owners; their slots are
// freed in bookedSlots and in its public mirror takenSlots, which is rebuilt from bookedSlots),
// and every erasure record is written back. A video call's documents, which backups no longer
// hold, are dropped from an older backup that does (issue 54). On a real
// project, --project ID must name it. Passwords come back only with --hash-config (the
// project's scrypt parameters as JSON, from the console: real project only); otherwise people
// use "Forgot password". Emulators by default, as npm run backup. docs/operating.md, "Backups".
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { BACKUP_FORMAT, emptyProject, encodeValue, erasedUids, isEmptyProject, restoreBackup, withoutErased } from './lib/backup.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'erasures-from': { type: 'string', multiple: true, default: [] },
    replace: { type: 'boolean' },
    'hash-config': { type: 'string' },
    project: { type: 'string' },
  },
});
const readBackup = (file) => {
  const backup = JSON.parse(readFileSync(file, 'utf8'));
  if (backup.format !== BACKUP_FORMAT) throw new Error(`${file} is not a backup of this site (${BACKUP_FORMAT})`);
  return backup;
};
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--erasures-from NEWER_BACKUP ...] [--replace] [--hash-config FILE] [--project ID]');
  process.exit(2);
}

const { app, target, projectId, real } = adminApp();
// A real project is named on the command line too: credentials left pointing at the wrong one must not be emptied.
if (real && values.project !== projectId) {
  console.error(`This would restore into ${target}. To confirm, add --project ${projectId}.`);
  process.exit(2);
}
const db = getFirestore(app);
const auth = getAuth(app);
try {
  // Every input is read and checked before anything in the project changes.
  const backup = readBackup(positionals[0]);
  const newer = values['erasures-from'].map((file) => readBackup(file).documents);
  const hash = values['hash-config'] ? JSON.parse(readFileSync(values['hash-config'], 'utf8')) : undefined;
  if (hash?.key) hash.key = Buffer.from(hash.key, 'base64');
  if (hash?.saltSeparator) hash.saltSeparator = Buffer.from(hash.saltSeparator, 'base64');
  if (!(await isEmptyProject(db, auth))) {
    if (!values.replace) {
      console.error(`${target} is not empty. Restore into an empty project, or add --replace to delete everything in it first.`);
      process.exit(1);
    }
    await emptyProject(db, auth);
    console.log(`Emptied ${target} (its erasure records kept).`);
  }
  const inProject = (await db.collection('erasures').get()).docs.map((d) => ({ path: d.ref.path, data: encodeValue(d.data()) }));
  const erased = erasedUids(backup.documents, inProject, ...newer);
  const result = await restoreBackup(db, auth, withoutErased(backup, erased), { hash });
  // A backup made without the right to read password hashes holds none (docs/operating.md, "Backups").
  const passwords = hash && backup.users.some((user) => user.passwordHash);
  console.log(
    `Restored ${result.documents} documents and ${result.users} users of the backup taken ${backup.takenAt} into ${target}; ` +
      `${erased.size} erased account(s) left out.${passwords ? '' : ' Passwords were not restored: people use "Forgot password".'}`,
  );
  for (const failure of result.failures) console.error(`User not restored: ${failure}`);
  process.exit(result.failures.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`Could not restore into ${target}: ${error?.message ?? error}`);
  process.exit(1);
}
