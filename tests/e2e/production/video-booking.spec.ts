import { expect, test } from '@playwright/test';
import { adminForFile, freshAccount } from '../emulators';
import { bookingForm, chooseFirstTime, chooseIyerDay, confirmBooking, demoFrontDesk, iyerWeekday, logIn, openDay } from '../session';

/**
 * Booking a video visit (issue 46) on the production build against the seeded emulators, the
 * real rules deciding: from the home page's link, a new patient sees only Dr. Iyer and only her
 * video times (weekday afternoons in the seed), books one, and the booking is stored as a video
 * visit; the front desk's day shows it as one. A fresh account, so the other files' bookings of
 * the seeded patient do not reach the cap.
 */
test.skip(!process.env.E2E_EMULATORS, 'needs the Firestore emulator (npm run test:e2e starts it where Java 21+ and its jar are found)');
test.describe.configure({ mode: 'serial' });

const patient = freshAccount('video', 'Meera Rao');
const admin = adminForFile('video-booking', patient);

// A weekday twelve open days ahead: clear of the days the other booking tests use.
const booked = { date: iyerWeekday(12), time: '', id: '' };

test('from the home page, a patient books a video visit: only video doctors and times are offered, and it is stored as one', async ({
  page,
}) => {
  test.slow();
  await logIn(page, patient);
  await page.goto('/home');
  await page
    .getByRole('link', { name: /video visit/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Appoinment\?visit=video$/);
  const form = bookingForm(page);
  await expect(form.getByRole('radio', { name: 'Video visit' })).toBeChecked();
  await expect(form.getByLabel('Doctor').getByRole('option')).toHaveText(['Any doctor', 'Dr. Ananya Iyer']);
  const times = await chooseIyerDay(form, booked.date);
  // Her weekday video session: 2 pm to 4 pm in 15-minute slots.
  await expect(times).toHaveCount(8);
  await expect(times.first()).toHaveText('2 pm');
  booked.time = await chooseFirstTime(times);
  await confirmBooking(page, booked.time, { name: 'Meera Rao', phone: '98450 54321' });
  await expect(page.getByText(/This is a video visit\./)).toBeVisible();

  const uid = (await admin.auth().getUserByEmail(patient.email)).uid;
  const stored = await admin.db().collection('bookings').where('uid', '==', uid).get();
  expect(stored.docs).toHaveLength(1);
  booked.id = stored.docs[0].id;
  expect(stored.docs[0].data()).toMatchObject({ visit: 'video', doctorId: 'dr-ananya-iyer', date: booked.date, time: '14:00' });

  await page.goto('/my-requests');
  await expect(page.getByRole('article', { name: new RegExp(`^Dr\\. Ananya Iyer`) }).getByText('Video visit')).toBeVisible();
});

test("the front desk's day shows it as a video visit, and its afternoon times as video only", async ({ page }) => {
  const own = await openDay(page, demoFrontDesk, booked.date);
  const row = own.getByRole('row').filter({ hasText: 'Meera Rao' });
  await expect(row.getByText('Video visit')).toBeVisible();
  const free = own
    .getByRole('list', { name: 'Free times' })
    .getByRole('listitem')
    .filter({ hasText: /^2:15 pm/ });
  await expect(free.getByText('Video only')).toBeVisible();
  await expect(free.getByRole('button', { name: 'Book for a caller' })).toHaveCount(0);
});
