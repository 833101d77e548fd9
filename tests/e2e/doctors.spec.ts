import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, logIn } from './session';

const jsonLdTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));

test('an admin adds a doctor with a registration and two languages, who appears on the site, then deletes them', async ({ page }) => {
  test.slow();
  const name = `Dr. Meera Shah ${Date.now()}`;
  await logIn(page, demoAdmin);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Admin' }).click();
  await header.getByRole('link', { name: 'Add Doctor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Doctor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Qualifications').fill('MBBS, MD (Paediatrics)');
  await page.getByLabel('Registration number').fill('KMC 112233');
  await page.getByLabel('Registration council').fill('Karnataka Medical Council');
  await page.getByLabel('Specialities', { exact: true }).fill('Paediatrics');
  await page.getByLabel('Languages', { exact: true }).fill('English, Gujarati');
  await page.getByLabel('Place in the list').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Doctor added successfully')).toBeVisible();

  // Their page: registration, languages, and a Physician for search engines.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('No. KMC 112233, Karnataka Medical Council')).toBeVisible();
  await expect(page.getByText('English, Gujarati')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Request an appointment' })).toHaveAttribute('href', '/Appoinment');
  await expect
    .poll(async () => (await jsonLdTypes(page)).find((data) => data['@type'] === 'Physician'))
    .toMatchObject({ name, knowsLanguage: ['English', 'Gujarati'], identifier: { value: 'KMC 112233' } });

  // First on /OurDoctors (place 0) and on the home page.
  await page.goto('/OurDoctors');
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(name);
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Our Great Doctors' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete doctor: ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this doctor?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Doctor deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.goto('/OurDoctors');
  await expect(page.getByRole('heading', { name: 'Dr. Ananya Iyer' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test("a doctor's page arrives with the profile in its HTML, and the doctors' page lists them without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/doctors/dr-ananya-iyer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Ananya Iyer');
  await expect(page.getByText('Karnataka Medical Council')).toBeVisible();
  expect((await jsonLdTypes(page)).map((data) => data['@type'])).toContain('Physician');
  await page.goto('/OurDoctors');
  await expect(page.getByRole('link', { name: 'Dr. Rohan Kulkarni' })).toHaveAttribute('href', '/doctors/dr-rohan-kulkarni');
  await context.close();
});
