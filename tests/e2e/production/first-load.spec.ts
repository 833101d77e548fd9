import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * What a visitor's phone downloads on the production build. String literals survive
 * minification, so each SDK is recognised by one of its own: the Auth SDK by its REST host, the
 * full Firestore SDK by its multi-tab storage prefix, which Firestore Lite does not have.
 */
const AUTH_SDK = 'identitytoolkit.googleapis.com';
const FULL_FIRESTORE_SDK = 'firestore_clients';
const FIRESTORE_HOST = 'firestore.googleapis.com';

/** The built files beside an SDK package's entry point, resolved as the firebase package does. */
function sdkText(specifier: string): string {
  const fromFirebase = createRequire(createRequire(import.meta.url).resolve('firebase/package.json'));
  const dir = dirname(fromFirebase.resolve(specifier));
  return readdirSync(dir)
    .filter((file) => /\.(c|m)?js$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/** Every script the page requests; `texts()` downloads them (again) to read what they contain. */
function recordScripts(page: Page) {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  return {
    count: () => urls.size,
    /** How many of the scripts contain `marker`. */
    containing: async (marker: string) => {
      const texts = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
      return texts.filter((text) => text.includes(marker)).length;
    },
  };
}

test('the markers belong to the SDKs they stand for', () => {
  expect(sdkText('@firebase/auth')).toContain(AUTH_SDK);
  expect(sdkText('@firebase/firestore')).toContain(FULL_FIRESTORE_SDK);
  expect(sdkText('@firebase/firestore/lite')).not.toContain(FULL_FIRESTORE_SDK);
  expect(sdkText('@firebase/firestore/lite')).toContain(FIRESTORE_HOST);
});

test("a visitor's /home loads neither the Auth SDK nor the full Firestore SDK", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We help patients live a healthy, quality life');
  await page.waitForLoadState('networkidle');
  expect(scripts.count()).toBeGreaterThan(0);
  expect(await scripts.containing(AUTH_SDK)).toBe(0);
  expect(await scripts.containing(FULL_FIRESTORE_SDK)).toBe(0);
  // The first screen needs no data: Firestore waits for the visitor to go on.
  expect(await scripts.containing(FIRESTORE_HOST)).toBe(0);

  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.containing(FIRESTORE_HOST)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await scripts.containing(FULL_FIRESTORE_SDK)).toBe(0);
  expect(await scripts.containing(AUTH_SDK)).toBe(0);
});

test('the blog list and a post use Firestore Lite and no Auth SDK for a visitor', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/CBlog');
  await page.waitForLoadState('networkidle');
  await page.goto('/detail/any-post');
  await page.waitForLoadState('networkidle');
  expect(await scripts.containing(FIRESTORE_HOST)).toBeGreaterThan(0);
  expect(await scripts.containing(FULL_FIRESTORE_SDK)).toBe(0);
  expect(await scripts.containing(AUTH_SDK)).toBe(0);
});

test('the login page loads the Auth SDK', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect.poll(() => scripts.containing(AUTH_SDK)).toBeGreaterThan(0);
});

/** The Markdown renderer (markdown-to-jsx), by the name of the option that keeps raw HTML as text. */
const MARKDOWN_RENDERER = 'disableParsingRawHTML';

test('the Markdown renderer loads with a post, not with the home page or the blog list', async ({ page }) => {
  expect(readFileSync(createRequire(import.meta.url).resolve('markdown-to-jsx'), 'utf8')).toContain(MARKDOWN_RENDERER);
  const scripts = recordScripts(page);
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.goto('/CBlog');
  await page.waitForLoadState('networkidle');
  expect(await scripts.containing(MARKDOWN_RENDERER)).toBe(0);
  await page.goto('/detail/any-post');
  await expect.poll(() => scripts.containing(MARKDOWN_RENDERER)).toBeGreaterThan(0);
});
