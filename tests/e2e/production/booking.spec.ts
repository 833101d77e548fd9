import { expect, test, type Locator } from '@playwright/test';
import { formatCalendarDayCompact } from '../../../src/lib/dates';
import { openDayFromToday } from '../../utils/dates';
import { adminForFile, freshAccount } from '../emulators';
import {
  arjun,
  bookingForm,
  confirmBooking,
  demoAdmin,
  demoPatient,
  iyerWeekday,
  openBookingForm,
  openDay,
  showIyerDays,
} from '../session';

/**
 * Booking a time on the production build against the seeded emulators: the Firebase service
 * module, its batches and the real rules. The browser runs in New York time: every time shown and
 * written to the calendar file must still be the clinic's (India Standard Time).
 */
test.skip(!process.env.E2E_EMULATORS, 'needs the Firestore emulator (npm run test:e2e starts it where Java 21+ and its jar are found)');
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/New_York' });

const secondPatient = freshAccount('second', 'Second Patient');
const admin = adminForFile('booking', secondPatient);

/** Dr. Ananya Iyer's free days, and on the `dayIndex`-th of them, its first free time: [day button, time button]. */
async function chooseIyer(form: Locator, dayIndex = 1): Promise<{ day: string; time: string; timeButton: Locator }> {
  await form.getByLabel('Doctor').selectOption({ label: 'Dr. Ananya Iyer' });
  const dayButton = form.getByRole('group', { name: 'Day' }).getByRole('button').nth(dayIndex);
  const day = (await dayButton.innerText()).split('\n')[0];
  await dayButton.click();
  const timeButton = form
    .getByRole('group', { name: /^Free times on / })
    .getByRole('button')
    .first();
  const time = await timeButton.innerText();
  return { day, time, timeButton };
}

test('a patient books a time, gets the calendar file in the clinic’s time, and the time is gone for a second patient; cancelling frees it', async ({
  page,
  browser,
}) => {
  test.slow();
  const { day, time, timeButton } = await chooseIyer(await openBookingForm(page, demoPatient));
  await timeButton.click();
  await confirmBooking(page, time, arjun);
  const confirmation = page.getByText(/Arjun Mehta with Dr. Ananya Iyer/);
  await expect(confirmation).toContainText(`at ${time} (India Standard Time)`);

  // The calendar file: the slot's start as the clinic's wall-clock time, with its time zone.
  const ics = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  const href = (await ics.getAttribute('href'))!;
  const file = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const [hours, minutes] = time
    .replace(/ (am|pm)$/, '')
    .split(':')
    .concat('00');
  const hour24 = (Number(hours) % 12) + (time.endsWith('pm') ? 12 : 0);
  expect(file).toMatch(new RegExp(`DTSTART;TZID=Asia/Kolkata:\\d{8}T${String(hour24).padStart(2, '0')}${minutes.slice(0, 2)}00`));
  expect(file).toContain('TRIGGER:-P1D');
  expect(file).toContain('TRIGGER:-PT2H');

  // A second patient no longer finds the time.
  const second = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const other = await second.newPage();
  const otherForm = await openBookingForm(other, secondPatient);
  await otherForm.getByLabel('Doctor').selectOption({ label: 'Dr. Ananya Iyer' });
  await otherForm
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: new RegExp(`^${day}`) })
    .click();
  const times = otherForm.getByRole('group', { name: /^Free times on / });
  await expect(times.getByRole('button').first()).toBeVisible();
  await expect(times.getByRole('button', { name: time, exact: true })).toHaveCount(0);

  // The patient cancels under My appointments: the time is free again for the second patient.
  await page.goto('/my-requests');
  const appointment = page.getByRole('article', { name: new RegExp(`Dr. Ananya Iyer, .* at ${time}`) });
  await appointment.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Your appointment is cancelled. The time is free for others.')).toBeVisible();
  await other.reload();
  await otherForm.getByLabel('Doctor').selectOption({ label: 'Dr. Ananya Iyer' });
  await otherForm
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: new RegExp(`^${day}`) })
    .click();
  await expect(otherForm.getByRole('group', { name: /^Free times on / }).getByRole('button', { name: time, exact: true })).toBeVisible();
  await second.close();
});

test('a closure day offers no slot', async ({ page }) => {
  // A weekday Dr. Iyer works, three open days ahead (clear of the notice), made a closure.
  const date = iyerWeekday(3);
  const dayName = new RegExp(`^${formatCalendarDayCompact(date)}`);
  const hoursDoc = admin.db().doc('clinic/hours');
  const before = (await hoursDoc.get()).data()!;
  const form = bookingForm(page);
  await page.goto('/Appoinment');
  await showIyerDays(form);
  await expect(form.getByRole('group', { name: 'Day' }).getByRole('button', { name: dayName })).toBeVisible();
  try {
    await hoursDoc.set({ ...before, closures: { ...before.closures, [date]: 'Staff training' }, updatedAt: new Date() });
    await page.reload();
    await showIyerDays(form);
    await expect(form.getByRole('group', { name: 'Day' }).getByRole('button').first()).toBeVisible();
    await expect(form.getByRole('group', { name: 'Day' }).getByRole('button', { name: dayName })).toHaveCount(0);
  } finally {
    await hoursDoc.set(before);
  }
});

test('the front desk books a caller and marks them arrived (a no-show is offered only once the visit has started)', async ({ page }) => {
  test.slow();
  const day = openDayFromToday(2);
  const doctor = await openDay(page, demoAdmin, day, 'Dr. Rohan Kulkarni');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const firstFree = doctor.getByRole('list', { name: 'Free times' }).getByRole('listitem').first();
  const time = (await firstFree.locator('span').first().innerText()).trim();
  await firstFree.getByRole('button', { name: 'Book for a caller' }).click();
  const form = doctor.getByRole('form', { name: 'Book for a caller with Dr. Rohan Kulkarni' });
  await form.getByLabel('Patient name').fill('Lakshmi Rao');
  await form.getByLabel('Phone number').fill('080 4123 5678');
  await form.getByRole('button', { name: 'Save the booking' }).click();
  const row = doctor.getByRole('row', { name: /Lakshmi Rao/ });
  await expect(row).toContainText(time);
  await expect(row).toContainText('Phone booking');
  // Two days ahead: no No-show yet (the rules refuse one before the visit starts).
  await expect(row.getByRole('button', { name: 'No-show' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Arrived' }).click();
  await expect(row.getByText('Arrived', { exact: true })).toBeVisible();
  // As Firestore has it after a reload: the arrival is stored; undone, the booking is back.
  await page.reload();
  const stored = doctor.getByRole('row', { name: /Lakshmi Rao/ });
  await expect(stored.getByText('Arrived', { exact: true })).toBeVisible();
  await stored.getByRole('button', { name: 'Undo' }).click();
  await expect(stored.getByText('Booked', { exact: true })).toBeVisible();
});
