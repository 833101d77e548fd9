import { expect, test, type Page } from '@playwright/test';
import { REQUEST_MIN_FILL_MS } from '../../src/config/constants';
import { dayFromToday, openDayFromToday } from '../utils/dates';
import { demoAdmin, demoPatient, logIn } from './session';

/** A person takes their time over a form; one sent faster is taken for a program's and dropped. */
const takeAPersonsTime = (page: Page) => page.waitForTimeout(REQUEST_MIN_FILL_MS);

/** A day `days` from the clinic's today (inDays(-1): yesterday), moved on to a day the seeded clinic is open. */
const inDays = (days: number) => (days < 0 ? dayFromToday(days) : openDayFromToday(days));

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
  await takeAPersonsTime(page);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  const toast = page.getByText('Appointment scheduled successfully!');
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('');
  // The toast closes by itself after 2 seconds.
  await expect(toast).toBeHidden({ timeout: 4000 });

  // The hand-off to WhatsApp: the clinic's number, the patient's name, the date and the reference.
  const whatsApp = new URL((await page.getByRole('link', { name: /Also send on WhatsApp/ }).getAttribute('href'))!);
  expect(whatsApp.host).toBe('wa.me');
  const message = whatsApp.searchParams.get('text')!;
  expect(message).toContain(`Name: ${patient}`);
  const [year, month, day] = inDays(4).split('-').map(Number);
  expect(message).toContain(
    new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  const reference = /Reference: (\S+)/.exec(message)![1];

  await logIn(page, demoAdmin);
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requests inbox');

  const request = page.getByRole('article', { name: `Appointment request from ${patient}` });
  await expect(request).toBeVisible();
  await expect(request).toContainText(`Reference ${reference}`);
  // The demo build has no EmailJS configuration: the request is kept, and the inbox says so.
  await expect(request).toContainText('Not e-mailed (EmailJS not configured)');
  await request.getByRole('button', { name: 'Mark handled' }).click();
  await expect(request.getByText('Handled', { exact: true })).toBeVisible();
  await page.reload();
  // Handled requests leave the New view, which the inbox opens on.
  await expect(page.getByRole('article', { name: `Appointment request from ${patient}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(
    page.getByRole('article', { name: `Appointment request from ${patient}` }).getByText('Handled', { exact: true }),
  ).toBeVisible();
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
  await takeAPersonsTime(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});

/** What the demo backend has stored in this browser (src/services/demo/store.ts keeps it in localStorage). */
const storedMessages = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('clinic-demo-db-v7') ?? '{}') as { contactMessages?: unknown[] }).contactMessages?.length ?? 0,
  );

test('a program that fills the hidden field is thanked and nothing is stored; a person waits before a second message', async ({ page }) => {
  await page.goto('/contact');
  const fill = async (subject: string) => {
    await page.getByLabel('Your name').fill('Lakshmi Iyer');
    await page.getByLabel('Your e-mail').fill('lakshmi@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Could you resend my invoice?');
  };
  await fill('Cheap pills');
  await page.locator('input[name="website"]').fill('https://spam.example');
  await takeAPersonsTime(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  expect(await storedMessages(page)).toBe(0);

  await page.reload();
  await fill('Bill for July');
  await takeAPersonsTime(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  expect(await storedMessages(page)).toBe(1);

  await fill('One more thing');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/You sent us a request a moment ago\. .* please wait \d+ seconds before sending another\./)).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('One more thing');
  expect(await storedMessages(page)).toBe(1);
});

test('the admin pages through the inbox, marks a message as spam, and deletes it from the Spam view', async ({ page }) => {
  test.slow();
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Real Patient');
  await page.getByLabel('Your e-mail').fill('patient@example.com');
  await page.getByLabel('Subject').fill('Reports');
  await page.getByLabel('Message', { exact: true }).fill('Are my blood test reports ready?');
  await takeAPersonsTime(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  // Eleven more, older, as if a program had sent them: more than one page of the inbox.
  await page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('clinic-demo-db-v7')!) as { contactMessages: unknown[] };
    for (let i = 0; i < 11; i++) {
      db.contactMessages.push({
        id: `spam-${i}`,
        name: `Bot ${i}`,
        email: 'bot@spam.example',
        subject: `Offer ${i}`,
        message: 'Cheap pills',
        status: 'new',
        mailStatus: 'sent',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    }
    localStorage.setItem('clinic-demo-db-v7', JSON.stringify(db));
  });

  await logIn(page, demoAdmin);
  await page.goto('/admin/requests');
  const messages = page.getByRole('article', { name: /^Message from/ });
  await expect(messages).toHaveCount(10);
  await expect(messages.first()).toHaveAccessibleName('Message from Real Patient: Reports');
  await page.getByRole('button', { name: 'Load more messages' }).click();
  await expect(messages).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load more messages' })).toHaveCount(0);

  const bot = page.getByRole('article', { name: 'Message from Bot 10: Offer 10' });
  await bot.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(bot.getByText('Spam', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  await expect(page).toHaveURL(/\?show=spam$/);
  await expect(messages).toHaveCount(1);
  await messages.first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete request' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No messages marked as spam.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No messages marked as spam.')).toBeVisible();
});

test('a signed-in patient sends an appointment request, finds it under My requests as "Received", and withdraws it', async ({ page }) => {
  test.slow();
  const patient = `Arjun Mehta ${Date.now()}`;
  await logIn(page, demoPatient);
  await page.goto('/Appoinment');
  await page.getByLabel('Patient name').fill(patient);
  await page.getByLabel('Patient e-mail').fill('patient@clinic.test');
  await page.getByLabel('Phone number').fill('+91 98450 12345');
  await page.getByLabel('Appointment date').fill(inDays(5));
  await takeAPersonsTime(page);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await page.getByRole('status').getByRole('link', { name: 'My requests' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My requests');
  const request = page.getByRole('article', { name: new RegExp(`^Appointment for ${patient} on `) });
  await expect(request.getByText('Received')).toBeVisible();
  await request.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('alertdialog', { name: 'Withdraw request' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(request.getByText('Withdrawn')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: new RegExp(`^Appointment for ${patient} on `) }).getByText('Withdrawn')).toBeVisible();
});
