import { expect, test } from '@playwright/test';
import { demoAdmin, demoPatient, submitLogin } from './session';

test('a patient registers, verifies through the demo link, lands home and logs out', async ({ page }) => {
  const email = `meera.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Meera Nair');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('monsoon-rain');
  await page.getByLabel('Confirm password').fill('monsoon-rian');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('monsoon-rain');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your Email Address');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend Email \(\d+\)/ })).toBeDisabled();

  await page.getByRole('link', { name: 'Verify my e-mail address' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/healthy, quality life/);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('USER'))).toBeNull();
});

test('the demo admin logs in and sees the admin dropdown, which navigates', async ({ page }) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await submitLogin(page, demoAdmin);

  await expect(page).toHaveURL('/');
  const adminButton = header.getByRole('button', { name: 'Admin' });
  await expect(adminButton).toBeVisible();
  await adminButton.click();
  await header.getByRole('link', { name: 'Add Service' }).click();
  await expect(page).toHaveURL('/addservice');

  // A reload keeps the session (and the header knows it before the SDK answers).
  await page.reload();
  await expect(header.getByRole('button', { name: 'Admin' })).toBeVisible();
});

test('a wrong password is explained and the patient stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, { email: demoPatient.email, password: 'wrong-one' });
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right. Please check them and try again.');
  await expect(page).toHaveURL('/login');
});
