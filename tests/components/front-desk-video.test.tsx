import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatTime, weekdayOf } from '../../src/lib/openingHours';
import { demoDb } from '../../src/services/demo/store';
import { dayFromToday } from '../utils/dates';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const ANANYA_NAME = 'Dr. Ananya Iyer';

/** The first day from `days` days ahead on that passes `test`. */
function nextDay(days: number, test: (date: string) => boolean): string {
  let date = dayFromToday(days);
  while (!test(date)) date = addDays(date, 1);
  return date;
}

async function openDay(date: string) {
  await signInAs('admin');
  const { user } = await renderApp(`/admin/appointments?day=${date}`);
  await findPageHeading('Appointments');
  return { user, doctor: await screen.findByRole('region', { name: ANANYA_NAME }) };
}

const freeItem = (doctor: HTMLElement, time: string) =>
  within(within(doctor).getByRole('list', { name: 'Free times' }))
    .getByText(formatTime(time))
    .closest('li')!;

describe("The front desk's free times with video sessions (issue 46)", () => {
  it('a weekday: mornings at the clinic, afternoons by video only; a caller is booked at the clinic only, a video time is blocked as one', async () => {
    const date = nextDay(2, (d) => !['saturday', 'sunday'].includes(weekdayOf(d)));
    const { user, doctor } = await openDay(date);
    const morning = freeItem(doctor, '09:30');
    expect(within(morning).queryByText('Video only')).toBeNull();
    expect(within(morning).getByRole('button', { name: 'Book for a caller' })).toBeEnabled();

    const afternoon = freeItem(doctor, '14:00');
    expect(within(afternoon).getByText('Video only')).toBeVisible();
    // A caller has no account to join a call with.
    expect(within(afternoon).queryByRole('button', { name: 'Book for a caller' })).toBeNull();
    await user.click(within(afternoon).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(demoDb().bookings.find((b) => b.date === date && b.time === '14:00')).toMatchObject({ kind: 'blocked', visit: 'video' }),
    );
  });

  it('Saturday: her session is held both ways, and says so', async () => {
    const date = nextDay(2, (d) => weekdayOf(d) === 'saturday');
    const { doctor } = await openDay(date);
    const item = freeItem(doctor, '10:00');
    expect(within(item).getByText('Clinic or video')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Book for a caller' })).toBeEnabled();
  });
});
