// `npm run migrate:doctor-links [-- --dry-run]`: for a project whose doctors were linked before
// issue 54. The rules now give each doctor profile to one account (clinic/doctorLinks; firestore.rules
// linkedTo), and refuse an owner's change of a doctor's roles until the profile is linked to them.
// This writes clinic/doctorLinks from the doctors' profiles (users/{uid} with the doctor role and
// a doctorId): each doctor profile named by one account is linked to it. A doctor profile named by
// several accounts is linked to none of them and listed: an owner takes the doctor role from all
// but one (Admin → Staff, or make-admin --revoke), and the next role change of the one left links
// it (or run this again). Safe to run at any time, and twice: what is already right is left alone.
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { doctorLinksRef, linksFromProfiles } from './lib/doctorLinks.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const doctors = (await db.collection('users').where('roles', 'array-contains', 'doctor').get()).docs.map((d) => ({
  uid: d.id,
  ...d.data(),
}));
const { links, shared } = linksFromProfiles(doctors);
const stored = (await doctorLinksRef(db).get()).get('doctors') ?? {};
const toWrite = Object.fromEntries(Object.entries(links).filter(([doctorId, uid]) => stored[doctorId] !== uid));

const lines = Object.entries(toWrite).map(([doctorId, uid]) => `  doctors/${doctorId}: linked to ${uid}`);
const sharedLines = Object.entries(shared).map(
  ([doctorId, uids]) => `  doctors/${doctorId}: named by ${uids.join(', ')}; take the doctor role from all but one, then run this again`,
);

if (lines.length === 0) {
  console.log(
    `${dryRun ? '[dry run] ' : ''}Nothing to change on ${target}: clinic/doctorLinks links every doctor profile one account names.`,
  );
} else {
  if (!dryRun) await doctorLinksRef(db).set({ doctors: toWrite }, { merge: true });
  console.log(`${dryRun ? '[dry run] Would link' : 'Linked'} ${lines.length} doctor profiles on ${target}:`);
  for (const line of lines) console.log(line);
}
if (sharedLines.length) {
  console.log(`Doctor profiles linked to several accounts on ${target} (left unlinked):`);
  for (const line of sharedLines) console.log(line);
  process.exitCode = 1;
}
process.exit();
