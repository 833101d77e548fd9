import { expect, test, type Page } from '@playwright/test';
import { REQUEST_MIN_FILL_MS } from '../../src/config/constants';
import { formatCalendarDay } from '../../src/lib/dates';
import { addDays } from '../../src/lib/openingHours';
import { nextOpenDay, openDayFromToday } from '../utils/dates';
import { demoAdmin, logIn } from './session';

const clinicData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>).find((data) => data['@type'] === 'MedicalClinic'),
    );

async function fillAppointment(page: Page, date: string) {
  await page.getByLabel('Patient name').fill('Ravi Kumar');
  await page.getByLabel('Patient e-mail').fill('ravi@example.com');
  await page.getByLabel('Phone number').fill('+91 98450 12345');
  await page.getByLabel('Appointment date').fill(date);
}

test('an admin closes the clinic on a date; Find Us and search engines are told, and the appointment form refuses that date', async ({
  page,
}) => {
  test.slow();
  const holiday = openDayFromToday(8);
  const closedOn = `${formatCalendarDay(holiday)} (Clinic anniversary)`;
  await logIn(page, demoAdmin);
  await page.goto('/admin/hours');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening Hours');
  await page.getByLabel('Closure date').fill(holiday);
  await page.getByLabel('Reason', { exact: true }).fill('Clinic anniversary');
  await page.getByRole('button', { name: 'Add closure' }).click();
  await expect(page.getByText(closedOn)).toBeVisible();
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Opening hours saved')).toBeVisible();

  await page.goto('/Location');
  await expect(page.getByRole('main').getByText(closedOn)).toBeVisible();
  await expect(page.getByRole('main').locator('.open-status')).toHaveText(/^(Open now · closes|Closed)/);
  await expect
    .poll(async () => (await clinicData(page))?.specialOpeningHoursSpecification)
    .toContainEqual(expect.objectContaining({ validFrom: holiday, validThrough: holiday, opens: '00:00', closes: '00:00' }));

  await page.goto('/Appoinment');
  await fillAppointment(page, holiday);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText(`The clinic is closed on ${closedOn}. Please choose another day.`)).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('Ravi Kumar');

  await page.getByLabel('Appointment date').fill(nextOpenDay(addDays(holiday, 1)));
  await page.waitForTimeout(REQUEST_MIN_FILL_MS);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Appointment scheduled successfully!')).toBeVisible();
});

test('Find Us lists the week before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Location');
  const week = page.getByRole('main').locator('.opening-hours-week');
  await expect(week).toContainText('Monday9 am – 7 pm');
  await expect(week).toContainText('SundayClosed');
  await context.close();
});
