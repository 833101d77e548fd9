import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freeSlots } from '../../src/lib/booking';
import { formatCalendarDay, formatCalendarDayCompact } from '../../src/lib/dates';
import { formatTime } from '../../src/lib/openingHours';
import { hoursFromStored } from '../../src/services/clinicHoursFields';
import { scheduleFromStored } from '../../src/services/bookingFields';
import { demoDb } from '../../src/services/demo/store';
import { seedBookingPolicy } from '../../src/seed';
import type { Slot, VisitKind } from '../../src/types';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

interceptEmailJs();

const ANANYA = 'dr-ananya-iyer';

/** Dr. Iyer's free slots of one kind now, as the page computes them. */
function freeOf(visit: VisitKind): Slot[] {
  const db = demoDb();
  return freeSlots({
    schedule: scheduleFromStored(ANANYA, db.doctorSchedules[ANANYA] as unknown as Record<string, unknown>),
    visit,
    hours: hoursFromStored(db.clinicHours ?? undefined),
    policy: seedBookingPolicy,
    taken: new Set(),
    now: new Date(),
  });
}

/** In the seed, Dr. Iyer sees patients by video on weekday afternoons (14:00–16:00) and on Saturday mornings. */
const inVideoSession = (slot: Slot) => (slot.time >= '14:00' && slot.time < '16:00') || (slot.time >= '10:00' && slot.time < '12:00');

async function openBooking(path: string) {
  const view = await renderApp(path);
  await findPageHeading('Doctor Appointment');
  const form = await screen.findByRole('form', { name: 'Book a time' });
  return { ...view, form };
}

const doctorOptions = (form: HTMLElement) =>
  within(within(form).getByLabelText('Doctor'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Booking a video visit on /Appoinment', () => {
  it('the home page’s link (?visit=video) opens on "Video visit": only doctors who see patients by video, only their video times', async () => {
    const { user, form } = await openBooking('/Appoinment?visit=video');
    const kind = within(form).getByRole('group', { name: 'How would you like to see the doctor?' });
    expect(within(kind).getByRole('radio', { name: 'Video visit' })).toBeChecked();
    expect(within(kind).getByRole('radio', { name: 'Video visit' })).toHaveAccessibleDescription(
      'A video call from your phone or computer. You join it from My appointments.',
    );
    // Dr. Kulkarni has no video sessions.
    expect(doctorOptions(form)).toEqual(['Any doctor', 'Dr. Ananya Iyer']);

    const [first] = freeOf('video');
    expect(inVideoSession(first)).toBe(true);
    const days = within(form).getByRole('group', { name: 'Day' });
    await user.click(within(days).getByRole('button', { name: new RegExp(formatCalendarDayCompact(first.date)) }));
    const times = within(form).getByRole('group', { name: `Free times on ${formatCalendarDay(first.date)}` });
    const offered = within(times).getAllByRole('button');
    expect(offered.length).toBe(freeOf('video').filter((slot) => slot.date === first.date).length);
    // A morning time at the clinic on a weekday is not offered by video.
    const clinicOnly = freeOf('clinic').find((slot) => slot.date === first.date && !inVideoSession(slot));
    if (clinicOnly) expect(within(times).queryByRole('button', { name: new RegExp(`^${formatTime(clinicOnly.time)}`) })).toBeNull();

    // Back to the clinic: every doctor again.
    await user.click(within(kind).getByRole('radio', { name: 'At the clinic' }));
    expect(doctorOptions(form)).toEqual(['Any doctor', 'Dr. Ananya Iyer', 'Dr. Rohan Kulkarni']);
  });

  it('a doctor chosen at the clinic who does not see patients by video is let go when "Video visit" is chosen', async () => {
    const { user, form } = await openBooking('/Appoinment');
    const kind = within(form).getByRole('group', { name: 'How would you like to see the doctor?' });
    expect(within(kind).getByRole('radio', { name: 'At the clinic' })).toBeChecked();
    await user.selectOptions(within(form).getByLabelText('Doctor'), 'Dr. Rohan Kulkarni');
    await user.click(within(kind).getByRole('radio', { name: 'Video visit' }));
    expect(within(form).getByLabelText('Doctor')).toHaveValue('');
  });

  it('a patient books a video visit: it is stored as one, and the confirmation says how to join', async () => {
    await signInAs('patient');
    const { user, form } = await openBooking('/Appoinment?visit=video');
    const slot = freeOf('video').find((s) => s.date > freeOf('video')[0].date) ?? freeOf('video')[0];
    await user.selectOptions(within(form).getByLabelText('Doctor'), 'Dr. Ananya Iyer');
    const days = within(form).getByRole('group', { name: 'Day' });
    if (!within(days).queryByRole('button', { name: new RegExp(formatCalendarDayCompact(slot.date)) }))
      await user.click(within(form).getByRole('button', { name: 'Show later days' }));
    await user.click(within(days).getByRole('button', { name: new RegExp(formatCalendarDayCompact(slot.date)) }));
    const times = within(form).getByRole('group', { name: `Free times on ${formatCalendarDay(slot.date)}` });
    await user.click(within(times).getByRole('button', { name: formatTime(slot.time) }));
    await user.clear(await within(form).findByLabelText('Patient name'));
    await user.type(within(form).getByLabelText('Patient name'), 'Arjun Mehta');
    await user.type(within(form).getByLabelText('Phone number'), '98450 12345');
    await user.click(within(form).getByRole('button', { name: `Book ${formatTime(slot.time)} with Dr. Ananya Iyer` }));

    expect(await screen.findByText('Your appointment is booked')).toBeVisible();
    expect(screen.getByText(/This is a video visit\. Join it from My appointments, from 15 minutes before its time/)).toBeVisible();
    const stored = demoDb().bookings.find((b) => b.patientName === 'Arjun Mehta');
    expect(stored).toMatchObject({ visit: 'video', doctorId: ANANYA, date: slot.date, time: slot.time });
  });
});
