// `npm run clear:calls [-- --now ISO] [--dry-run]` (issue 54): deletes every video call's
// documents (bookings/{id}/call/patient, doctor, ended and ice: each side's session descriptions
// and ICE candidates, which hold both sides' network addresses; who hung up; the TURN credentials)
// once the call's join window has closed, or its booking was cancelled, marked a no-show or
// deleted. The pages delete theirs when a call is hung up, but not when a tab is closed or the
// window runs out, and nobody can delete them from a browser once the window has closed.
//
// The scheduled workflow (.github/workflows/calls.yml) runs it hourly, so a call's documents
// outlive its window by an hour at most. Running it again changes nothing. What a run does is
// scripts/lib/clearCalls.mjs; docs/operating.md, "Closed calls".
//
// --now ISO   run as if it were that time (tests; a look at another day).
// --dry-run   list what would be deleted, and change nothing.
//
// Exit 0 when done, 1 when the run stopped (what was deleted stays deleted; the next run does the
// rest), 2 on bad arguments. Against the Emulator Suite by default; against a real project with
// the workflow's credentials or GOOGLE_APPLICATION_CREDENTIALS. Prints booking ids, never what
// the documents hold.
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { parseClearCallsArgs, runClearCalls, USAGE } from './lib/clearCalls.mjs';
import { loadAppModule } from './lib/seed.mjs';

const options = parseClearCallsArgs(process.argv.slice(2));
if (!options) {
  console.error(USAGE);
  process.exit(2);
}

const calls = await loadAppModule('src/lib/joinWindow.ts');
const now = options.now ?? new Date();
const { app, target } = adminApp();
let result;
try {
  result = await runClearCalls({ db: getFirestore(app), now, dryRun: options.dryRun, calls });
} catch (error) {
  console.error(`[clear:calls] The run on ${target} stopped: ${error?.message ?? error}`);
  process.exit(1);
}

const { counts, lines } = result;
lines.forEach((line) => console.log(`  ${line}`));
console.log(
  options.dryRun
    ? `[dry run] closed calls at ${now.toISOString()} on ${target}: ${counts.calls} to clear (${counts.documents} documents), ` +
        `${counts.kept} still open or ahead; nothing changed.`
    : `[clear:calls] ${now.toISOString()} on ${target}: ${counts.calls} calls cleared (${counts.documents} documents deleted), ` +
        `${counts.kept} still open or ahead.`,
);
process.exit(0);
