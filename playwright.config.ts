import { defineConfig, devices } from '@playwright/test';
import { chromeFlags, chromePath } from './scripts/lib/chromium.mjs';

/**
 * Browser tests on the demo build (`npm run build:demo`, served by `vite preview`), and, in the
 * `production` project, on the production build (what the first load of a visitor costs; with
 * no Firebase behind it, its data requests fail, which those tests do not need).
 * Uses Debian's Chromium where it is installed (Playwright's own browser download is not
 * available everywhere); CHROMIUM_PATH overrides, and without either Playwright's own is used
 * (scripts/lib/chromium.mjs, shared with `npm run size` and Lighthouse).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const productionPort = port + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  // A 2-core CI machine builds and serves while it tests: give each test room.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // Three browsers on this 2-core machine: the whole run took 6.6 min with two, 6.0 with three and
  // 6.3 with four (each test waits on the emulators and the preview server part of the time).
  workers: 3,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromePath, args: chromeFlags },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@mobile/, testIgnore: 'production/**' },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/, testIgnore: 'production/**' },
    {
      name: 'production',
      testMatch: 'production/**/*.spec.ts',
      use: {
        ...devices['Pixel 7'],
        baseURL: `http://localhost:${productionPort}`,
        // A camera and microphone that play a test pattern and a tone, allowed without asking: the
        // video visit's call (video-call.spec.ts) runs between two contexts of this browser.
        launchOptions: {
          executablePath: chromePath,
          args: [...chromeFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npm run build:demo && npx vite preview --mode demo --outDir dist-demo --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // On the emulators, the deploy step too: the blog's pages rendered with their content.
      command: `node scripts/build.mjs --outDir dist-e2e${process.env.E2E_EMULATORS ? ' && node scripts/seo-content.mjs --dist dist-e2e' : ''} && npx vite preview --outDir dist-e2e --port ${productionPort} --strictPort`,
      url: `http://localhost:${productionPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
