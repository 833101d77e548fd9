// `npm run migrate:taken-slots [-- --dry-run]`: for a project whose bookings predate issue 43, when
// bookedSlots/{doctorId}_{YYYY-MM} was public and its `taken` map named the booking of every slot.
// bookedSlots is now private, and the booking form reads which slots are taken from its public
// mirror takenSlots/{same id}, `{ taken: { "<slotKey>": true, ... } }` (scripts/lib/takenSlots.mjs).
// This writes that mirror for every bookedSlots document (where it is missing or differs) and
// deletes any mirror whose bookedSlots document is gone. Run it BEFORE deploying the new rules and
// site: the new site reads takenSlots, so without the mirrors it offers slots already booked, and
// the rules, which require a month's mirror to have exactly bookedSlots' keys after every booking,
// refuse the bookings of a month whose mirror is missing or out of step; and once more right after
// (a page still running the old site may have booked in between). Safe to run at any time, and
// twice: a mirror already right is left alone (docs/upgrades.md, "Taken slots").
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { isMirror, takenMirror } from './lib/takenSlots.mjs';

const dryRun = process.argv.includes('--dry-run');
const { app, target } = adminApp();
const db = getFirestore(app);

const booked = (await db.collection('bookedSlots').get()).docs;
const mirrors = new Map((await db.collection('takenSlots').get()).docs.map((d) => [d.id, d]));

const writes = [];
let right = 0;
for (const slots of booked) {
  const mirror = takenMirror(slots.data());
  if (isMirror(mirrors.get(slots.id)?.data(), mirror)) right += 1;
  else writes.push({ ref: db.collection('takenSlots').doc(slots.id), mirror });
}
const bookedIds = new Set(booked.map((d) => d.id));
const orphans = [...mirrors.values()].filter((d) => !bookedIds.has(d.id));

if (!dryRun) {
  // Set, not merge: a mirror holds no field but `taken`; an orphan (no mirror) is deleted. A batch
  // holds 500 writes; 400 leaves room.
  const operations = [...writes, ...orphans.map((d) => ({ ref: d.ref, mirror: null }))];
  for (let start = 0; start < operations.length; start += 400) {
    const batch = db.batch();
    for (const { ref, mirror } of operations.slice(start, start + 400)) {
      if (mirror) batch.set(ref, mirror);
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

console.log(
  `${dryRun ? '[dry run] Would write' : 'Wrote'} ${writes.length} takenSlots mirrors on ${target} ` +
    `and ${dryRun ? 'would delete' : 'deleted'} ${orphans.length} without a bookedSlots document; ` +
    `${right} of ${booked.length} already right.`,
);
process.exit(0);
