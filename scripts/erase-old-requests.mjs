// `npm run erase:old-requests [-- --months N] [--dry-run]`: the retention policy of the privacy
// notice. Erases appointment requests and contact messages that are handled or marked as spam and
// were sent more than N months ago (default REQUEST_RETENTION_MONTHS of src/config/privacy.ts,
// 12). New requests are kept until the clinic has dealt with them. Bookings whose visit was more
// than N months ago are erased too, with their subcollections (their slots are long past: nothing is freed). Run it monthly (by hand, or
// from a scheduler that holds the service-account key).
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { adminApp, deleteInBatches } from './lib/admin.mjs';
import { loadAppModule } from './lib/seed.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const { REQUEST_RETENTION_MONTHS } = await loadAppModule('src/config/privacy.ts');
const monthsArg = args.includes('--months') ? Number(args[args.indexOf('--months') + 1]) : REQUEST_RETENTION_MONTHS;
if (!Number.isInteger(monthsArg) || monthsArg < 1) {
  console.error('Usage: npm run erase:old-requests -- [--months N] [--dry-run]   (N: a whole number of months, 1 or more)');
  process.exit(2);
}

const cutoff = new Date();
cutoff.setMonth(cutoff.getMonth() - monthsArg);
const { app, target } = adminApp();
const db = getFirestore(app);

let erased = 0;
for (const collection of ['appointmentRequests', 'contactMessages']) {
  // The inbox's index (status, createdAt) serves this query.
  const old = await db
    .collection(collection)
    .where('status', 'in', ['handled', 'spam'])
    .where('createdAt', '<', Timestamp.fromDate(cutoff))
    .get();
  erased += old.size;
  if (!dryRun) await deleteInBatches(db, old.docs);
}

// A visit's date is startsAt (single-field index, made by Firestore itself). Each booking goes with
// everything under it (issue 54): a video visit's call documents, which the hourly clear:calls job
// should have removed long before, are not left behind without their booking.
const oldBookings = await db.collection('bookings').where('startsAt', '<', Timestamp.fromDate(cutoff)).get();
if (!dryRun && oldBookings.size > 0) {
  const writer = db.bulkWriter();
  for (const booking of oldBookings.docs) await db.recursiveDelete(booking.ref, writer);
  await writer.close();
}

console.log(
  `${dryRun ? '[dry run] Would erase' : 'Erased'} ${erased} handled or spam requests sent before ${cutoff.toISOString().slice(0, 10)} ` +
    `and ${oldBookings.size} bookings for visits before then (older than ${monthsArg} months) on ${target}.`,
);
process.exit(0);
