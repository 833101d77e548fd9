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

for (const [who, article] of [
  ['visitor', 'a'],
  ['admin', 'an'],
] as const) {
  test(`axe finds no violations on any route, as ${article} ${who}`, async ({ page }) => {
    test.setTimeout(240_000);
    if (who === 'admin') await logIn(page, demoAdmin);
    const found: string[] = [];
    for (const [path] of everyRoute) found.push(...(await violationsOn(page, path)));
    expect(found).toEqual([]);
  });
}
