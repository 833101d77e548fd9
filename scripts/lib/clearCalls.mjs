// The closed calls job's one run (scripts/clear-calls.mjs, issue 54). When a visit can be joined is
// the app's own TypeScript (src/lib/joinWindow.ts), passed in as `calls`.
import { Timestamp } from 'firebase-admin/firestore';

export { parseTurnArgs as parseClearCallsArgs } from './turnCredentials.mjs';

export const USAGE = 'Usage: npm run clear:calls -- [--now ISO-8601 time] [--dry-run]';

/** Deletes these documents, 500 per batch (the most one batch holds). */
async function deleteAll(db, refs) {
  for (let start = 0; start < refs.length; start += 500) {
    const batch = db.batch();
    refs.slice(start, start + 500).forEach((ref) => batch.delete(ref));
    await batch.commit();
  }
}

/**
 * Why a call's documents go now, or null while its call may still happen: the booking is gone,
 * is not (or no longer) a booked video visit, or its join window has closed.
 */
function whyClear(booking, now, calls) {
  if (!booking) return 'booking deleted';
  const startsAt = booking.startsAt instanceof Timestamp ? booking.startsAt.toDate() : null;
  if (!startsAt || typeof booking.minutes !== 'number') return 'no visit time';
  const visit = { visit: booking.visit, status: booking.status, startsAt, minutes: booking.minutes };
  if (booking.visit !== 'video') return 'not a video visit';
  if (!calls.isCallable(visit)) return `booking ${booking.status}`;
  return calls.joinMoment(visit, now) === 'after' ? 'window closed' : null;
}

/**
 * One run at `now`: reads every call document there is (a collection-group query on `call`; few,
 * since each call's go within the hour after its window), and the bookings they are under. Every
 * document of a call whose booking is gone, is not a booked (or arrived) video visit any more, or
 * whose join window has closed is deleted: `patient`, `doctor`, `ended` and `ice` alike. The
 * documents of a call still ahead or going on stay. Returns counts and one line per booking acted
 * on: its id, which documents and why, never their contents.
 */
export async function runClearCalls({ db, now, dryRun, calls }) {
  const found = await db.collectionGroup('call').get();
  const byBooking = new Map();
  for (const snapshot of found.docs) {
    const booking = snapshot.ref.parent.parent;
    // Only bookings/{id}/call/{docId}: nothing else has a `call` collection.
    if (!booking || booking.parent.id !== 'bookings' || booking.parent.parent) continue;
    if (!byBooking.has(booking.id)) byBooking.set(booking.id, { ref: booking, docs: [] });
    byBooking.get(booking.id).docs.push(snapshot.ref);
  }
  const entries = [...byBooking.values()];
  const bookings = entries.length > 0 ? await db.getAll(...entries.map((entry) => entry.ref)) : [];

  const counts = { calls: 0, documents: 0, kept: 0 };
  const lines = [];
  const doomed = [];
  entries.forEach((entry, i) => {
    const snapshot = bookings[i];
    const why = whyClear(snapshot.exists ? snapshot.data() : null, now, calls);
    if (!why) {
      counts.kept++;
      return;
    }
    counts.calls++;
    counts.documents += entry.docs.length;
    const names = entry.docs.map((ref) => ref.id).sort();
    lines.push(`${entry.ref.id}: ${dryRun ? 'would delete' : 'deleted'} ${names.join(', ')} (${why})`);
    doomed.push(...entry.docs);
  });
  lines.sort();
  if (!dryRun) await deleteAll(db, doomed);
  return { counts, lines };
}
