// `npm run turn [-- --now ISO] [--dry-run]` (issue 46): writes each video visit's TURN relay
// credentials into `bookings/{id}/call/ice`, which only that visit's patient (after consenting)
// and its doctor can read, only inside the join window (firestore.rules, "A video visit's call").
// coturn's REST-API scheme: username "<expiry, Unix seconds>:<booking id>", password
// base64(HMAC-SHA1(TURN_SECRET, username)); coturn (use-auth-secret, static-auth-secret) accepts
// it until that expiry, which is the end of the visit's join window and 15 minutes. The secret
// stays in this job and the relay, never in the site's code.
//
// The scheduled workflow (.github/workflows/turn.yml) runs it hourly. Each run writes the document
// of every booked video visit starting in the next 26 hours that does not have the right one yet
// (a moved visit gets a new one), and deletes every other `ice` document (the window closed, the
// visit was cancelled or moved away). Running it again changes nothing. What a run does is
// scripts/lib/turnCredentials.mjs; docs/operating.md, "The TURN relay", sets the relay up.
//
// --now ISO   run as if it were that time (tests; a look at another day).
// --dry-run   list what would be written and deleted, and change nothing (works without the settings).
//
// Settings: TURN_SECRET (coturn's static-auth-secret), TURN_URLS (comma-separated turn:/turns:
// URLs). Without them a run stops with exit 1 before reading anything, whether or not a video
// visit is due: the workflow runs only where the relay is meant to be set up, so a missing secret
// is a mistake to see at once, not on the day of the first video visit. Bad arguments: exit 2.
// Against the Emulator Suite by default; against a real project with the workflow's credentials
// or GOOGLE_APPLICATION_CREDENTIALS. Prints booking ids and expiries, never a secret or credential.
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { loadAppModule } from './lib/seed.mjs';
import { LOOK_AHEAD_MS, parseTurnArgs, runTurn, turnConfig, USAGE } from './lib/turnCredentials.mjs';

const options = parseTurnArgs(process.argv.slice(2));
if (!options) {
  console.error(USAGE);
  process.exit(2);
}

const config = turnConfig();
if (config.problem && !options.dryRun) {
  console.error(`[turn] Not configured: ${config.problem}`);
  process.exit(1);
}

const calls = await loadAppModule('src/lib/joinWindow.ts');
const now = options.now ?? new Date();
const { app, target } = adminApp();
let result;
try {
  result = await runTurn({ db: getFirestore(app), now, dryRun: options.dryRun, config: config.problem ? null : config, calls });
} catch (error) {
  // Each write stands alone: what was done is done, the next run does the rest.
  console.error(`[turn] The run on ${target} stopped: ${error?.message ?? error}`);
  process.exit(1);
}

const { counts, lines } = result;
lines.forEach((line) => console.log(`  ${line}`));
const hours = LOOK_AHEAD_MS / 3_600_000;
const summary = `${counts.written} to write, ${counts.unchanged} unchanged, ${counts.deleted} to delete`;
console.log(
  options.dryRun
    ? `[dry run] video visits of the next ${hours} hours at ${now.toISOString()} on ${target}: ${summary}; nothing changed.` +
        (config.problem ? ` (Not configured: ${config.problem})` : '')
    : `[turn] ${now.toISOString()} on ${target}: ${counts.written} written, ${counts.unchanged} unchanged, ${counts.deleted} deleted.`,
);
process.exit(0);
