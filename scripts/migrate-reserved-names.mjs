// `npm run migrate:reserved-names [-- --dry-run]`: for a project set up before names were reserved
// in clinic/reservedNames (issue 35). Reserves every admin's name for staff and every doctor's
// name, as make-admin and the doctor editor now do, and deletes the old staffNames collection,
// which the rules no longer read. Safe to run at any time, and twice: a name already reserved keeps
// its holder. Until it has run, the comment box does not refuse the doctors' names, and a doctor
// gets theirs on their next save.
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp, deleteInBatches } from './lib/admin.mjs';
import { reserveDoctorNames, setStaffName } from './lib/reservedNames.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const admins = (await db.collection('users').where('admin', '==', true).get()).docs.map((d) => d.data());
const doctors = (await db.collection('doctors').get()).docs.map((d) => ({ id: d.id, name: String(d.get('name') ?? '') }));
const oldStaffNames = (await db.collection('staffNames').get()).docs;

if (dryRun) {
  console.log(
    `[dry run] Would reserve on ${target} the names of ${admins.length} admins and ${doctors.length} doctors, ` +
      `and delete ${oldStaffNames.length} documents of staffNames.`,
  );
} else {
  for (const admin of admins) await setStaffName(db, admin, true);
  const added = await reserveDoctorNames(db, doctors);
  await deleteInBatches(db, oldStaffNames);
  const names = Object.keys((await db.doc('clinic/reservedNames').get()).get('names') ?? {});
  console.log(
    `Reserved on ${target} the names of ${admins.length} admins and ${doctors.length} doctors (${added} doctors' names new): ` +
      `${names.length} names in clinic/reservedNames. Deleted ${oldStaffNames.length} documents of staffNames.`,
  );
}
process.exit(0);
