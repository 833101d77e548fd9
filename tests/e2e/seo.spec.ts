import { expect, test, type Page } from '@playwright/test';
import { structuredDataTest } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { parseJsonLd, structuredDataReport } from '../utils/structuredData';

/**
 * The site as a crawler or a link preview (WhatsApp, Facebook) sees it: first without JavaScript,
 * from the HTML alone (prerendered pages, and post pages as the deploy step writes them; the demo
 * build writes them for the seed's posts), then with JavaScript for what only data can describe.
 */
const ORIGIN = 'https://www.sanjeevani-clinic.example';
const indexedPaths = ['/', '/Appoinment', '/medicalservices', '/contact', '/CBlog', '/doctors', '/Location'];
const post = { path: '/detail/monsoon-fevers', title: 'Monsoon Fevers: When to Rest and When to See a Doctor' };

async function readHead(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute('content') ?? element.getAttribute('href') ?? '');
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: content('link[rel="canonical"]'),
      robots: content('meta[name="robots"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogType: content('meta[property="og:type"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page has its own title, description, canonical address, preview and clinic description', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const path of indexedPaths) {
      await page.goto(path);
      const head = await readHead(page);
      expect(head.description, path).toHaveLength(1);
      descriptions.add(head.description[0]!);
      expect(head.canonical, path).toEqual([`${ORIGIN}${path}`]);
      expect(head.robots, path).toEqual([]);
      expect(head.ogTitle, path).toEqual([head.title]);
      expect(head.ogDescription, path).toEqual(head.description);
      expect(head.ogImage[0], path).toMatch(/^https:\/\/.+\.(jpg|png|webp)$/);
      expect(head.twitterCard, path).toEqual(['summary_large_image']);
      const report = structuredDataReport(parseJsonLd(head.jsonLd));
      expect(report.problems, path).toEqual([]);
      expect(report.types, path).toContain('MedicalClinic');
      if (path === '/doctors') expect(report.types).toEqual(['MedicalClinic', 'Physician', 'Physician']);
      // The deploy step (here the demo build) puts the FAQs in the home page's HTML.
      if (path === '/') expect(report.types).toEqual(['FAQPage', 'MedicalClinic']);
    }
    expect(descriptions.size).toBe(indexedPaths.length);
  });

  test("a shared post's link shows the post: its title, first words and address", async ({ page }) => {
    await page.goto(post.path);
    const head = await readHead(page);
    expect(head.title).toBe(`${post.title} | Sanjeevani Integrative Clinic`);
    expect(head.ogTitle).toEqual([head.title]);
    expect(head.description[0]).toMatch(/^The rains bring relief from the heat/);
    expect(head.canonical).toEqual([`${ORIGIN}${post.path}`]);
    expect(head.ogType).toEqual(['article']);
  });

  test('account pages are kept out of search results', async ({ page }) => {
    for (const path of ['/login', '/register', '/reset']) {
      await page.goto(path);
      expect((await readHead(page)).robots, path).toEqual(['noindex']);
    }
  });
});

test('/feed.xml lists the newest published posts, newest first, and every page’s head links it', async ({ page, request }) => {
  const response = await request.get('/feed.xml');
  expect(response.ok()).toBe(true);
  const feed = await response.text();
  expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  const links = [...feed.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => Date.parse(match[1]));
  expect(links).toContain(`${ORIGIN}${post.path}`);
  expect(links.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  // The seed's draft is not in it.
  expect(feed).not.toContain('heatwave-elders');

  for (const path of ['/', post.path, '/Location']) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feed.xml');
  }
});

test('sitemap.xml lists the public pages and the published posts, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of indexedPaths) expect(locations).toContain(`${ORIGIN}${path}`);
  expect(locations).toContain(`${ORIGIN}${post.path}`);
  expect(locations.filter((location) => /\/(login|register|reset|create|admin)/.test(location!))).toEqual([]);
  // The seed's draft has no address in the sitemap, and no page of its own that would show its words.
  expect(locations.filter((location) => location!.includes('heatwave-elders'))).toEqual([]);
  const draftPage = await (await request.get('/detail/heatwave-elders')).text();
  expect(draftPage).not.toContain('Keeping Elders Safe');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/\s*$/m);
});

test.describe('with JavaScript', () => {
  test('the app keeps one set of tags as the visitor moves between pages', async ({ page }) => {
    await page.goto('/doctors');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily Blogs');
    const head = await readHead(page);
    expect(head.description).toHaveLength(1);
    expect(head.canonical).toEqual([`${ORIGIN}/CBlog`]);
    const report = structuredDataReport(parseJsonLd(head.jsonLd));
    expect(report).toEqual({ types: ['BreadcrumbList', 'MedicalClinic'], problems: [] });
  });

  test('a post is described as a BlogPosting, its tag and category pages with a BreadcrumbList', async ({ page }) => {
    await page.goto(post.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(structuredDataReport(parseJsonLd((await readHead(page)).jsonLd))).toEqual({
      types: ['BlogPosting', 'BreadcrumbList', 'MedicalClinic'],
      problems: [],
    });

    await page.getByRole('link', { name: 'Disease Prevention and Management' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs in Disease Prevention and Management');
    expect(structuredDataReport(parseJsonLd((await readHead(page)).jsonLd))).toEqual({
      types: ['BreadcrumbList', 'MedicalClinic'],
      problems: [],
    });

    await page.goto('/tag/fever');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs tagged “fever”');
    const head = await readHead(page);
    expect(head.canonical).toEqual([`${ORIGIN}/tag/fever`]);
    expect(structuredDataReport(parseJsonLd(head.jsonLd))).toEqual({ types: ['BreadcrumbList', 'MedicalClinic'], problems: [] });
  });

  test("the home page's FAQs are an FAQPage once they are on the page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.faq-question').first()).toBeVisible();
    // One FAQPage: the app's own, the HTML's having been taken out when the app started.
    const report = structuredDataReport(parseJsonLd((await readHead(page)).jsonLd));
    expect(report).toEqual({ types: ['FAQPage', 'MedicalClinic'], problems: [] });
  });
});

/**
 * An independent validator (structured-data-testing-tool) with its Google, Twitter and Facebook
 * presets: on the HTML as served (what a crawler or a link preview reads first) and on the page
 * once the app has run.
 */
async function validatorFailures(html: string): Promise<string[]> {
  try {
    await structuredDataTest(html, { presets: [presets.Google, presets.Twitter, presets.Facebook] });
    return [];
  } catch (error) {
    const report = (error as { res?: { failed: Array<{ test: string }> } }).res;
    if (!report) throw error;
    return report.failed.map((failure) => failure.test);
  }
}

test('the validator’s Google, Twitter and Facebook presets accept the home page and a post', async ({ page, request }) => {
  for (const path of ['/home', post.path]) {
    expect(await validatorFailures(await (await request.get(path)).text()), `${path} as served`).toEqual([]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await validatorFailures(await page.content()), `${path} in the browser`).toEqual([]);
  }
});
