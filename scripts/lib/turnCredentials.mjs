// The TURN credentials job's parts (scripts/turn-credentials.mjs, issue 46): coturn's REST-API
// credential, its expiry, the settings it takes from the environment, and one whole run. When a
// visit can be joined is the app's own TypeScript (src/lib/joinWindow.ts), passed in as `calls`.
import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How far ahead a run writes credentials: visits starting in the next 26 hours. The workflow runs
 * hourly, so each visit gets its document about a day before, and a day of failed runs still
 * leaves it in place; a visit booked at the shortest default notice (2 hours) gets its document
 * from the next hourly run, before its window opens 15 minutes before the start.
 */
export const LOOK_AHEAD_MS = 26 * HOUR_MS;
/**
 * How far back a run looks for visits whose window is still open: a day, far longer than any
 * visit (60 minutes at most) and its 30 minutes after the end. Today's video visits are few.
 */
export const LOOK_BACK_MS = 24 * HOUR_MS;
/**
 * A credential stays valid this long after the join window closes. The rules stop the signalling
 * at the window's end, not a call that is connected: coturn checks the expiry again at each
 * allocation and permission refresh (every few minutes), so a call still going when the window
 * closes keeps its relay for this margin, and a few minutes' difference between the clocks of the
 * runner, Firestore and the relay does not cut a call short. Nobody can read the document after
 * the window closes, so the margin gives no one new a way in.
 */
export const EXPIRY_MARGIN_MS = 15 * MINUTE_MS;

export const USAGE = 'Usage: npm run turn -- [--now ISO-8601 time] [--dry-run]';

/** The command line, or null when it is not one this job takes. */
export function parseTurnArgs(args) {
  const options = { now: null, dryRun: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--now') {
      const value = args[++i];
      if (value === undefined) return null;
      options.now = new Date(value);
      if (Number.isNaN(options.now.getTime())) return null;
    } else return null;
  }
  return options;
}

const TURN_URL = /^turns?:[^\s,?]+(\?transport=(udp|tcp))?$/;

/**
 * The relay's settings from the environment: TURN_SECRET (coturn's static-auth-secret) and
 * TURN_URLS (comma-separated turn: and turns: URLs). Returns { secret, urls } or { problem }: a
 * sentence that names what is missing or wrong, never a value.
 */
export function turnConfig(env = process.env) {
  const secret = env.TURN_SECRET ?? '';
  const urls = (env.TURN_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const missing = [secret ? null : 'TURN_SECRET', urls.length > 0 ? null : 'TURN_URLS'].filter(Boolean);
  if (missing.length > 0)
    return {
      problem:
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: the relay's static-auth-secret and its ` +
        'comma-separated turn:/turns: URLs (docs/operating.md, "The TURN relay").',
    };
  if (secret.length < 16) return { problem: 'TURN_SECRET is shorter than 16 characters: use a long random one (openssl rand -hex 32).' };
  const wrong = urls.findIndex((url) => !TURN_URL.test(url));
  if (wrong >= 0)
    return { problem: `TURN_URLS: entry ${wrong + 1} is not a turn: or turns: URL (e.g. turn:turn.example.in:3478?transport=udp).` };
  return { secret, urls };
}

/** coturn's REST-API password for `username`: base64(HMAC-SHA1(secret, username)). */
export const turnCredential = (secret, username) => createHmac('sha1', secret).update(username).digest('base64');

/** When a visit's credential expires: the end of its join window and the margin, in whole seconds (rounded up). */
export function iceExpiry(closesAt) {
  return new Date(Math.ceil((closesAt.getTime() + EXPIRY_MARGIN_MS) / 1000) * 1000);
}

/** The username coturn checks: the expiry in Unix seconds, then the booking's id. */
export const turnUsername = (expiresAt, bookingId) => `${Math.round(expiresAt.getTime() / 1000)}:${bookingId}`;

/** The one server of a visit's `ice` document, as the call page reads it (src/services/videoCallTypes.ts). */
export function iceServer({ secret, urls }, bookingId, expiresAt) {
  const username = turnUsername(expiresAt, bookingId);
  return { urls: [...urls], username, credential: turnCredential(secret, username) };
}

const dateOf = (value) => (value instanceof Timestamp ? value.toDate() : null);

/** The stored servers, reduced to what the page reads, for comparing with what a run would write. */
function storedServers(data) {
  const servers = Array.isArray(data?.iceServers) ? data.iceServers : [];
  return JSON.stringify(
    servers.map((s) => ({ urls: Array.isArray(s?.urls) ? s.urls : [s?.urls], username: s?.username, credential: s?.credential })),
  );
}

/**
 * One run at `now`. Reads the video visits starting from a day back to LOOK_AHEAD_MS ahead (one
 * query: `visit` equal, `startsAt` a range, firestore.indexes.json's composite index) and every
 * existing `call/ice` document (a collection-group query on `expiresAt`, which only those
 * documents have; few, since each is deleted once its visit is over). Then:
 * - a booked or arrived video visit whose window has not closed gets `call/ice` with a
 *   credential that expires at the window's end and the margin, unless the same document is
 *   there already (a moved visit's expiry differs, so it gets a new one; so does a new secret or
 *   new URLs);
 * - every other `call/ice` is deleted: its window has closed, or the visit was cancelled, marked
 *   a no-show, moved more than LOOK_AHEAD_MS away, made a clinic visit, or deleted.
 * `config` is turnConfig's { secret, urls }; in a dry run it may be null (nothing is computed).
 * Returns counts and one line per booking acted on: its id and what was done, never a credential.
 */
export async function runTurn({ db, now, dryRun, config, calls }) {
  if (!config && !dryRun) throw new Error('The TURN settings are needed to write credentials');
  const at = (ms) => Timestamp.fromMillis(now.getTime() + ms);
  const [visits, existing] = await Promise.all([
    db
      .collection('bookings')
      .where('visit', '==', 'video')
      .where('startsAt', '>', at(-LOOK_BACK_MS))
      .where('startsAt', '<=', at(LOOK_AHEAD_MS))
      .get(),
    db.collectionGroup('call').orderBy('expiresAt').get(),
  ]);
  const iceOf = new Map();
  for (const snapshot of existing.docs) {
    const booking = snapshot.ref.parent.parent;
    if (snapshot.id === 'ice' && booking?.parent.id === 'bookings') iceOf.set(booking.id, snapshot);
  }

  const counts = { written: 0, unchanged: 0, deleted: 0 };
  const lines = [];
  const kept = new Set();
  for (const snapshot of visits.docs) {
    const data = snapshot.data();
    const id = snapshot.id;
    const startsAt = dateOf(data.startsAt);
    if (!startsAt || typeof data.minutes !== 'number') continue;
    const visit = { visit: data.visit, status: data.status, startsAt, minutes: data.minutes };
    if (!calls.isCallable(visit) || calls.joinMoment(visit, now) === 'after') continue;
    kept.add(id);
    const expiresAt = iceExpiry(calls.joinWindow(visit).closesAt);
    const stored = iceOf.get(id)?.data();
    const server = config ? iceServer(config, id, expiresAt) : null;
    const sameExpiry = dateOf(stored?.expiresAt)?.getTime() === expiresAt.getTime();
    if (stored && sameExpiry && (!server || storedServers(stored) === storedServers({ iceServers: [server] }))) {
      counts.unchanged++;
      lines.push(`${id}: unchanged (expires ${expiresAt.toISOString()})`);
      continue;
    }
    const why = !stored ? 'new' : sameExpiry ? 'new secret or URLs' : 'visit moved';
    counts.written++;
    lines.push(`${id}: ${dryRun ? 'would write' : 'written'} (${why}; expires ${expiresAt.toISOString()})`);
    if (!dryRun) await iceRef(db, id).set({ iceServers: [server], expiresAt: Timestamp.fromDate(expiresAt) });
  }

  const byId = new Map(visits.docs.map((snapshot) => [snapshot.id, snapshot.data()]));
  for (const [id, snapshot] of iceOf) {
    if (kept.has(id)) continue;
    const booking = byId.get(id);
    const why = !booking
      ? 'no video visit of the coming hours'
      : booking.status !== 'booked' && booking.status !== 'arrived'
        ? `booking ${booking.status}`
        : 'window closed';
    counts.deleted++;
    lines.push(`${id}: ${dryRun ? 'would delete' : 'deleted'} (${why})`);
    if (!dryRun) await snapshot.ref.delete();
  }
  return { counts, lines };
}

const iceRef = (db, bookingId) => db.collection('bookings').doc(bookingId).collection('call').doc('ice');
