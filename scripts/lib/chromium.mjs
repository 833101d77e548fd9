// The Chromium the browser tests, `npm run size` and Lighthouse drive, and how they start it:
// CHROME_PATH or CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when installed, else
// Playwright's own browser (undefined). Headless on a machine without a sandbox or a network.
import { existsSync } from 'node:fs';

export const chromePath =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
