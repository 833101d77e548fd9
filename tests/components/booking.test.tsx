import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freeSlots } from '../../src/lib/booking';
import { formatCalendarDay, formatCalendarDayCompact } from '../../src/lib/dates';
import { formatTime } from '../../src/lib/openingHours';
import { hoursFromStored } from '../../src/services/clinicHoursFields';
import { scheduleFromStored } from '../../src/services/bookingFields';
import type * as DemoBookings from '../../src/services/demo/bookings';
import { demoDb, documentReadsSoFar, resetDocumentReads } from '../../src/services/demo/store';
import { seedBookingPolicy } from '../../src/seed';
import type { Slot } from '../../src/types';
import { forgetClinicHours } from '../../src/features/hours';
import { storeDemoBooking } from '../utils/bookings';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const failures = vi.hoisted(() => ({ network: 0 }));
vi.mock('@services/bookings', async (importOriginal) => {
  const original = await importOriginal<typeof DemoBookings>();
  return {
    ...original,
    // A dropped connection: the write never reaches the clinic, and the SDK says so.
    bookSlot: (...args: Parameters<typeof original.bookSlot>) => {
      if (failures.network > 0) {
        failures.network -= 1;
        return Promise.reject(Object.assign(new Error('Failed to fetch'), { code: 'unavailable' }));
      }
      return original.bookSlot(...args);
    },
  };
});

interceptEmailJs();

const ANANYA = 'dr-ananya-iyer';

/**
 * The seed doctor's free slots now, as the page computes them, from the first day with a few of
 * them: late in the clinic's day, today may have one slot left, and a test that books it would
 * find the day gone from the list.
 */
function seedFreeSlots(doctorId = ANANYA): Slot[] {
  const db = demoDb();
  const slots = freeSlots({
    schedule: scheduleFromStored(doctorId, db.doctorSchedules[doctorId] as unknown as Record<string, unknown>),
    hours: hoursFromStored(db.clinicHours ?? undefined),
    policy: seedBookingPolicy,
    taken: new Set(Object.keys(db.bookedSlots[`${doctorId}_${new Date().toISOString().slice(0, 7)}`] ?? {})),
    now: new Date(),
  });
  const roomyDay = slots.find((slot) => slots.filter((s) => s.date === slot.date).length >= 4)?.date ?? '';
  return slots.filter((slot) => slot.date >= roomyDay);
}

/** Someone else's booking of `slot` (as if made in another browser). */
const takenElsewhere = (slot: Slot, id = `elsewhere-${slot.date}-${slot.time}`) => storeDemoBooking(slot, { id, startsAt: slot.startsAt });

async function openBooking() {
  const view = await renderApp('/Appoinment');
  await findPageHeading('Doctor Appointment');
  const form = await screen.findByRole('form', { name: 'Book a time' });
  return { ...view, form };
}

async function chooseSlot(user: Awaited<ReturnType<typeof renderApp>>['user'], form: HTMLElement, slot: Slot) {
  await user.selectOptions(within(form).getByLabelText('Doctor'), 'Dr. Ananya Iyer');
  const days = within(form).getByRole('group', { name: 'Day' });
  const dayButton = within(days).queryByRole('button', { name: new RegExp(formatCalendarDayCompact(slot.date)) });
  if (!dayButton) await user.click(within(form).getByRole('button', { name: 'Show later days' }));
  await user.click(within(days).getByRole('button', { name: new RegExp(formatCalendarDayCompact(slot.date)) }));
  const times = within(form).getByRole('group', { name: `Free times on ${formatCalendarDay(slot.date)}` });
  await user.click(within(times).getByRole('button', { name: formatTime(slot.time) }));
}

describe('Booking a time on /Appoinment', () => {
  afterEach(() => {
    failures.network = 0;
    vi.restoreAllMocks();
  });

  it('shows a visitor the free times by doctor and day, as keyboard-operable buttons, and asks them to log in to book', async () => {
    const { user, form } = await openBooking();
    const doctor = within(form).getByLabelText('Doctor');
    expect(
      within(doctor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any doctor', 'Dr. Ananya Iyer', 'Dr. Rohan Kulkarni']);
    const [slot] = seedFreeSlots();
    await chooseSlot(user, form, slot);
    expect(within(form).getByRole('button', { name: formatTime(slot.time) })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FAppoinment');
    expect(within(form).queryByRole('button', { name: /^Book / })).toBeNull();
  });

  it('a patient books: the confirmation names the doctor, day, time and reference, with a calendar file, Google Calendar and WhatsApp', async () => {
    await signInAs('patient');
    const { user, form } = await openBooking();
    const [slot] = seedFreeSlots();
    await chooseSlot(user, form, slot);
    await user.clear(await within(form).findByLabelText('Patient name'));
    await user.click(await within(form).findByRole('button', { name: /^Book / }));
    expect(await within(form).findByText("Please enter the patient's name.")).toBeVisible();

    await user.type(within(form).getByLabelText('Patient name'), 'Arjun Mehta');
    await user.type(within(form).getByLabelText('Phone number'), '98450 12345');
    await user.click(within(form).getByRole('button', { name: `Book ${formatTime(slot.time)} with Dr. Ananya Iyer` }));

    expect(await screen.findByText('Your appointment is booked')).toBeVisible();
    const booked = await screen.findByText(/Arjun Mehta with Dr. Ananya Iyer/);
    expect(booked).toHaveTextContent(`${formatCalendarDay(slot.date)} at ${formatTime(slot.time)}`);
    const [stored] = demoDb().bookings;
    expect(booked).toHaveTextContent(stored.id);
    expect(stored).toMatchObject({
      uid: 'demo-patient',
      patientName: 'Arjun Mehta',
      phone: '98450 12345',
      date: slot.date,
      time: slot.time,
    });
    const ics = decodeURIComponent(screen.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')!.split(',')[1]);
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${slot.date.replaceAll('-', '')}T${slot.time.replace(':', '')}00`);
    expect(screen.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href')).toContain('ctz=Asia%2FKolkata');
    expect(decodeURIComponent(screen.getByRole('link', { name: /Also send on WhatsApp/ }).getAttribute('href')!)).toContain(
      `Reference: ${stored.id}`,
    );
    // Remembered for the next booking, on the profile.
    await waitFor(() => expect(demoDb().bookingContacts['demo-patient']).toEqual({ name: 'Arjun Mehta', phone: '98450 12345' }));

    // The time is no longer offered.
    await user.click(screen.getByRole('button', { name: 'Book another time' }));
    const again = screen.getByRole('form', { name: 'Book a time' });
    await user.selectOptions(within(again).getByLabelText('Doctor'), 'Dr. Ananya Iyer');
    await user.click(within(again).getByRole('button', { name: new RegExp(formatCalendarDayCompact(slot.date)) }));
    const times = within(again).getByRole('group', { name: `Free times on ${formatCalendarDay(slot.date)}` });
    expect(within(times).queryByRole('button', { name: formatTime(slot.time) })).toBeNull();
  });

  it('says where the messages go; WhatsApp is unticked, names the verified number, and is stored with its consent when ticked', async () => {
    await signInAs('patient');
    const { user, form } = await openBooking();
    const [slot] = seedFreeSlots();
    await chooseSlot(user, form, slot);
    expect(await within(form).findByText(/We e-mail you at patient@clinic\.test/)).toBeVisible();
    const whatsApp = within(form).getByRole('checkbox', { name: 'Also send these on WhatsApp to +91 98450 12345' });
    expect(whatsApp).not.toBeChecked();
    await user.click(whatsApp);
    await user.type(within(form).getByLabelText('Patient name'), 'Arjun Mehta');
    await user.type(within(form).getByLabelText('Phone number'), '98450 12345');
    await user.click(within(form).getByRole('button', { name: /^Book / }));
    expect(await screen.findByText('Your appointment is booked')).toBeVisible();
    const [stored] = demoDb().bookings;
    expect(stored).toMatchObject({ lang: 'en', whatsApp: { to: '+919845012345', notice: stored.noticeVersion }, notices: {} });
    expect(stored.whatsApp?.at).toBeInstanceOf(Date);
  });

  it('an account without a verified phone is offered no WhatsApp box, only the way to verify one; its booking has no opt-in', async () => {
    await signInAs('patient');
    const profile = demoDb().users.find((u) => u.uid === 'demo-patient')!;
    profile.whatsAppNumber = '';
    await signInAs('patient');
    const { user, form } = await openBooking();
    const [slot] = seedFreeSlots();
    await chooseSlot(user, form, slot);
    expect(await within(form).findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(within(form).queryByRole('checkbox')).toBeNull();
    await user.type(within(form).getByLabelText('Patient name'), 'Arjun Mehta');
    await user.type(within(form).getByLabelText('Phone number'), '98450 12345');
    await user.click(within(form).getByRole('button', { name: /^Book / }));
    expect(await screen.findByText('Your appointment is booked')).toBeVisible();
    expect(demoDb().bookings[0].whatsApp).toBeNull();
  });

  it('a slot taken between seeing and confirming: the patient is told, shown the free times, and keeps their choices', async () => {
    await signInAs('patient');
    demoDb().bookingContacts['demo-patient'] = { name: 'Arjun Mehta', phone: '98450 12345' };
    const { user, form } = await openBooking();
    const [slot, next] = seedFreeSlots();
    await chooseSlot(user, form, slot);
    takenElsewhere(slot);
    await user.click(await within(form).findByRole('button', { name: /^Book / }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Sorry, ${formatTime(slot.time)}`);
    expect(within(form).getByRole('alert')).toHaveTextContent('has just been taken');
    expect(within(form).getByLabelText('Doctor')).toHaveValue(ANANYA);
    const times = within(form).getByRole('group', { name: `Free times on ${formatCalendarDay(slot.date)}` });
    expect(within(times).queryByRole('button', { name: formatTime(slot.time) })).toBeNull();
    if (next.date === slot.date) expect(within(times).getByRole('button', { name: formatTime(next.time) })).toBeVisible();
    expect(demoDb().bookings.filter((b) => b.uid === 'demo-patient')).toEqual([]);
  });

  it('the network drops while booking: the patient is told nothing is booked yet, and pressing Book again books it once', async () => {
    await signInAs('patient');
    demoDb().bookingContacts['demo-patient'] = { name: 'Arjun Mehta', phone: '98450 12345' };
    const { user, form } = await openBooking();
    const [slot] = seedFreeSlots();
    await chooseSlot(user, form, slot);
    await waitFor(() => expect(within(form).getByLabelText('Patient name')).toHaveValue('Arjun Mehta'));
    failures.network = 1;
    const book = within(form).getByRole('button', { name: /^Book / });
    await user.click(book);
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not reach the clinic, so this time is not booked yet');
    expect(within(form).getByLabelText('Phone number')).toHaveValue('98450 12345');
    await user.dblClick(within(form).getByRole('button', { name: /^Book / }));
    expect(await screen.findByText('Your appointment is booked')).toBeVisible();
    expect(demoDb().bookings.filter((b) => b.uid === 'demo-patient')).toHaveLength(1);
  });

  it('a patient at the cap is told so, and nothing is booked', async () => {
    await signInAs('patient');
    demoDb().bookingPolicy = { ...seedBookingPolicy, maxUpcoming: 1 };
    demoDb().bookingContacts['demo-patient'] = { name: 'Arjun Mehta', phone: '98450 12345' };
    const [first, second] = seedFreeSlots();
    takenElsewhere(first, 'mine-already');
    Object.assign(demoDb().bookings.at(-1)!, { uid: 'demo-patient' });
    const { user, form } = await openBooking();
    await chooseSlot(user, form, second);
    await user.click(await within(form).findByRole('button', { name: /^Book / }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You already have 1 upcoming appointments');
    expect(demoDb().bookings.filter((b) => b.uid === 'demo-patient')).toHaveLength(1);
  });
});

describe('Firestore reads of one /Appoinment visit', () => {
  /** The bound docs/features.md states: doctors (2), their schedules (2), the rules (1), 3 months of taken slots per doctor (6), the hours (1). */
  const BOUND = 2 + 5 * 2;

  /** `count` bookings: every other free slot of both doctors taken, the rest in the past. */
  function book(count: number): void {
    const slots = [...seedFreeSlots(ANANYA), ...seedFreeSlots('dr-rohan-kulkarni')].filter((_, i) => i % 2 === 0).slice(0, count);
    for (const slot of slots) takenElsewhere(slot);
    for (let i = slots.length; i < count; i++) {
      takenElsewhere(
        {
          doctorId: ANANYA,
          date: `2025-0${1 + (i % 9)}-1${i % 10}`,
          time: '10:00',
          minutes: 15,
          startsAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
        },
        `past-${i}`,
      );
    }
  }

  async function readsOfOneVisit(bookings: number): Promise<number> {
    book(bookings);
    // A new visit: the opening hours are read again, as on a fresh page.
    forgetClinicHours();
    resetDocumentReads();
    const { form, unmount } = await openBooking();
    await within(form).findByRole('group', { name: 'Day' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = documentReadsSoFar();
    unmount();
    return reads;
  }

  it.each([10, 1000])('stay within 12 with %i bookings', async (count) => {
    const reads = await readsOfOneVisit(count);
    expect(reads).toBeLessThanOrEqual(BOUND);
  });

  it('are the same with 10 and with 1,000 bookings', async () => {
    const few = await readsOfOneVisit(10);
    demoDb().bookings = [];
    demoDb().bookedSlots = {};
    const many = await readsOfOneVisit(1000);
    expect(many).toBe(few);
  });
});
