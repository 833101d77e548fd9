import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminForFile } from '../emulators';
import { demoAdmin, demoPatient, logIn } from '../session';

/**
 * The production build against the seeded Auth + Firestore emulators (npm run test:e2e starts
 * them where they can run): the Firebase service modules, their converters and the real rules,
 * as an admin uses them.
 */
test.skip(!process.env.E2E_EMULATORS, 'needs the Firestore emulator (npm run test:e2e starts it where Java 21+ and its jar are found)');

const admin = adminForFile('firebase-path');

test('an admin marks a request as spam, opens Spam, and finds it there with "Not spam"', async ({ page }) => {
  test.slow();
  const subject = `Cheap pills ${Date.now()}`;
  // A request as the contact form stores it (firebase-admin: the test's own set-up, not the app).
  await admin.db().collection('contactMessages').add({
    name: 'Bot',
    email: 'bot@spam.example',
    subject,
    message: 'Buy now',
    status: 'new',
    mailStatus: 'sent',
    createdAt: FieldValue.serverTimestamp(),
  });

  await logIn(page, demoAdmin);
  await page.goto('/admin/requests');
  const request = page.getByRole('article', { name: `Message from Bot: ${subject}` });
  await request.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(request.getByText('Spam', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  await expect(page).toHaveURL(/\?show=spam$/);
  const inSpam = page.getByRole('article', { name: `Message from Bot: ${subject}` });
  await expect(inSpam.getByRole('button', { name: 'Not spam' })).toBeVisible();
  await expect(inSpam.getByRole('button', { name: 'Mark as spam' })).toHaveCount(0);
  await expect(inSpam.getByText('New', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: `Message from Bot: ${subject}` }).getByRole('button', { name: 'Not spam' })).toBeVisible();
});

test('the admin adds an FAQ, and the home page lists it', async ({ page }) => {
  test.slow();
  const question = `Is there parking near the clinic? ${Date.now()}`;
  await logIn(page, demoAdmin);
  // A phone's header folds its menu away: the admin goes to the form by its address.
  await page.goto('/addfaq');
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Answer', { exact: true }).fill('Yes, there is basement parking for cars and two-wheelers.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FAQ created successfully')).toBeVisible();
  await page.goto('/home');
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: question, exact: true })).toBeVisible();
});

test('a patient comments under the name on their account', async ({ page }) => {
  await logIn(page, demoPatient);
  await page.goto('/detail/walking-habit');
  await expect(page.getByText('Commenting as')).toHaveText('Commenting as Arjun Mehta');
  const body = `Walking with my father every evening. 🚶 ${Date.now()}`;
  await page.getByPlaceholder('Write a comment...').fill(body);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment posted successfully')).toBeVisible();
  const comment = page.getByRole('listitem').filter({ hasText: body });
  await expect(comment).toContainText('Arjun Mehta');
  await expect(comment.getByText('Clinic staff')).toHaveCount(0);
});

test('a post rendered at deploy arrives with its body, and shows an edit made since after the one background read', async ({
  page,
  request,
}) => {
  test.slow();
  const postPath = '/detail/new-year-checkup';
  const html = await (await request.get(postPath)).text();
  const post = admin.db().doc('blogs/new-year-checkup');
  const { title, description } = (await post.get()).data() as { title: string; description: string };
  // The deploy's render: the post's words are in its HTML (escaped as HTML text).
  // (The title sits in a span that carries its language where the page's differs.)
  expect(html).toContain(`<h1 id="blog-title"><span>${title}`);
  const firstWords = description.split('\n')[0].slice(0, 40);
  expect(html).toContain(firstWords.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

  try {
    // An admin's edit after the deploy (firebase-admin: the test's own set-up).
    await post.update({ title: `${title} (revised)` });
    await page.goto(postPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (revised)`);
    await expect(page.locator('.blog-description')).toContainText(firstWords);
  } finally {
    await post.update({ title });
  }
});
