import { expect, test } from '@playwright/test';
import { demoAdmin, logIn } from './session';

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('a visitor requests an appointment; the admin sees it in the inbox and marks it handled', async ({ page }) => {
  // A whole journey across several sign-ins: allowed three times the usual time.
  test.slow();
  const patient = `Ravi Kumar ${Date.now()}`;
  await page.goto('/home');
  await page.getByRole('main').getByRole('link', { name: 'Request an Appointment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doctor Appointment');

  await page.getByLabel('Patient name').fill(patient);
  await page.getByLabel('Patient e-mail').fill('ravi@example.com');
  await page.getByLabel('Phone number').fill('+91 98450 12345');
  await page.getByLabel('Appointment date').fill(inDays(-1));
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Please choose today or a later date.')).toBeVisible();

  await page.getByLabel('Appointment date').fill(inDays(4));
  await page.getByRole('button', { name: 'Request appointment' }).click();
  const toast = page.getByText('Appointment scheduled successfully!');
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('');
  // The toast closes by itself after 2 seconds.
  await expect(toast).toBeHidden({ timeout: 4000 });

  await logIn(page, demoAdmin);
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requests inbox');

  const request = page.getByRole('article', { name: `Appointment request from ${patient}` });
  await expect(request).toBeVisible();
  // The demo build has no EmailJS configuration: the request is kept, and the inbox says so.
  await expect(request).toContainText('Not e-mailed (EmailJS not configured)');
  await request.getByRole('button', { name: 'Mark handled' }).click();
  await expect(request.getByText('Handled', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: `Appointment request from ${patient}` }).getByText('Handled', { exact: true })).toBeVisible();
});

test('a visitor sends a contact message and a failed check keeps what they typed', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Lakshmi Iyer');
  await page.getByLabel('Your e-mail').fill('lakshmi@example');
  await page.getByLabel('Subject').fill('Bill for July');
  await page.getByLabel('Message', { exact: true }).fill('Could you resend my invoice? 🙏');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Could you resend my invoice? 🙏');
  await page.getByLabel('Your e-mail').fill('lakshmi@example.com');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});
