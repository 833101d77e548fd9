import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBookingPolicy, getSchedule } from '@services/bookingSchedules';
import { formatCalendarDay } from '../../src/lib/dates';
import { scheduleFields } from '../../src/services/bookingFields';
import { demoDb } from '../../src/services/demo/store';
import { seedBookingPolicy, seedSchedules } from '../../src/seed';
import { dayFromToday } from '../utils/dates';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const ANANYA = 'dr-ananya-iyer';
const seedAnanya = () => {
  const { doctorId: _, ...schedule } = seedSchedules.find((s) => s.doctorId === ANANYA)!;
  return scheduleFields(schedule);
};

const day = (name: string) => screen.getByRole('group', { name });

/** The editor of Dr. Iyer, signed in as the demo admin, once her schedule is on screen. */
async function openAnanyasSchedule() {
  await signInAs('admin');
  const view = await renderApp(`/updatedoctor/${ANANYA}`);
  await findPageHeading('Update Doctor');
  await screen.findByLabelText('Monday session 1 starts');
  return view;
}

async function setTime(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, time: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, time);
}

describe('Schedule editor', () => {
  it('shows the seed schedule of Dr. Iyer below her profile, and says it in words', async () => {
    await openAnanyasSchedule();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking schedule' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monday session 1 starts')).toHaveValue('09:30');
    expect(screen.getByLabelText('Monday session 1 ends')).toHaveValue('13:00');
    expect(screen.getByLabelText('Saturday session 1 starts')).toHaveValue('10:00');
    // Each session says how it is held: her mornings at the clinic, her afternoons by video, Saturday both.
    expect(within(day('How Monday session 1 is held')).getByRole('checkbox', { name: 'At the clinic' })).toBeChecked();
    expect(within(day('How Monday session 1 is held')).getByRole('checkbox', { name: 'By video' })).not.toBeChecked();
    expect(screen.getByLabelText('Monday session 2 starts')).toHaveValue('14:00');
    expect(within(day('How Monday session 2 is held')).getByRole('checkbox', { name: 'At the clinic' })).not.toBeChecked();
    expect(within(day('How Monday session 2 is held')).getByRole('checkbox', { name: 'By video' })).toBeChecked();
    expect(within(day('How Saturday session 1 is held')).getByRole('checkbox', { name: 'By video' })).toBeChecked();
    expect(screen.queryByLabelText('Sunday session 1 starts')).not.toBeInTheDocument();
    expect(within(day('Sunday')).getByText('The clinic is closed on Sundays. No sessions.')).toBeInTheDocument();
    expect(within(day('Sunday')).queryByRole('button', { name: /Add session/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Slot length')).toHaveValue('15');
    expect(
      screen.getByText(
        'Patients can book 15-minute slots: Monday to Friday 9:30 am – 1 pm and 2 pm – 4 pm by video; Saturday 10 am – 12 pm at the clinic or by video.',
      ),
    ).toBeInTheDocument();
    // Two forms, two saves: the profile's and the schedule's.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeInTheDocument();
  });

  it('a new doctor gets their schedule once saved', async () => {
    await signInAs('admin');
    await renderApp('/adddoctor');
    await findPageHeading('Add Doctor');
    expect(screen.getByText(/can be set once the doctor is saved/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });

  it('an admin adds a Saturday afternoon session inside the hours and saves it', async () => {
    const { user } = await openAnanyasSchedule();
    await user.click(within(day('Saturday')).getByRole('button', { name: 'Add session on Saturday' }));
    expect(screen.getByLabelText('Saturday session 2 starts')).toHaveFocus();
    await user.type(screen.getByLabelText('Saturday session 2 starts'), '14:00');
    await user.type(screen.getByLabelText('Saturday session 2 ends'), '17:00');
    await user.selectOptions(screen.getByLabelText('Slot length'), '20');
    expect(
      screen.getByText(
        'Patients can book 20-minute slots: Monday to Friday 9:30 am – 1 pm and 2 pm – 4 pm by video; Saturday 10 am – 12 pm at the clinic or by video and 2 pm – 5 pm.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(await getSchedule(ANANYA)).toMatchObject({
      slotMinutes: 20,
      weekly: {
        monday: [{ start: '09:30', end: '13:00' }],
        saturday: [
          { start: '10:00', end: '12:00' },
          { start: '14:00', end: '17:00' },
        ],
        sunday: [],
      },
      video: { monday: [{ start: '14:00', end: '16:00' }], saturday: [{ start: '10:00', end: '12:00' }] },
    });
  });

  it('holds a session by video, or both ways; one held neither way is refused, and nothing is saved', async () => {
    const { user } = await openAnanyasSchedule();
    const held = (session: string) => within(day(`How ${session} is held`));
    await user.click(held('Tuesday session 1').getByRole('checkbox', { name: 'By video' }));
    await user.click(held('Monday session 1').getByRole('checkbox', { name: 'At the clinic' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByLabelText('Monday session 1 starts')).toHaveAccessibleDescription(
      'Please tick how Monday session 1 is held: at the clinic, by video, or both.',
    );
    expect(screen.getByLabelText('Monday session 1 starts')).toHaveFocus();
    expect(demoDb().doctorSchedules[ANANYA]).toEqual(seedAnanya());
    await user.click(held('Monday session 1').getByRole('checkbox', { name: 'By video' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    // Monday morning now only by video; Tuesday morning both ways.
    expect(demoDb().doctorSchedules[ANANYA]).toMatchObject({
      weekly: { monday: '', tuesday: '09:30-13:00' },
      video: { monday: '09:30-13:00,14:00-16:00', tuesday: '09:30-13:00,14:00-16:00' },
    });
  });

  it('lets a day have at most three sessions, and removes one', async () => {
    const { user } = await openAnanyasSchedule();
    const add = () => within(day('Monday')).queryByRole('button', { name: 'Add session on Monday' });
    // Monday has two: the morning at the clinic, the afternoon by video.
    await user.click(add()!);
    expect(add()).not.toBeInTheDocument();
    expect(within(day('Monday')).getByText('A day has at most 3 sessions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Monday session 1' }));
    expect(add()).toHaveFocus();
    expect(screen.getByLabelText('Monday session 1 starts')).toHaveValue('14:00');
    expect(screen.getByLabelText('Monday session 2 starts')).toHaveValue('');
    expect(screen.queryByLabelText('Monday session 3 starts')).not.toBeInTheDocument();
  });

  it('refuses a session that ends before it starts or lies outside the opening hours, says why, and saves nothing', async () => {
    const { user } = await openAnanyasSchedule();
    await setTime(user, 'Monday session 1 ends', '09:00');
    await setTime(user, 'Tuesday session 1 starts', '07:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByLabelText('Monday session 1 ends')).toHaveAccessibleDescription('Monday session 1 must end after it starts.');
    expect(screen.getByLabelText('Monday session 1 starts')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Monday session 1 starts')).toHaveFocus();
    expect(screen.getByLabelText('Tuesday session 1 starts')).toHaveAccessibleDescription(
      'Tuesday session 1 is outside the opening hours. The clinic is open 9 am to 7 pm on Tuesdays.',
    );
    expect(await screen.findByText(/The schedule was not saved/)).toBeInTheDocument();
    expect(screen.queryByText('Schedule saved')).not.toBeInTheDocument();
    expect(demoDb().doctorSchedules[ANANYA]).toEqual(seedAnanya());
    // What was typed is kept, and the message goes once it is put right.
    expect(screen.getByLabelText('Monday session 1 ends')).toHaveValue('09:00');
    await setTime(user, 'Monday session 1 ends', '12:00');
    expect(screen.getByLabelText('Monday session 1 ends')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses overlapping sessions, a session shorter than a slot and a session on a day the clinic is closed', async () => {
    demoDb().doctorSchedules[ANANYA].weekly.sunday = '10:00-12:00';
    const { user } = await openAnanyasSchedule();
    await user.click(screen.getByRole('button', { name: 'Add session on Monday' }));
    // Overlapping one at the clinic, though held by video: it is one doctor.
    await user.type(screen.getByLabelText('Monday session 3 starts'), '12:00');
    await user.type(screen.getByLabelText('Monday session 3 ends'), '14:00');
    await user.click(within(day('How Monday session 3 is held')).getByRole('checkbox', { name: 'At the clinic' }));
    await user.click(within(day('How Monday session 3 is held')).getByRole('checkbox', { name: 'By video' }));
    await user.click(screen.getByRole('button', { name: 'Add session on Wednesday' }));
    await user.type(screen.getByLabelText('Wednesday session 3 starts'), '16:00');
    await user.type(screen.getByLabelText('Wednesday session 3 ends'), '16:10');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByLabelText('Monday session 3 starts')).toHaveAccessibleDescription(
      'Monday session 3 overlaps session 1. Please make one end before the other starts.',
    );
    expect(screen.getByLabelText('Wednesday session 3 ends')).toHaveAccessibleDescription(
      'Wednesday session 3 is shorter than one 15-minute slot.',
    );
    expect(screen.getByLabelText('Sunday session 1 starts')).toHaveAccessibleDescription(/^The clinic is closed on Sundays\./);
    expect(demoDb().doctorSchedules[ANANYA].weekly.monday).toBe('09:30-13:00');
  });

  it('adds a leave date and saves it; a past one is refused, and past leave goes with the save', async () => {
    const past = dayFromToday(-3);
    demoDb().doctorSchedules[ANANYA].leave = { [past]: true };
    const { user } = await openAnanyasSchedule();
    expect(screen.getByText('One past leave date is removed when you save.')).toBeInTheDocument();
    const date = screen.getByLabelText('Leave date');
    await user.type(date, dayFromToday(-1));
    await user.click(screen.getByRole('button', { name: 'Add leave date' }));
    expect(screen.getByLabelText('Leave date')).toHaveAccessibleDescription(/Please choose today or a later date\./);

    const away = dayFromToday(10);
    await user.clear(date);
    await user.type(date, away);
    await user.click(screen.getByRole('button', { name: 'Add leave date' }));
    expect(screen.getByText(formatCalendarDay(away))).toBeInTheDocument();
    expect(screen.getByLabelText('Leave date')).toHaveValue('');
    await user.type(date, away);
    await user.click(screen.getByRole('button', { name: 'Add leave date' }));
    expect(screen.getByLabelText('Leave date')).toHaveAccessibleDescription(new RegExp(`is already a leave date`));

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect((await getSchedule(ANANYA))?.leave).toEqual([away]);
    expect(screen.queryByText(/past leave date/)).not.toBeInTheDocument();
  });

  it('a failed save says so and keeps the changes', async () => {
    const { user } = await openAnanyasSchedule();
    await setTime(user, 'Friday session 1 ends', '12:00');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Signed out in another tab: the save is refused as the rules refuse it.
    localStorage.removeItem('clinic-demo-session');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    // The toast, and the same words next to the button.
    expect(await screen.findAllByText(/Could not save the schedule/)).toHaveLength(2);
    expect(screen.getByText(/Could not save the schedule/, { selector: '.alert' })).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Friday session 1 ends')).toHaveValue('12:00');
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeEnabled();
    expect(demoDb().doctorSchedules[ANANYA]).toEqual(seedAnanya());
  });
});

describe('Booking rules form', () => {
  async function openRules() {
    await signInAs('admin');
    const view = await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    expect(screen.getByRole('heading', { level: 2, name: 'Online booking rules' })).toBeInTheDocument();
    await screen.findByLabelText('Patients can cancel or move until, hours before');
    return view;
  }

  it('shows the rules and saves a new cut-off', async () => {
    const { user } = await openRules();
    expect(screen.getByLabelText('Earliest booking, hours ahead')).toHaveValue(seedBookingPolicy.noticeMinutes / 60);
    expect(screen.getByLabelText('Bookable up to, days ahead')).toHaveValue(seedBookingPolicy.horizonDays);
    expect(screen.getByLabelText('Upcoming bookings per patient')).toHaveValue(seedBookingPolicy.maxUpcoming);
    expect(screen.getByLabelText('Moves per booking')).toHaveValue(seedBookingPolicy.maxReschedules);
    const cutoff = screen.getByLabelText('Patients can cancel or move until, hours before');
    expect(cutoff).toHaveValue(4);
    await user.clear(cutoff);
    await user.type(cutoff, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Booking rules saved')).toBeInTheDocument();
    expect(await getBookingPolicy()).toEqual({ ...seedBookingPolicy, cancelCutoffMinutes: 90 });
  });

  it('refuses a horizon of 0 days and hours that are not half-hour steps, and saves nothing', async () => {
    const { user } = await openRules();
    const horizon = screen.getByLabelText('Bookable up to, days ahead');
    await user.clear(horizon);
    await user.type(horizon, '0');
    const notice = screen.getByLabelText('Earliest booking, hours ahead');
    await user.clear(notice);
    await user.type(notice, '1.25');
    const moves = screen.getByLabelText('Moves per booking');
    await user.clear(moves);
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(screen.getByLabelText('Bookable up to, days ahead')).toHaveAccessibleDescription(
      /Please give a whole number of days from 1 to 60\./,
    );
    expect(screen.getByLabelText('Earliest booking, hours ahead')).toHaveAccessibleDescription(
      /Please give the hours from 0 to 48, in steps of half an hour/,
    );
    expect(screen.getByLabelText('Moves per booking')).toHaveAccessibleDescription(/Please give a whole number from 0 to 5\./);
    expect(horizon).toHaveValue(0);
    expect(demoDb().bookingPolicy).toEqual(seedBookingPolicy);
    // The opening hours' own form is untouched by it.
    expect(screen.getByRole('button', { name: 'Save hours' })).toBeEnabled();
  });
});
