import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startOutbox, type Outbox, type OutboxMessage } from '../../utils/outbox';
import { adminForFile, theBooking } from '../emulators';
import { bookIyerAsPatient, demoFrontDesk, demoPatient, iyerWeekday, logIn, openDay } from '../session';

/**
 * The messages to a patient (issue 45) on the production build against the seeded emulators: the
 * seeded patient (whose phone is verified) books with WhatsApp ticked, `npm run notify` sends the
 * confirmation by e-mail and WhatsApp to a local outbox once (a second run sends nothing more), the
 * front desk sees it sent, and the message's link opens that booking in My appointments, where the
 * patient cancels it.
 */
test.skip(!process.env.E2E_EMULATORS, 'needs the Firestore emulator (npm run test:e2e starts it where Java 21+ and its jar are found)');
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);

// The outbox: every message the job posts (other files' bookings too: they run alongside).
const posted: OutboxMessage[] = [];
let outbox: Outbox;
const admin = adminForFile('patient-messages');

test.beforeAll(async () => {
  outbox = await startOutbox((message, response) => {
    posted.push(message);
    response.writeHead(204).end();
  });
});
test.afterAll(async () => {
  await outbox.close();
});

/** `npm run notify` into the outbox, its links to this build's site. */
async function notify(siteOrigin: string): Promise<string> {
  const { stdout } = await run('node', ['scripts/notify.mjs', '--outbox-url', outbox.url], {
    env: { ...process.env, SITE_ORIGIN: siteOrigin },
  });
  return stdout;
}

// A weekday ten open days ahead: clear of the days the other booking tests use.
const booked = { date: iyerWeekday(10), time: '', id: '' };

test('a patient ticks WhatsApp; one run sends the confirmation by e-mail and WhatsApp, a second run sends nothing more', async ({
  page,
  baseURL,
}) => {
  test.slow();
  booked.time = await bookIyerAsPatient(page, booked.date, async (form) => {
    await expect(form.getByText(/We e-mail you at patient@clinic\.test/)).toBeVisible();
    const whatsApp = form.getByRole('checkbox', { name: 'Also send these on WhatsApp to +91 98450 12345' });
    await expect(whatsApp).not.toBeChecked();
    await whatsApp.check();
  });

  const stored = await theBooking(admin, 'demo-patient', booked.date);
  booked.id = stored.id;
  // The consent as the rules admitted it: the verified number, the server's time, the notice.
  expect(stored.get('whatsApp')).toMatchObject({ to: '+919845012345', notice: stored.get('noticeVersion') });
  expect(stored.get('lang')).toBe('en');

  await notify(baseURL!);
  const ours = () => posted.filter((message) => message.bookingId === booked.id);
  expect(
    ours()
      .map(({ channel, to, kind }) => `${kind} ${channel} ${to}`)
      .sort(),
  ).toEqual(['confirmation email patient@clinic.test', 'confirmation whatsapp +919845012345']);
  const [email] = ours().filter((message) => message.channel === 'email');
  expect(email.text).toContain('Dr. Ananya Iyer');
  expect(email.text).toContain(booked.time);
  expect(email.text).toContain('Koramangala');
  expect(email.text).toContain(`${baseURL}/my-requests#booking-${booked.id}`);

  // Exactly once: the next run finds the confirmation sent (no reminder yet: the visit is days away).
  await notify(baseURL!);
  expect(ours()).toHaveLength(2);
  const notices = (await admin.db().doc(`bookings/${booked.id}`).get()).get('notices');
  expect(notices).toMatchObject({ confirmation_email: { status: 'sent', tries: 1 }, confirmation_whatsapp: { status: 'sent', tries: 1 } });
});

test('the front desk sees the confirmation sent on both channels', async ({ page }) => {
  const own = await openDay(page, demoFrontDesk, booked.date);
  const row = own.getByRole('row').filter({ hasText: 'Arjun Mehta' }).filter({ hasText: booked.time });
  await expect(row).toContainText('Confirmation: sent (e-mail, WhatsApp)');
  await expect(row).toContainText('Reminder: none');
});

test('the message’s link opens that booking in My appointments, where the patient cancels it', async ({ page }) => {
  await logIn(page, demoPatient);
  await page.goto(`/my-requests#booking-${booked.id}`);
  const item = page.locator(`[id="booking-${booked.id}"]`);
  await expect(item).toContainText('This is the booking from your message.');
  await expect(item).toBeFocused();
  await item.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Your appointment is cancelled. The time is free for others.')).toBeVisible();
  await expect.poll(async () => (await admin.db().doc(`bookings/${booked.id}`).get()).get('status')).toBe('cancelled');
});
