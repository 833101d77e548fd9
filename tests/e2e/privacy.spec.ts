import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REQUEST_MIN_FILL_MS } from '../../src/config/constants';
import { demoPatient, logIn, submitLogin } from './session';

/** What a visitor's browser tells Google: nothing, until they ask for the map. */
test('/Location makes no request to a Google host until "Open the map" is pressed', async ({ page }) => {
  const toGoogle: string[] = [];
  page.on('request', (request) => {
    if (/(^|\.)(google|googleapis|gstatic|googleusercontent)\.com$/.test(new URL(request.url()).hostname)) toGoogle.push(request.url());
  });
  // The map's own address answers here, so nothing leaves this machine.
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Map of the clinic</p>' }),
  );

  await page.goto('/Location');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Us');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(toGoogle).toEqual([]);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);

  await page.getByRole('button', { name: 'Open the map' }).click();
  await expect(page.frameLocator('iframe[title^="Map showing"]').getByText('Map of the clinic')).toBeVisible();
  expect(toGoogle.length).toBeGreaterThan(0);
  expect(toGoogle.every((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
});

test('the privacy notice is one click from the footer and from each form', async ({ page }) => {
  await page.goto('/Appoinment');
  await page.getByRole('link', { name: 'How we handle your data' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  await expect(page.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
  await page.goto('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL('/privacy');
});

/** Registers and verifies a new patient through the demo link; lands on the home page signed in. */
async function registerPatient(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('link', { name: 'Verify my e-mail address' }).click();
  await expect(page).toHaveURL('/');
}

test('a patient downloads their data, and the file holds their e-mail and their request', async ({ page }) => {
  test.slow();
  await logIn(page, demoPatient);
  await page.goto('/contact');
  const subject = `My report ${Date.now()}`;
  await page.getByLabel('Your name').fill('Arjun Mehta');
  await page.getByLabel('Your e-mail').fill(demoPatient.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Is my blood test report ready?');
  await page.waitForTimeout(REQUEST_MIN_FILL_MS);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();

  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string };
    contactMessages: Array<{ subject: string }>;
  };
  expect(data.account.email).toBe(demoPatient.email);
  expect(data.contactMessages.map((m) => m.subject)).toContain(subject);
});

test('a registered patient deletes their account: they can no longer sign in, and their comment is gone', async ({ page }) => {
  test.slow();
  const email = `leaving.${Date.now()}@example.com`;
  const body = `Thank you for this. ${Date.now()}`;
  await registerPatient(page, 'Leela Menon', email, 'monsoon-rain');
  await page.goto('/detail/walking-habit');
  await page.getByPlaceholder('Write a comment...').fill(body);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment posted successfully')).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('alertdialog', { name: 'Delete account' }).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account and your data are deleted.')).toBeVisible();
  await expect(page).toHaveURL('/home');

  await page.goto('/detail/walking-habit');
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await expect(page.getByText(body)).toHaveCount(0);
  await page.goto('/login');
  await submitLogin(page, { email, password: 'monsoon-rain' });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
