// `npm run inp`: how fast booking answers on a slow phone (issue 56). The production build (with
// its deploy step, from seeded Auth + Firestore emulators wherever they can start, as
// `npm run size` does), `/Appoinment` 390 px wide with the CPU slowed 4×. A visitor chooses a video
// visit, the doctor, the first free day and its first time, in a fresh tab each run. The browser's
// Event Timing entries give each interaction's duration (input delay, handlers, and the next
// paint); with fewer than 50 interactions, INP is the longest. Prints each run's interactions and
// the median INP of the runs (INP_RUNS, 3 by default).
import { chromium } from '@playwright/test';
import { emulatorRuntime } from './lib/emulatorRuntime.mjs';
import { runInSeededEmulators } from './lib/seededEmulators.mjs';
import { addSeededContent, buildSite, chromeFlags, chromePath, servePreview } from './lib/site.mjs';

const SEEDED = process.env.INP_SEEDED_EMULATORS === '1';
if (!SEEDED) {
  const runtime = emulatorRuntime();
  if (runtime.missing.firestore) {
    console.error(`[inp] Booking needs the seeded doctors, and the Firestore emulator cannot start here (${runtime.missing.firestore}).`);
    process.exit(2);
  }
  const inside = { env: { INP_SEEDED_EMULATORS: '1' }, stdio: ['ignore', 'inherit', 'inherit'] };
  process.exit(await runInSeededEmulators(runtime, 'node scripts/inp.mjs', inside));
}

const RUNS = Number(process.env.INP_RUNS ?? 3);
const port = Number(process.env.INP_PORT ?? 4197);
const outDir = '.inp';

await buildSite('production', outDir);
await addSeededContent(outDir);
const stop = await servePreview('production', outDir, port);

/** Records, in the page, the longest Event Timing entry of each interaction. */
function recordInteractions() {
  globalThis.interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = globalThis.interactions[entry.interactionId];
      if (!known || entry.duration > known.duration)
        globalThis.interactions[entry.interactionId] = { name: entry.name, duration: entry.duration };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function oneRun(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://localhost:${port}/Appoinment`);
  await page.getByRole('radio', { name: 'Video visit' }).click();
  // Keys, not selectOption: the browser times only what a person does.
  await page.getByRole('combobox', { name: 'Doctor' }).focus();
  await page.keyboard.press('ArrowDown');
  const fieldset = (legend) => page.locator('.slot-picker fieldset').filter({ has: page.locator('legend', { hasText: legend }) });
  await fieldset(/^Day$/).getByRole('button').first().click();
  await fieldset(/^Free times on/)
    .getByRole('button')
    .first()
    .click();
  // A visitor is asked to log in to book that time.
  await page.locator('.alert-info').first().waitFor();
  // The last interaction's paint, then its entry.
  await page.waitForTimeout(1000);
  const interactions = Object.values(await page.evaluate(() => globalThis.interactions));
  await context.close();
  return { interactions, inp: Math.max(0, ...interactions.map((i) => i.duration)) };
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) runs.push(await oneRun(browser));
} finally {
  await browser.close();
  stop();
}
for (const [index, { interactions, inp }] of runs.entries())
  console.log(`[inp] run ${index + 1}: INP ${inp} ms; interactions ${interactions.map((i) => `${i.name} ${i.duration}`).join(', ')}`);
const sorted = runs.map((r) => r.inp).sort((a, b) => a - b);
console.log(
  `[inp] /Appoinment at 4× CPU, 390 px: INP ${sorted[Math.floor(sorted.length / 2)]} ms (median of ${runs.length}: ${sorted.join(', ')})`,
);
