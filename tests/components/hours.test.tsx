import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCalendarDay } from '../../src/lib/dates';
import { clinicToday, WEEKDAYS } from '../../src/lib/openingHours';
import type { ClinicHours } from '../../src/types';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { demoDb } from '../../src/services/demo/store';
import { seedClinicHours } from '../../src/seed';
import { dayFromToday, openDayFromToday } from '../utils/dates';
import { takeAPersonsTime, typeAppointment } from '../utils/requests';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/**
 * Open every day round the clock except today, a holiday: what the status says does not depend on
 * when the test runs. (The hour-by-hour cases are unit tests: tests/unit/openingHours.test.ts.
 * Faking Date here would stall Testing Library's waiting.)
 */
const roundTheClockButToday = () =>
  hoursFields({
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '23:59' }])) as ClinicHours['weekly'],
    closures: [{ date: clinicToday(), reason: 'Diwali' }],
  });

const weekRow = (day: string) => screen.getByText(day, { selector: 'dt' }).nextElementSibling;

describe('Opening hours', () => {
  it('Find Us shows the week, the next closures, and whether the clinic is open now in its own time', async () => {
    demoDb().clinicHours = roundTheClockButToday();
    await renderApp('/Location');
    await findPageHeading('Find Us');
    expect(await within(screen.getByRole('main')).findByText('Closed today (Diwali) · opens tomorrow 12 am')).toBeInTheDocument();
    // The footer's contact block says it too.
    expect(within(screen.getByRole('contentinfo')).getByText('Closed today (Diwali) · opens tomorrow 12 am')).toBeInTheDocument();
    expect(weekRow('Monday')).toHaveTextContent('12 am – 11:59 pm');
    expect(screen.getByText(`${formatCalendarDay(clinicToday())} (Diwali)`)).toBeInTheDocument();
  });

  it('Contact says it too', async () => {
    demoDb().clinicHours = roundTheClockButToday();
    await renderApp('/contact');
    expect(await within(screen.getByRole('main')).findByText('Closed today (Diwali) · opens tomorrow 12 am')).toHaveClass('open-status');
  });

  it('an admin closes Saturdays and adds a holiday; the site and the appointment form follow at once', async () => {
    await signInAs('admin');
    const holiday = openDayFromToday(6);
    const { user, router } = await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    await user.click(await screen.findByLabelText('Open on Saturday'));
    expect(screen.getByLabelText('Saturday opens')).toBeDisabled();
    await user.type(screen.getByLabelText('Closure date'), holiday);
    await user.type(screen.getByLabelText('Reason'), '  Founders’ Day 🎉 ');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByText(`${formatCalendarDay(holiday)} (Founders’ Day 🎉)`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    expect(demoDb().clinicHours).toMatchObject({ weekly: { saturday: null }, closures: { [holiday]: 'Founders’ Day 🎉' } });

    await router.navigate('/Location');
    await findPageHeading('Find Us');
    expect(weekRow('Saturday')).toHaveTextContent('Closed');
    expect(screen.getByText(`${formatCalendarDay(holiday)} (Founders’ Day 🎉)`)).toBeInTheDocument();

    await router.navigate('/Appoinment');
    await findPageHeading('Doctor Appointment');
    expect(screen.getByText(/We are open Monday to Friday, except on holidays/)).toBeInTheDocument();
    await typeAppointment(user, { date: holiday });
    takeAPersonsTime();
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(screen.getByLabelText('Appointment date')).toHaveAccessibleDescription(
      `The clinic is closed on ${formatCalendarDay(holiday)} (Founders’ Day 🎉). Please choose another day.`,
    );
    expect(demoDb().appointmentRequests).toHaveLength(0);
    vi.useRealTimers();
  });

  it('the editor explains what it refuses and saves nothing: closing before opening, a blank reason, a past or taken date', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    const closes = await screen.findByLabelText('Monday closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(screen.getByLabelText('Monday closes')).toHaveAccessibleDescription('Monday must close after it opens.');
    expect(demoDb().clinicHours).toEqual(hoursFields(seedClinicHours));

    const date = screen.getByLabelText('Closure date');
    await user.type(date, dayFromToday(3));
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(/Please give the reason patients will see/);

    await user.clear(date);
    await user.type(date, dayFromToday(-1));
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByLabelText('Closure date')).toHaveAccessibleDescription('Please choose today or a later date.');

    await user.clear(date);
    await user.type(date, seedClinicHours.closures.at(-1)!.date);
    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(screen.getByLabelText('Closure date')).toHaveAccessibleDescription(/That day is already closed \(Independence Day\)/);
  });

  it('a failed save says so and keeps the changes', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    await user.click(await screen.findByLabelText('Open on Sunday'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Signed out in another tab: the save is refused as the rules refuse it.
    localStorage.removeItem('clinic-demo-session');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText(/Could not save the opening hours/)).toBeInTheDocument();
    expect(screen.getByLabelText('Open on Sunday')).toBeChecked();
    expect(demoDb().clinicHours?.weekly.sunday).toBeNull();
  });

  it('is for admins only', async () => {
    await signInAs('patient');
    await renderApp('/admin/hours');
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save hours' })).not.toBeInTheDocument();
  });

  it('the admin menu leads to it', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/home');
    await user.click(await screen.findByRole('button', { name: /Admin/ }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Opening Hours' })).toHaveAttribute(
      'href',
      '/admin/hours',
    );
  });
});
