import { expect, type Locator, type Page } from '@playwright/test';
import { formatCalendarDayCompact } from '../../src/lib/dates';
import { addDays, weekdayOf } from '../../src/lib/openingHours';
import { seedAccounts } from '../../src/seed/accounts';
import { nextOpenDay, openDayFromToday } from '../utils/dates';

export interface Account {
  email: string;
  password: string;
}

/** A seeded account (src/seed/accounts.ts), the way the login form takes it. */
function seeded(uid: string): Account {
  const { email, password } = seedAccounts.find((account) => account.uid === uid)!;
  return { email, password };
}

/** The seed's accounts: the owner, the front desk, Dr. Ananya Iyer, the content editor and the patient. */
export const demoAdmin = seeded('demo-admin');
export const demoFrontDesk = seeded('demo-frontdesk');
export const demoDoctor = seeded('demo-doctor');
export const demoEditor = seeded('demo-editor');
export const demoPatient = seeded('demo-patient');

/** Fills in the login form on the page and sends it. */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in on /login and waits for the landing on the home page. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL('/');
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

// Booking Dr. Ananya Iyer -------------------------------------------------------------------------

/**
 * A weekday (Dr. Iyer's mornings) at least `openDays` open days ahead. Each file books its own day,
 * clear of the days the other files book and close (they run at the same time), and past the notice.
 */
export function iyerWeekday(openDays: number): string {
  let date = openDayFromToday(openDays);
  while (weekdayOf(date) === 'saturday') date = nextOpenDay(addDays(date, 1));
  return date;
}

/** The booking form on /Appoinment. */
export const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a time' });

/** Signs in as `account` and opens the booking form. */
export async function openBookingForm(page: Page, account: Account): Promise<Locator> {
  await logIn(page, account);
  await page.goto('/Appoinment');
  return bookingForm(page);
}

/** Chooses Dr. Ananya Iyer in the booking form and shows her later days too. */
export async function showIyerDays(form: Locator): Promise<void> {
  await form.getByLabel('Doctor').selectOption({ label: 'Dr. Ananya Iyer' });
  await form.getByRole('button', { name: 'Show later days' }).click();
}

/** Chooses Dr. Ananya Iyer and `date`; returns the day's free times. */
export async function chooseIyerDay(form: Locator, date: string): Promise<Locator> {
  await showIyerDays(form);
  await form
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: new RegExp(`^${formatCalendarDayCompact(date)}`) })
    .click();
  return form.getByRole('group', { name: /^Free times on / }).getByRole('button');
}

/** Chooses the first of the free times; returns it as shown. */
export async function chooseFirstTime(times: Locator): Promise<string> {
  const time = await times.first().innerText();
  await times.first().click();
  return time;
}

/** Fills in the patient and books the chosen `time` with Dr. Iyer: the page confirms it. */
export async function confirmBooking(page: Page, time: string, patient: { name: string; phone: string }): Promise<void> {
  const form = bookingForm(page);
  await form.getByLabel('Patient name').fill(patient.name);
  await form.getByLabel('Phone number').fill(patient.phone);
  await form.getByRole('button', { name: `Book ${time} with Dr. Ananya Iyer` }).click();
  await expect(page.getByText('Your appointment is booked')).toBeVisible();
}

/** The seeded patient's name and phone, as they book. */
export const arjun = { name: 'Arjun Mehta', phone: '98450 12345' };

/**
 * The seeded patient signs in and books Dr. Iyer's first free time on `date` as Arjun Mehta;
 * returns the time as shown. `beforeBooking` runs once the time is chosen (on what the form then
 * offers).
 */
export async function bookIyerAsPatient(page: Page, date: string, beforeBooking?: (form: Locator) => Promise<void>): Promise<string> {
  const form = await openBookingForm(page, demoPatient);
  const time = await chooseFirstTime(await chooseIyerDay(form, date));
  await beforeBooking?.(form);
  await confirmBooking(page, time, arjun);
  return time;
}

// The staff's day -----------------------------------------------------------------------------------

/** Signs in as `account` and opens the appointments of `date`; returns `doctor`'s section of the day. */
export async function openDay(page: Page, account: Account, date: string, doctor = 'Dr. Ananya Iyer'): Promise<Locator> {
  await logIn(page, account);
  await page.goto(`/admin/appointments?day=${date}`);
  return page.getByRole('region', { name: doctor });
}
