// `npm run notify [-- --now ISO] [--outbox-url URL] [--dry-run]` (issue 45): sends the patients the
// messages about their bookings that are due — the confirmation, the reminder in the 24 hours
// before the visit (not between 21:00 and 08:00 IST unless the visit comes first), and the
// clinic's cancellation with its reason — by e-mail always and by WhatsApp where they opted in.
// The rules of what is due are src/services/bookingNotices.ts, the words src/services/noticeTexts.ts.
//
// The scheduled workflow (.github/workflows/notify.yml) runs it every 10 minutes in clinic hours and
// hourly otherwise. It works from what is due, not from when it runs, so a late run still sends
// what is owed and never confirms or reminds a visit that has started. Each message is claimed in a
// transaction before it is sent and its result is recorded on the booking (notices.<kind>_<channel>),
// so overlapping runs send it once; a failed send is tried again by the next runs, 3 tries in all,
// then shows as failed at the front desk.
//
// --now ISO        run as if it were that time (tests; a late run's catch-up).
// --outbox-url URL post each message as JSON {channel, to, kind, bookingId, text} to URL instead of
//                  to EmailJS and WhatsApp; everything else (claims, records) as in a real run.
// --dry-run        list what is due and change nothing.
//
// Against the Emulator Suite by default; against a real project with the workflow's credentials or
// GOOGLE_APPLICATION_CREDENTIALS (the Admin SDK bypasses the rules, and only it writes `notices`).
// Providers: EMAILJS_SERVICE_ID, EMAILJS_NOTICE_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY;
// WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN. The link's site: SITE_ORIGIN, else src/config/site.ts.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { makeSender, parseNotifyArgs, runNotify, USAGE } from './lib/notify.mjs';
import { loadAppModule } from './lib/seed.mjs';

const options = parseNotifyArgs(process.argv.slice(2));
if (!options) {
  console.error(USAGE);
  process.exit(2);
}

const notices = await loadAppModule('src/services/bookingNotices.ts');
const texts = await loadAppModule('src/services/noticeTexts.ts');
const siteOrigin = process.env.SITE_ORIGIN?.trim() || (await loadAppModule('src/config/site.ts')).siteOrigin;

const now = options.now ?? new Date();
const { app, target } = adminApp();
let result;
try {
  result = await runNotify({
    db: getFirestore(app),
    auth: getAuth(app),
    now,
    dryRun: options.dryRun,
    send: makeSender({ outboxUrl: options.outboxUrl, texts }),
    siteOrigin,
    notices,
    texts,
  });
} catch (error) {
  // Firestore itself failed (a failed send is recorded, not thrown). What was claimed and not
  // recorded stays 'sending' until its lease runs out; then the next run takes it over.
  console.error(`[notify] The run on ${target} stopped: ${error?.message ?? error}`);
  process.exit(1);
}

const { counts, lines, run } = result;
const via = options.outboxUrl ? ` via the outbox ${options.outboxUrl}` : '';
lines.forEach((line) => console.log(`  ${line}`));
console.log(
  options.dryRun
    ? `[dry run] ${counts.due} messages due at ${now.toISOString()} on ${target}; nothing sent or changed.`
    : `[notify] run ${run} at ${now.toISOString()} on ${target}${via}: ${counts.due} due, ${counts.sent} sent, ` +
        `${counts.failed} failed (${counts.retry} to be tried again), ${counts.skipped} skipped.`,
);
process.exit(0);
