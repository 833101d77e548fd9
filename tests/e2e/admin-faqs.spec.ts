import { expect, test } from '@playwright/test';
import { demoAdmin, logIn } from './session';

test('the admin adds an FAQ, sees it on /home, edits it and deletes it', async ({ page }) => {
  // A whole journey across several sign-ins: allowed three times the usual time.
  test.slow();
  const question = `Is there parking near the clinic? ${Date.now()}`;
  await logIn(page, demoAdmin);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Admin' }).click();
  await header.getByRole('link', { name: 'Add Faq' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add FAQ');
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Answer', { exact: true }).fill('Yes, there is basement parking for cars and two-wheelers.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FAQ created successfully')).toBeVisible();

  await header.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
  const item = page.getByRole('button', { name: question, exact: true });
  await item.scrollIntoViewIfNeeded();
  await item.click();
  await expect(page.getByText('Yes, there is basement parking')).toBeVisible();

  await page.getByRole('link', { name: `Edit FAQ: ${question}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update FAQ');
  await expect(page.getByLabel('Question', { exact: true })).toHaveValue(question);
  await page.getByLabel('Answer', { exact: true }).fill('Yes: basement parking, free for patients.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('FAQ updated successfully')).toBeVisible();

  await header.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: question, exact: true }).click();
  await expect(page.getByText('Yes: basement parking, free for patients.')).toBeVisible();

  await page.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this FAQ?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('FAQ deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: question, exact: true })).toHaveCount(0);
});

test('a visitor sees no admin icons and cannot open the editors', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Does acupuncture hurt?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete FAQ/ })).toHaveCount(0);
  await page.goto('/medicalservices');
  await expect(page.getByRole('heading', { name: 'Acupuncture', level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit service/ })).toHaveCount(0);
  await page.goto('/addservice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admins only');
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
