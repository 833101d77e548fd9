import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn } from './session';

/**
 * The blog's pages arrive with their content (the demo build renders them with the seed's posts,
 * as `npm run seo:content` does at deploy with Firestore's): words on screen before any script,
 * and the app takes them over without repainting them.
 */
const POST = '/detail/monsoon-fevers';
const POST_TITLE = 'Monsoon Fevers: When to Rest and When to See a Doctor';
const POST_WORDS = 'Most are viral and settle in three to five days';

/** The four newest published posts of the seed: /CBlog's first page. */
const FIRST_CARDS = 4;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a post's page holds its title, image, byline, review, body and related posts", async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
    await expect(page.locator('.blog-description')).toContainText(POST_WORDS);
    await expect(page.getByText(/^By Dr\. Ananya Iyer - 2 July 2026 · \d+ min read$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dr. Ananya Iyer' })).toHaveAttribute('href', '/doctors/dr-ananya-iyer');
    await expect(page.getByText(/^Reviewed by/)).toHaveText('Reviewed by Dr. Rohan Kulkarni on 3 July 2026');
    const image = page.locator('.blog-detail-image');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '760');
    await expect(image).not.toHaveAttribute('loading', 'lazy');

    await page.goto('/detail/acupuncture-back-pain');
    await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('link')).toHaveText([
      'Cupping Therapy, Explained Honestly',
      'A Patient’s Story: Fewer Migraines After Years of Pain',
    ]);
    await page.goto('/doctors/dr-ananya-iyer');
    await expect(page.getByRole('region', { name: 'Articles by Dr. Ananya Iyer' }).getByRole('link').first()).toHaveText(POST_TITLE);
  });

  test("/CBlog holds its first cards and its sidebar; a tag's and a category's page their posts", async ({ page }) => {
    await page.goto('/CBlog');
    await expect(page.getByRole('article')).toHaveCount(FIRST_CARDS);
    await expect(page.getByRole('complementary', { name: 'Blog topics' })).toContainText('Most Popular');
    await expect(page.getByText('Loading blogs…')).toHaveCount(0);
    const firstImage = page.getByRole('article').first().locator('img');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('height', '315');

    await page.goto('/tag/fever');
    await expect(page.getByRole('heading', { level: 2, name: POST_TITLE })).toBeVisible();
    await page.goto('/category/Disease%20Prevention%20and%20Management');
    await expect(page.getByRole('heading', { level: 2, name: POST_TITLE })).toBeVisible();
  });
});

/** Records, from the first byte, whether a loading line ever shows and which scripts load. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen = ((window as unknown as { loadingSeen: string[] }).loadingSeen = [] as string[]);
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const line of ['Loading the blog…', 'Loading blogs…', 'Loading blog topics…']) if (text.includes(line)) seen.push(line);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { scripts, errors, loadingSeen: () => page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen) };
}

test('with JavaScript, a post keeps the words it arrived with: no loading line, no repaint, no Markdown renderer', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto(POST, { waitUntil: 'commit' });
  // The body's paragraph as the HTML brought it; the same node must still be there once the app runs.
  await page.waitForSelector('.blog-description p');
  await page.evaluate(() => ((window as unknown as { arrived: Element }).arrived = document.querySelector('.blog-description p')!));
  await page.waitForLoadState('networkidle');
  // The app is running: the comment box or its sign-in line is there.
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  expect(await page.evaluate(() => document.contains((window as unknown as { arrived: Element }).arrived))).toBe(true);
  await expect(page.locator('.blog-description')).toContainText(POST_WORDS);
  expect(await watch.loadingSeen()).toEqual([]);
  expect(watch.scripts.filter((script) => script.includes('MarkdownBody'))).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('with JavaScript, /CBlog keeps its cards and sidebar, and Load More still works', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/CBlog', { waitUntil: 'commit' });
  await page.waitForSelector('article h2');
  await page.evaluate(() => ((window as unknown as { arrived: Element }).arrived = document.querySelector('article h2')!));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.contains((window as unknown as { arrived: Element }).arrived))).toBe(true);
  expect(await watch.loadingSeen()).toEqual([]);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByRole('article')).toHaveCount(FIRST_CARDS * 2);
  expect(watch.errors).toEqual([]);
});

test('a post an admin edits after its page was rendered shows the edit after the one background check', async ({ page }) => {
  test.slow();
  await logIn(page, demoAdmin);
  await page.goto('/update/monsoon-fevers');
  await page.getByLabel('Title', { exact: true }).fill('Monsoon Fevers (updated)');
  await page.getByLabel('Description', { exact: true }).fill('## What changed\n\nThe **new** advice.');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();

  // The page's HTML is still the deploy's; the app's read brings the edit.
  expect(await (await page.request.get(POST)).text()).toContain(POST_WORDS);
  await page.goto(POST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monsoon Fevers (updated)');
  await expect(page.locator('.blog-description').getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  await expect(page.locator('.blog-description')).not.toContainText(POST_WORDS);
});
