// `node scripts/publish-check.mjs --site https://clinic.example` (the publish workflow's first
// step) or `--live dist/build-info.json`: compares clinic/publishing with the live site's
// build-info.json and says whether a new build and deploy are needed. Prints the verdict; in
// GitHub Actions also writes `go=true|false` to the step's outputs. Emulators by default, a real
// project with Application Default Credentials (as npm run backup).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { publishVerdict, readPublishing } from './lib/publishing.mjs';

const { values } = parseArgs({ options: { site: { type: 'string' }, live: { type: 'string' } } });
if (!values.site === !values.live) {
  console.error('Usage: node scripts/publish-check.mjs (--site ORIGIN | --live FILE)');
  process.exit(2);
}

async function liveBuildInfo() {
  if (values.live) return existsSync(values.live) ? JSON.parse(readFileSync(values.live, 'utf8')) : null;
  // No build-info.json yet: "not found", or the app's page (Hosting's rewrite to app.html, on a
  // site deployed before it existed). Anything else (a wrong SITE_ORIGIN, the site down) fails
  // the run, so that it is noticed rather than deploying every 20 minutes.
  const response = await fetch(new URL('/build-info.json', values.site), { headers: { 'cache-control': 'no-cache' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${values.site}/build-info.json answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  return await response.json();
}

const { app, target } = adminApp();
try {
  const verdict = publishVerdict(await readPublishing(getFirestore(app)), await liveBuildInfo());
  console.log(`[publish] ${target}: ${verdict.go ? 'publish' : 'nothing to publish'} (${verdict.reason}).`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `go=${verdict.go}\nwaiting=${verdict.waiting}\n`);
  process.exit(0);
} catch (error) {
  console.error(`Could not read what is waiting on ${target}: ${error?.message ?? error}`);
  process.exit(1);
}
