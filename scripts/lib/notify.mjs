// The messages job's parts (scripts/notify.mjs): which bookings to look at, the claim of one
// message in a transaction, the ways a message goes out, and one whole run. The rules of what is
// due (src/services/bookingNotices.ts) and the words (src/services/noticeTexts.ts) are the app's
// own TypeScript, passed in as `notices` and `texts`.
import { randomUUID } from 'node:crypto';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far back a run looks for new bookings (confirmations) and changed ones (cancellations): two
 * days covers a schedule that ran late or a day of failed runs, and keeps each run's reads to the
 * last two days' bookings (89 runs a day: docs/operating.md, "Cost").
 */
const LOOK_BACK_MS = 2 * DAY_MS;
/** EmailJS's REST API takes about one request a second; the job keeps its e-mails that far apart. */
const EMAILJS_GAP_MS = 1100;
/** No send waits longer than this: a run must end well within its 10-minute lease. */
const SEND_TIMEOUT_MS = 20 * 1000;
/** gRPC's ABORTED: a transaction that kept meeting other writes to its document. */
const ABORTED = 10;

export const USAGE = 'Usage: npm run notify -- [--now ISO-8601 time] [--outbox-url http(s)://…] [--dry-run]';

/** The command line, or null when it is not one this job takes. */
export function parseNotifyArgs(args) {
  const options = { now: null, outboxUrl: null, dryRun: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--now' || arg === '--outbox-url') {
      const value = args[++i];
      if (value === undefined) return null;
      if (arg === '--now') {
        options.now = new Date(value);
        if (Number.isNaN(options.now.getTime())) return null;
      } else {
        if (!/^https?:\/\//.test(value) || !URL.canParse(value)) return null;
        options.outboxUrl = value;
      }
    } else return null;
  }
  return options;
}

// Reading bookings ---------------------------------------------------------------------------

const dateOf = (value) => (value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null);

function noticeOf(stored) {
  return {
    status: ['sending', 'sent', 'retry', 'failed'].includes(stored?.status) ? stored.status : 'sending',
    tries: typeof stored?.tries === 'number' ? stored.tries : 0,
    run: String(stored?.run ?? ''),
    claimedUntil: dateOf(stored?.claimedUntil),
    sentAt: dateOf(stored?.sentAt),
    error: String(stored?.error ?? ''),
    for: dateOf(stored?.for),
  };
}

/**
 * A stored booking as the app's Booking type has it (Dates, not Timestamps). Bookings from before
 * issue 45 lack lang, whatsApp and notices: English, no opt-in, nothing sent; those from before
 * issue 46 lack visit: at the clinic.
 */
export function bookingOf(snapshot) {
  const data = snapshot.data();
  const optIn = data.whatsApp && typeof data.whatsApp === 'object' ? data.whatsApp : null;
  return {
    ...data,
    id: snapshot.id,
    startsAt: dateOf(data.startsAt) ?? new Date(0),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    cancelReason: String(data.cancelReason ?? ''),
    lang: ['en', 'kn', 'hi'].includes(data.lang) ? data.lang : 'en',
    visit: data.visit === 'video' ? 'video' : 'clinic',
    whatsApp: optIn && { to: String(optIn.to ?? ''), at: dateOf(optIn.at), notice: String(optIn.notice ?? ''), off: dateOf(optIn.off) },
    notices: Object.fromEntries(Object.entries(data.notices ?? {}).map(([key, stored]) => [key, noticeOf(stored)])),
  };
}

/**
 * The bookings that may owe a message at `now`, each read once. Three queries, each a range on one
 * field, so Firestore's automatic single-field indexes serve them (no composite index to deploy):
 * visits in the next 24 hours (reminders), bookings made in the last two days (confirmations), and
 * bookings changed in the last two days (the clinic's cancellations). The rest is sorted out in code.
 */
export async function candidateBookings(db, now) {
  const bookings = db.collection('bookings');
  const at = (ms) => Timestamp.fromMillis(now.getTime() + ms);
  const results = await Promise.all([
    bookings.where('startsAt', '>', at(0)).where('startsAt', '<=', at(DAY_MS)).get(),
    bookings.where('createdAt', '>=', at(-LOOK_BACK_MS)).get(),
    bookings.where('updatedAt', '>=', at(-LOOK_BACK_MS)).get(),
  ]);
  const byId = new Map();
  for (const result of results) for (const snapshot of result.docs) byId.set(snapshot.id, snapshot);
  return [...byId.values()].map(bookingOf).sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** The most confirmations one account is sent in 24 hours (per channel; the clinic's cap on upcoming bookings is at most 5). */
const CONFIRMATIONS_PER_DAY = 5;

/** How many confirmation e-mails each account was sent in the 24 hours before `now`, from the bookings read. */
function confirmationsInLastDay(bookings, now, notices) {
  const since = now.getTime() - DAY_MS;
  const counts = new Map();
  for (const booking of bookings) {
    const sent = booking.notices?.[notices.noticeKey('confirmation', 'email')];
    if (sent?.status === 'sent' && sent.sentAt && sent.sentAt.getTime() > since)
      counts.set(booking.uid, (counts.get(booking.uid) ?? 0) + 1);
  }
  return counts;
}

// Claiming and recording ----------------------------------------------------------------------

const noticePath = (key) => new FieldPath('notices', key);

/**
 * Claims one message in a transaction: re-reads the booking, checks that the message is still due
 * (not sent, not held by another run, the booking not cancelled or moved meanwhile), and marks it
 * 'sending' for this run until the lease runs out. Returns the booking and the claimed notice, or
 * null when there is nothing to claim. Firestore retries the transaction when another run wrote the
 * booking meanwhile, so two overlapping runs cannot both claim one message.
 */
export async function claimNotice(db, { bookingId, kind, channel, now, run, notices, auth }) {
  const ref = db.collection('bookings').doc(bookingId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const booking = bookingOf(snapshot);
    const due = notices.dueNotices(booking, now).find((d) => d.kind === kind && d.channel === channel);
    if (!due) return null;
    const key = notices.noticeKey(kind, channel);
    // The lease runs from the later of the run's time and the clock: a run given an earlier --now
    // by hand does not take a lease that a scheduled run would see as already over.
    const leaseFrom = Math.max(now.getTime(), Date.now());
    const notice = {
      status: 'sending',
      tries: due.attempt,
      run,
      claimedUntil: Timestamp.fromMillis(leaseFrom + notices.NOTICE_LEASE_MS),
      sentAt: null,
      error: '',
      for: Timestamp.fromDate(booking.startsAt),
    };
    // The address or number must still be the account's own, as the rules checked at booking: an
    // e-mail changed since, an account gone, or a number another account has proven since (a
    // number passed on to someone else) gets nothing, and the desk sees the message failed.
    if (!(await stillTheirs(tx, db, auth, booking, channel, due.to))) {
      tx.update(ref, noticePath(key), { ...notice, status: 'failed', error: 'account changed' });
      return { booking, due, notice, refused: true };
    }
    // Only this notice: the booking's other fields and its other notices stay as they are.
    tx.update(ref, noticePath(key), notice);
    return { booking, due, notice, refused: false };
  });
}

/** Whether `to` is still the booking's account's own: its verified e-mail, or the number it proved (phoneOwners). */
async function stillTheirs(tx, db, auth, booking, channel, to) {
  if (channel === 'whatsapp') {
    const owner = await tx.get(db.collection('phoneOwners').doc(to));
    return owner.exists && owner.get('uid') === booking.uid;
  }
  const account = await auth.getUser(booking.uid).catch(() => null);
  return Boolean(account && !account.disabled && account.emailVerified && account.email?.toLowerCase() === to.toLowerCase());
}

/**
 * Records how a claimed send ended: 'sent', or 'retry' (the next run tries again) or, after the
 * last try or a failure no retry mends (`final`), 'failed' (the front desk sees it and phones). Only while this run still holds the claim:
 * a run whose lease ran out and another run took over leaves the other's record alone.
 */
export async function recordNotice(db, { bookingId, key, claimed, run, now, outcome, maxTries }) {
  const ref = db.collection('bookings').doc(bookingId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.exists ? snapshot.get(noticePath(key)) : undefined;
    if (current?.run !== run || current?.status !== 'sending') return 'lost';
    const status = outcome.ok ? 'sent' : outcome.final || claimed.tries >= maxTries ? 'failed' : 'retry';
    tx.update(ref, noticePath(key), {
      ...claimed,
      status,
      sentAt: outcome.ok ? Timestamp.fromDate(now) : null,
      error: outcome.ok ? '' : outcome.error,
    });
    return status;
  });
}

// Sending --------------------------------------------------------------------------------------

/**
 * A send's outcome: { ok: true } or { ok: false, error, final? } with a short error that names no
 * person (the status code, "timeout", "not configured"), since the front desk and the logs see it.
 */
async function post(url, init) {
  try {
    const response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    // Drain the body: nothing in it is needed, and an unread body keeps the socket open.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: error?.name === 'TimeoutError' ? 'timeout' : 'network error' };
  }
}

const json = (body, headers = {}) => ({ headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
// Final: another try cannot help until someone sets the provider up, so the desk sees it at once.
const notConfigured = { ok: false, error: 'not configured', final: true };

/**
 * The ways a message goes out. With an outbox URL every message is posted there as JSON
 * {channel, to, kind, bookingId, text} (the tests' stub), and nothing goes to the providers.
 * Otherwise e-mail goes through EmailJS's REST API with the clinic's private key, and WhatsApp
 * through the Cloud API as an approved utility template; a provider without its settings fails
 * the send with 'not configured', so the front desk sees the message failed.
 */
export function makeSender({ outboxUrl, env = process.env, texts }) {
  if (outboxUrl) {
    return ({ channel, to, kind, booking, message }) =>
      post(outboxUrl, json({ channel, to, kind, bookingId: booking.id, text: message.text }));
  }
  let lastEmailAt = 0;
  return async ({ channel, to, kind, booking, message, values }) => {
    if (channel === 'email') {
      const { EMAILJS_SERVICE_ID, EMAILJS_NOTICE_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY } = env;
      if (!EMAILJS_SERVICE_ID || !EMAILJS_NOTICE_TEMPLATE_ID || !EMAILJS_PUBLIC_KEY || !EMAILJS_PRIVATE_KEY) return notConfigured;
      const wait = lastEmailAt + EMAILJS_GAP_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastEmailAt = Date.now();
      return post(
        'https://api.emailjs.com/api/v1.0/email/send',
        json({
          service_id: EMAILJS_SERVICE_ID,
          template_id: EMAILJS_NOTICE_TEMPLATE_ID,
          user_id: EMAILJS_PUBLIC_KEY,
          accessToken: EMAILJS_PRIVATE_KEY,
          template_params: { to_email: to, subject: message.subject, message: message.text },
        }),
      );
    }
    const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN } = env;
    if (!WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_TOKEN) return notConfigured;
    // A video visit goes as its own templates (other fixed words), never through the address's parameter.
    const template = texts.whatsAppTemplate(kind, booking.lang, values, booking.visit);
    return post(
      `https://graph.facebook.com/v21.0/${encodeURIComponent(WHATSAPP_PHONE_NUMBER_ID)}/messages`,
      json(
        {
          messaging_product: 'whatsapp',
          // The Cloud API takes the number as digits with the country code (stored as E.164, +91…).
          to: to.replace(/\D/g, ''),
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }],
          },
        },
        { authorization: `Bearer ${WHATSAPP_TOKEN}` },
      ),
    );
  };
}

// One run -------------------------------------------------------------------------------------

/**
 * One run of the job at `now`: what is due, each message claimed, sent and recorded in turn.
 * Returns the counts and one line per message (booking id, kind, channel and outcome; no names,
 * addresses or numbers). A failed send is recorded on the booking, not thrown: the run still works.
 */
export async function runNotify({ db, auth, now, dryRun, send, siteOrigin, notices, texts, run = randomUUID() }) {
  // failed: sends that did not go this run; retry: those of them the next run tries again.
  const counts = { due: 0, sent: 0, failed: 0, retry: 0, skipped: 0 };
  const lines = [];
  const candidates = await candidateBookings(db, now);
  const confirmed = confirmationsInLastDay(candidates, now, notices);
  for (const booking of candidates) {
    for (const { kind, channel, attempt } of notices.dueNotices(booking, now)) {
      counts.due++;
      const label = `${booking.id} ${kind} ${channel}`;
      if (kind === 'confirmation' && (confirmed.get(booking.uid) ?? 0) >= CONFIRMATIONS_PER_DAY) {
        // Booking and cancelling over and over would have the clinic mail the same account without
        // end: the confirmation waits until the account's day has room (or the visit starts).
        counts.skipped++;
        lines.push(`${label}: held (the account's ${CONFIRMATIONS_PER_DAY} confirmations of the last 24 hours)`);
        continue;
      }
      if (dryRun) {
        lines.push(`${label}: due (try ${attempt} of ${notices.MAX_NOTICE_TRIES})`);
        continue;
      }
      const claim = await claimNotice(db, { bookingId: booking.id, kind, channel, now, run, notices, auth }).catch((error) => {
        // Firestore gave up retrying against another run's writes: that run has it, or the next will.
        if (error?.code === ABORTED) return null;
        throw error;
      });
      if (!claim) {
        counts.skipped++;
        lines.push(`${label}: skipped (sent, held by another run, or no longer due)`);
        continue;
      }
      if (claim.refused) {
        counts.failed++;
        lines.push(`${label}: failed (account changed: the address or number is no longer the account's own)`);
        continue;
      }
      if (kind === 'confirmation' && channel === 'email') confirmed.set(booking.uid, (confirmed.get(booking.uid) ?? 0) + 1);
      const link = texts.bookingNoticeLink(siteOrigin, claim.booking.lang, booking.id);
      // A video visit's messages give the call's link in place of the clinic's address.
      const call = texts.callNoticeLink(siteOrigin, claim.booking.lang, booking.id);
      const values = texts.noticeValues(claim.booking, { link, call });
      const message = texts.noticeText(kind, claim.booking, { link, call });
      const outcome = await send({ channel, to: claim.due.to, kind, booking: claim.booking, message, values });
      const key = notices.noticeKey(kind, channel);
      const status = await recordNotice(db, {
        bookingId: booking.id,
        key,
        claimed: claim.notice,
        run,
        now,
        outcome,
        maxTries: notices.MAX_NOTICE_TRIES,
      });
      if (status === 'lost') counts.skipped++;
      else if (status === 'sent') counts.sent++;
      else {
        counts.failed++;
        if (status === 'retry') counts.retry++;
      }
      const tries = `try ${claim.notice.tries} of ${notices.MAX_NOTICE_TRIES}`;
      lines.push(`${label}: ${status}${outcome.ok ? '' : ` (${outcome.error}, ${tries})`}`);
    }
  }
  return { counts, lines, run };
}
