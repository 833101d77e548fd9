import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clinic, formatAddressLines } from '../../../src/config/clinic';
import { seedDoctors } from '../../../src/seed';
import { demoAdmin, logIn } from '../session';

/**
 * The site in Kannada and Hindi, on the production build against the seeded emulators (the
 * deploy step has written every page in every language): no English interface on the pages a
 * patient reads, the switcher, the heads search engines read, the fonts, and an admin's Kannada
 * answer reaching the Kannada home page.
 */
test.skip(!process.env.E2E_EMULATORS, 'needs the Firestore emulator (npm run test:e2e starts it where Java 21+ and its jar are found)');

const TRANSLATED_POST = '/detail/monsoon-fevers';
const UNTRANSLATED_POST = '/detail/diabetes-plate';

/**
 * What may stay in Latin letters on a Kannada or Hindi page: names (the clinic's, its doctors',
 * networks'), its address, phone and e-mail, units and Intl's am/pm. Content left in English is
 * marked lang="en" and skipped with it.
 */
const ALLOWED = [
  clinic.name,
  clinic.shortName,
  clinic.email,
  clinic.grievance.email,
  ...formatAddressLines(),
  clinic.address.district,
  clinic.address.city,
  clinic.phone,
  'JavaScript',
  ...seedDoctors.flatMap((doctor) => [doctor.name, doctor.qualifications, doctor.registrationCouncil, doctor.registrationNumber]),
  'Facebook',
  'Instagram',
  'WhatsApp',
  'YouTube',
  'LinkedIn',
  'Firebase',
  'name@example.com',
];

/** The page's visible text and accessible labels outside lang="en" elements, less the allowed names. */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const skip = (element: Element | null) => Boolean(element?.closest('[lang^="en"]:not(html)'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Readers' comments are in the language each reader wrote them in.
      if (!parent || skip(parent) || parent.closest('script, style, [hidden], [aria-hidden="true"], .comments')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  let rest = text;
  for (const allowed of ALLOWED.filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(allowed).join(' ');
  return [...new Set(rest.match(/[A-Za-z]{3,}/g) ?? [])];
}

async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Sections that load when scrolled to (the FAQs, the doctors, the footer's hours).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const locale of ['kn', 'hi'] as const) {
  test(`${locale}: the home page, the appointment page and a post show no English interface`, async ({ page }) => {
    const found: Record<string, string[]> = {};
    for (const path of [`/${locale}/home`, `/${locale}/Appoinment`, `/${locale}${TRANSLATED_POST}`]) {
      await openSettled(page, path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(`${locale}-IN`);
      const left = await englishLeft(page);
      if (left.length > 0) found[path] = left;
    }
    expect(found).toEqual({});
  });
}

/** The switcher is in the header's menu, which a phone opens first. */
async function switchTo(page: Page, language: string) {
  // Once the app has taken over the page: a tap on the menu's button before that is lost (issue 56
  // is about that tap; this test is about the switcher).
  await page.waitForLoadState('networkidle');
  const toggle = page.getByRole('banner').locator('.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('banner').getByRole('link', { name: language }).click();
}

test('the switcher keeps the page, and an address wins over the remembered language', async ({ page }) => {
  await page.goto('/kn/CBlog');
  await switchTo(page, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi\/CBlog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('दैनिक ब्लॉग');
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/CBlog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Blogs');

  await switchTo(page, 'ಕನ್ನಡ');
  await expect(page).toHaveURL(/\/kn\/CBlog$/);
  // Remembered: the bare "/" (the one address without a language) opens in Kannada ...
  await page.goto('/');
  await expect(page).toHaveURL(/\/kn\/$/);
  // ... while an English address stays English.
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // In the header's words, shown or behind the phone menu's button.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Services', includeHidden: true })).toBeAttached();
});

/** The hreflang links and canonical of a page's HTML, as a crawler reads them (no script). */
async function headLinks(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const robots = html.match(/<meta name="robots" content="([^"]+)"/)?.[1];
  return { alternates: alternates.sort(), canonical, robots, lang: html.match(/<html lang="([^"]+)"/)?.[1] };
}

test('each version lists every version and x-default, with absolute addresses, reciprocally', async ({ request }) => {
  for (const path of ['/home', '/CBlog', '/Appoinment', TRANSLATED_POST]) {
    const versions = await Promise.all(['', '/kn', '/hi'].map((prefix) => headLinks(request, `${prefix}${path}`)));
    const [english] = versions;
    expect(english.alternates.map((link) => link.split(' ')[0])).toEqual(['en', 'hi', 'kn', 'x-default']);
    for (const link of english.alternates) expect(link, path).toMatch(/ https?:\/\/[^/]+\//);
    for (const version of versions) {
      expect(version.alternates, path).toEqual(english.alternates);
      expect(
        english.alternates.some((link) => link.endsWith(` ${version.canonical}`)),
        `${path}: ${version.canonical}`,
      ).toBe(true);
    }
    expect(versions.map((version) => version.lang)).toEqual(['en-IN', 'kn-IN', 'hi-IN']);
  }
});

test('a post not yet translated is marked so, in the page’s language, and kept out of search results', async ({ page, request }) => {
  const kannada = await headLinks(request, `/kn${UNTRANSLATED_POST}`);
  expect(kannada.robots).toBe('noindex');
  expect(kannada.alternates).toEqual([]);
  // The English version lists only itself (and x-default): no language it is not written in.
  expect((await headLinks(request, UNTRANSLATED_POST)).alternates.map((link) => link.split(' ')[0])).toEqual(['en', 'x-default']);

  await page.goto(`/kn${UNTRANSLATED_POST}`);
  await expect(page.getByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ').first()).toBeVisible();
  await expect(page.locator('article [lang="en"]').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`/kn${TRANSLATED_POST}<`));
  expect(sitemap).not.toMatch(new RegExp(`/kn${UNTRANSLATED_POST}<`));
  expect(sitemap).toMatch(/\/hi\/CBlog</);
});

test("a doctor's profile: its Kannada version indexed and listed, one not yet translated marked and kept out", async ({
  page,
  request,
}) => {
  const [translated, untranslated] = seedDoctors;
  const path = (id: string) => `/doctors/${id}`;
  // As prerendered by the deploy step, read without script.
  const kannada = await headLinks(request, `/kn${path(translated.id)}`);
  expect(kannada.robots).toBeUndefined();
  expect(kannada.alternates.map((link) => link.split(' ')[0])).toEqual(['en', 'hi', 'kn', 'x-default']);
  const html = await (await request.get(`/kn${path(translated.id)}`)).text();
  expect(html).toContain(translated.translations!.kn!.bio);
  const other = await headLinks(request, `/hi${path(untranslated.id)}`);
  expect(other.robots).toBe('noindex');
  expect(other.alternates).toEqual([]);

  await page.goto(`/hi${path(untranslated.id)}`);
  await expect(page.getByText('अभी अनुवाद नहीं हुआ')).toBeVisible();
  await expect(page.getByText(untranslated.bio)).toHaveAttribute('lang', 'en');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const prefix of ['', '/kn', '/hi']) expect(sitemap).toContain(`${prefix}${path(translated.id)}<`);
  expect(sitemap).toContain(`${path(untranslated.id)}<`);
  expect(sitemap).not.toContain(`/kn${path(untranslated.id)}<`);
});

test('English pages download no Indic font, at most the switcher’s two names (2 kB each); a Kannada page no Devanagari font', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && !request.url().startsWith('data:')) fonts.push(new URL(request.url()).pathname);
  });
  await openSettled(page, '/home');
  await openSettled(page, '/CBlog');
  // The names' fonts only where the switcher is shown (a phone's folded menu shows it on demand).
  expect(fonts.filter((font) => !/^\/fonts\/language-name-(kannada|devanagari)\.woff2$/.test(font))).toEqual([]);
  fonts.length = 0;
  await openSettled(page, '/kn/home');
  expect(fonts.some((font) => font.includes('noto-sans-kannada'))).toBe(true);
  expect(fonts.filter((font) => font.includes('noto-sans-devanagari'))).toEqual([]);
});

// One test a page: seven pages one after the other took up to 30 s in one browser under a
// loaded run; apart, the run's browsers share them.
test.describe('Kannada and Hindi pages and axe', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const path of [
    '/kn/home',
    '/hi/CBlog',
    `/kn${TRANSLATED_POST}`,
    '/hi/Appoinment',
    `/kn${UNTRANSLATED_POST}`,
    `/kn/doctors/${seedDoctors[0].id}`,
    `/hi/doctors/${seedDoctors[1].id}`,
  ]) {
    test(`${path} passes axe, with its language set`, async ({ page }) => {
      await openSettled(page, path);
      // AOS fades sections in: mid-fade, text is paler than it will be, and axe would measure that.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
        path,
      ).toEqual([]);
    });
  }
});

test('an admin adds a Kannada answer to an FAQ, and the Kannada home page shows it', async ({ page }) => {
  await logIn(page, demoAdmin);
  await page.goto('/updateFaq/acupuncture-pain');
  const kannada = page.getByRole('group', { name: /ಕನ್ನಡ/ });
  await kannada.getByLabel(/Question/).fill('ಅಕ್ಯುಪಂಕ್ಚರ್ ನೋವು ಕೊಡುತ್ತದೆಯೇ?');
  await kannada.getByLabel(/Answer/).fill('ಹೆಚ್ಚಿನವರಿಗೆ ಒಂದು ಕ್ಷಣದ ಚುಚ್ಚುವಿಕೆ ಮಾತ್ರ ಅನಿಸುತ್ತದೆ.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('FAQ updated successfully')).toBeVisible();

  // The live read (the HTML is the deploy's until the next one): the Kannada page shows the new answer.
  await openSettled(page, '/kn/home');
  await page.getByRole('button', { name: 'ಅಕ್ಯುಪಂಕ್ಚರ್ ನೋವು ಕೊಡುತ್ತದೆಯೇ?', exact: true }).click();
  await expect(page.getByText('ಹೆಚ್ಚಿನವರಿಗೆ ಒಂದು ಕ್ಷಣದ ಚುಚ್ಚುವಿಕೆ ಮಾತ್ರ ಅನಿಸುತ್ತದೆ.')).toBeVisible();
  // The English page keeps the English.
  await openSettled(page, '/home');
  await expect(page.getByRole('button', { name: 'Does acupuncture hurt?', exact: true })).toBeVisible();
});
