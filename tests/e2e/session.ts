import { expect, type Page } from '@playwright/test';

/** The demo build's seed accounts. */
export const demoAdmin = { email: 'admin@clinic.test', password: 'admin1234' };
export const demoPatient = { email: 'patient@clinic.test', password: 'patient1234' };

/** Logs in on /login and waits for the landing on the home page. */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}
