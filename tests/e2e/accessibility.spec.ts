import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { everyRoute } from './routes';
import { demoAdmin, logIn } from './session';

/**
 * axe (WCAG 2.x A and AA, and its best practices) on every route once its page has loaded: as a
 * visitor, and as an admin, who sees the editors and the admin menu instead of "Admins only".
 */
async function violationsOn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What loads after the first paint (the page's data, the sections that load near the screen)
  // is checked too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // AOS fades sections in: mid-fade, text is paler than it will be, and axe would measure that.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

// Every route, in three parts run side by side: one test of every route took three minutes in one
// browser, the longest of the browser tests, and set the whole run's length.
test.describe.configure({ mode: 'parallel' });
const PARTS = 3;
const part = (index: number) => everyRoute.filter((_, at) => at % PARTS === index);

for (const [who, article] of [
  ['visitor', 'a'],
  ['admin', 'an'],
] as const) {
  for (let index = 0; index < PARTS; index++) {
    test(`axe finds no violations on any route, as ${article} ${who} (part ${index + 1} of ${PARTS})`, async ({ page }) => {
      test.setTimeout(240_000);
      if (who === 'admin') await logIn(page, demoAdmin);
      const found: string[] = [];
      for (const [path] of part(index)) found.push(...(await violationsOn(page, path)));
      expect(found).toEqual([]);
    });
  }
}
