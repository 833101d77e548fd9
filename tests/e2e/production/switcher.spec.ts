import { devices, expect, test, type Page } from '@playwright/test';

/**
 * The language switcher on the production build, as a visitor sees it on a desktop and in a
 * phone's menu: one row inside the header, no list markers, the current language marked, targets
 * of at least 24 px (WCAG 2.2, 2.5.8), and each language's name drawn from a font that has its
 * letters, on this machine, which has no Kannada or Devanagari font of its own. No data needed.
 */

const PAGES = ['/home', '/kn/home', '/hi/CBlog'];
const NAMES = { kn: 'ಕನ್ನಡ', hi: 'हिन्दी', en: 'English' } as const;

/** The switcher: its own navigation landmark, inside the header's (named in the page's language). */
const switcher = (page: Page) => page.getByRole('banner').locator('nav.language-switcher');

/** The switcher's three names, by language: the link, or the current one's marked text. */
const names = (page: Page) =>
  Object.fromEntries(Object.keys(NAMES).map((lang) => [lang, switcher(page).locator(`[lang="${lang}"]`)])) as Record<
    keyof typeof NAMES,
    ReturnType<Page['locator']>
  >;

/** The fonts Chromium drew an element's text with (DevTools protocol), e.g. [{ familyName, isCustomFont, glyphCount }]. */
async function fontsOf(page: Page, selector: string): Promise<Array<{ familyName: string; isCustomFont: boolean; glyphCount: number }>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** On a phone, opens the menu once the page runs as an app (the switcher says so; the button needs it). */
async function openMenuIfFolded(page: Page) {
  await expect(switcher(page)).toHaveClass(/with-names-font/);
  const toggle = page.getByRole('banner').locator('.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
}

for (const path of PAGES) {
  test(`${path}: every language's name is drawn from a font that has its letters`, async ({ page }) => {
    await page.goto(path);
    await openMenuIfFolded(page);
    // The names' fonts come once the page has started (so they never delay its first paint).
    await expect(switcher(page)).toHaveClass(/with-names-font/);
    await page.evaluate(() => document.fonts.ready);
    for (const lang of ['kn', 'hi'] as const) {
      await expect(names(page)[lang]).toHaveText(NAMES[lang]);
      const fonts = await fontsOf(page, `.language-switcher [lang="${lang}"]`);
      // Every glyph from the site's own fonts (a fallback with no such letters would draw boxes).
      expect(fonts.length, `${path} ${lang}: ${JSON.stringify(fonts)}`).toBeGreaterThan(0);
      expect(
        fonts.every((font) => font.isCustomFont && /Noto Sans (Kannada|Devanagari)/.test(font.familyName)),
        `${path} ${lang}: ${JSON.stringify(fonts)}`,
      ).toBe(true);
    }
  });

  test(`${path} on a phone: the switcher is one row in the menu, its names at least 24 px tall, the current one marked`, async ({
    page,
  }) => {
    await page.goto(path);
    await openMenuIfFolded(page);
    const current = path.startsWith('/kn') ? 'kn' : path.startsWith('/hi') ? 'hi' : 'en';
    const boxes = await Promise.all(Object.values(names(page)).map((name) => name.boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(Math.abs(box!.y - boxes[0]!.y)).toBeLessThan(1);
    }
    await expect(names(page)[current]).toHaveAttribute('aria-current', 'true');
    for (const other of Object.keys(NAMES).filter((lang) => lang !== current))
      await expect(names(page)[other as keyof typeof NAMES]).toHaveAttribute('href', /.+/);
    expect(
      await switcher(page)
        .locator('ul')
        .evaluate((list) => getComputedStyle(list).listStyleType),
    ).toBe('none');
  });
}

test.describe('on a desktop', () => {
  const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
  test.use(desktop);

  for (const path of PAGES) {
    test(`${path}: the switcher sits in the header, one row, no markers, the current language marked`, async ({ page }) => {
      await page.goto(path);
      const header = await page.locator('.site-header').boundingBox();
      const list = switcher(page).locator('ul');
      await expect(list).toBeVisible();
      expect(await list.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
      const boxes = await Promise.all(Object.values(names(page)).map((name) => name.boundingBox()));
      for (const box of boxes) {
        expect(box).not.toBeNull();
        // Inside the header's bar, on one line with the others.
        expect(box!.y).toBeGreaterThanOrEqual(header!.y);
        expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);
        expect(Math.abs(box!.y - boxes[0]!.y)).toBeLessThan(1);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      const current = path.startsWith('/kn') ? 'kn' : path.startsWith('/hi') ? 'hi' : 'en';
      const marked = names(page)[current];
      await expect(marked).toHaveAttribute('aria-current', 'true');
      // Marked to the eye too: bolder than the links beside it.
      const weight = (lang: keyof typeof NAMES) => names(page)[lang].evaluate((element) => Number(getComputedStyle(element).fontWeight));
      const other = current === 'en' ? 'kn' : 'en';
      expect(await weight(current)).toBeGreaterThan(await weight(other));
      // Nothing in the header overlaps the switcher (the login button, the links).
      const row = await list.boundingBox();
      const login = await page.locator('.site-header .menu-actions .btn-primary').boundingBox();
      if (login) expect(login.x >= row!.x + row!.width || login.x + login.width <= row!.x).toBe(true);
    });
  }
});
