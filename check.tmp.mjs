import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const errors = []; page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') errors.push(m.text()); }); page.on('pageerror', (e) => errors.push(e.message));
const scripts = []; page.on('response', (r) => { if (r.url().endsWith('.js')) scripts.push(r.url().split('/').pop()); });
for (const path of ['/detail/monsoon-fevers', '/CBlog', '/tag/fever', '/category/Nutrition%20and%20Diet']) {
  scripts.length = 0;
  await page.goto('http://localhost:4300' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(path, await page.locator('h1').first().textContent(), '| cards', await page.locator('article.card').count(), '| sidebar', await page.locator('aside').count());
  console.log('  scripts:', scripts.filter(s => /Markdown|PostBody|BlogDetail|BlogList/.test(s)).join(' '));
}
console.log(errors);
await browser.close();
