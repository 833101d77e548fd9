import { expect, test, type Page } from '@playwright/test';
import { demoPatient, logIn } from './session';

/**
 * Prerendered pages (src/prerender.tsx): their HTML already holds the page, and the app takes it
 * over (hydration) without a mismatch, which React would report as an error and answer by
 * throwing the HTML away.
 */
const prerendered: Array<[path: string, heading: string]> = [
  ['/', 'We help patients live a healthy, quality life'],
  ['/home', 'We help patients live a healthy, quality life'],
  ['/Appoinment', 'Doctor Appointment'],
  ['/contact', 'Send us a message'],
  ['/medicalservices', 'Our Medical Services'],
  ['/OurDoctors', 'Our Great Doctors'],
  ['/Location', 'Find Us'],
  ['/CBlog', 'Daily Blogs'],
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/reset', 'Reset your password'],
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the HTML of each prerendered page holds its heading and title before any script runs', async ({ request }) => {
  for (const [path, heading] of prerendered) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toMatch(/<title>[^<]+\| Sanjeevani Integrative Clinic<\/title>/);
  }
  // Any other path gets the empty shell, rendered in the browser (a tag in use has its own page).
  expect(await (await request.get('/tag/no-such-tag')).text()).toContain('<div id="root"></div>');
});

test('prerendered pages hydrate without a mismatch, and then work as an app', async ({ page }) => {
  const errors = collectErrors(page);
  for (const [path, heading] of prerendered) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  await page.goto('/OurDoctors');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send us a message');
  expect(errors).toEqual([]);
});

test('a post, and a page with a query string, render without a mismatch', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/detail/monsoon-fevers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monsoon Fevers: When to Rest and When to See a Doctor');
  await page.goto('/CBlog?searchQuery=walk');
  await expect(page.getByRole('status').filter({ hasText: /matches/ })).toContainText('walk');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a signed-in person gets their header on a prerendered page', async ({ page }) => {
  await logIn(page, demoPatient);
  await page.goto('/OurDoctors');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test.describe('before the app has taken over the page', () => {
  test.use({ javaScriptEnabled: false });

  test('prerendered forms cannot be typed into or sent until the app runs', async ({ page }) => {
    // Typed text would not reach the form's state, and a form the browser sent on its own
    // would put it, a password included, into the address.
    for (const [path, fields, button] of [
      ['/login', ['E-mail', 'Password'], 'Login'],
      ['/register', ['Full name', 'E-mail'], 'Register'],
      ['/contact', ['Your name', 'Your e-mail', 'Subject'], 'Send message'],
      ['/Appoinment', ['Patient name', 'Patient e-mail', 'Phone number'], 'Request appointment'],
    ] as const) {
      await page.goto(path);
      for (const field of fields) await expect(page.getByLabel(field, { exact: true }), `${path} ${field}`).toBeDisabled();
      await expect(page.getByRole('button', { name: button, exact: true }), path).toBeDisabled();
    }
  });
});
