import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookSlot, newBookingId } from '@services/bookings';
import { getBookingPolicy } from '@services/bookingSchedules';
import { clinic } from '../../src/config/clinic';
import { formatCalendarDay } from '../../src/lib/dates';
import { addDays, clinicToday, formatTime } from '../../src/lib/openingHours';
import { demoDb } from '../../src/services/demo/store';
import type { Booking, Slot } from '../../src/types';
import { openDayFromToday, sundayFromToday } from '../utils/dates';
import { demoFreeSlots, storeDemoBooking } from '../utils/bookings';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const ANANYA = 'dr-ananya-iyer';
const ANANYA_NAME = 'Dr. Ananya Iyer';

/** Dr. Iyer's free slots on `date` as a patient sees them, from the seed's schedule and hours. */
const freeSlotsOn = (date: string): Slot[] => demoFreeSlots(ANANYA).filter((slot) => slot.date === date);

/** A day two or more days ahead that the clinic and Dr. Iyer are open on, and its free slots. */
function aBookableDay(): { date: string; slots: Slot[] } {
  for (let days = 2; ; days++) {
    const date = openDayFromToday(days);
    const slots = freeSlotsOn(date);
    if (slots.length >= 3) return { date, slots };
  }
}

/** The demo patient books `slot` online, through the booking service (then the admin signs in). */
async function bookedOnline(slot: Slot): Promise<string> {
  await signInAs('patient');
  const id = newBookingId();
  const input = { slot, doctorName: ANANYA_NAME, contact: { name: 'Arjun Mehta', phone: '98450 12345' } };
  await bookSlot(id, input, { uid: 'demo-patient', email: 'patient@clinic.test' }, await getBookingPolicy());
  return id;
}

/** A booking put straight into the twin's data, whatever the schedule says (as if made before it changed). */
const storedBooking = (date: string, time: string, changes: Partial<Booking> = {}): Booking =>
  storeDemoBooking({ doctorId: ANANYA, date, time, minutes: 15 }, { id: `stored-${date}-${time}`, ...changes });

async function openDay(date?: string) {
  await signInAs('admin');
  const view = await renderApp(date ? `/admin/appointments?day=${date}` : '/admin/appointments');
  await findPageHeading('Appointments');
  const doctor = await screen.findByRole('region', { name: ANANYA_NAME });
  return { ...view, doctor };
}

const bookingsTable = (doctor: HTMLElement) => within(doctor).getByRole('table', { name: /^Bookings with Dr\. Ananya Iyer on / });
const freeList = (doctor: HTMLElement) => within(doctor).getByRole('list', { name: 'Free times' });
const freeTimes = (doctor: HTMLElement) =>
  within(freeList(doctor))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);
const freeItem = (doctor: HTMLElement, time: string) => within(freeList(doctor)).getByText(formatTime(time)).closest('li')!;

describe('The front desk (/admin/appointments)', () => {
  it('is for admins only', async () => {
    const { date, slots } = aBookableDay();
    await bookedOnline(slots[0]);
    await renderApp(`/admin/appointments?day=${date}`);
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
    expect(screen.queryByText('Arjun Mehta')).not.toBeInTheDocument();
  });

  it('the admin menu leads to it', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/home');
    await user.click(await screen.findByRole('button', { name: /Admin/ }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'href',
      '/admin/appointments',
    );
  });

  it("opens on the clinic's today and moves a day at a time", async () => {
    const { user } = await openDay();
    const today = clinicToday();
    expect(screen.getByLabelText('Day')).toHaveValue(today);
    expect(screen.getByText(`${formatCalendarDay(today)} (today)`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText(`${formatCalendarDay(addDays(today, 1))} (tomorrow)`)).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(addDays(today, 1));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText(`${formatCalendarDay(addDays(today, -1))} (yesterday)`)).toBeInTheDocument();
  });

  it("shows an admin the day's bookings by doctor: time, patient, phone and status, and the free times without the booked one", async () => {
    const { date, slots } = aBookableDay();
    await bookedOnline(slots[0]);
    const { doctor } = await openDay(date);
    const row = await within(bookingsTable(doctor)).findByRole('row', { name: /Arjun Mehta/ });
    expect(within(row).getByText(formatTime(slots[0].time))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '98450 12345' })).toHaveAttribute('href', 'tel:9845012345');
    expect(within(row).getByText('Booked')).toBeInTheDocument();
    expect(freeTimes(doctor)).not.toContain(formatTime(slots[0].time));
    expect(freeTimes(doctor)).toContain(formatTime(slots[1].time));
    // The other doctor has nothing booked that day.
    expect(within(screen.getByRole('region', { name: 'Dr. Rohan Kulkarni' })).getByText('No bookings on this day.')).toBeInTheDocument();
    expect(screen.getByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it('marks a no-show once the visit has started, and undoes it', async () => {
    const yesterday = addDays(clinicToday(), -1);
    const { id } = storedBooking(yesterday, '10:00', { patientName: 'Arjun Mehta' });
    const { user, doctor } = await openDay(yesterday);
    const row = await within(bookingsTable(doctor)).findByRole('row', { name: /Arjun Mehta/ });
    await user.click(within(row).getByRole('button', { name: 'No-show' }));
    expect(await within(row).findByText('No-show')).toBeInTheDocument();
    expect(demoDb().bookings.find((b) => b.id === id)?.status).toBe('no-show');
    await user.click(within(row).getByRole('button', { name: 'Undo' }));
    expect(await within(row).findByText('Booked')).toBeInTheDocument();
    expect(demoDb().bookings.find((b) => b.id === id)?.status).toBe('booked');
  });

  it('offers no No-show before the visit starts; an early arrival holds its time and is undone', async () => {
    const { date, slots } = aBookableDay();
    const id = await bookedOnline(slots[0]);
    const { user, doctor } = await openDay(date);
    const row = await within(bookingsTable(doctor)).findByRole('row', { name: /Arjun Mehta/ });
    expect(within(row).queryByRole('button', { name: 'No-show' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Arrived' }));
    expect(await within(row).findByText('Arrived')).toBeInTheDocument();
    // An arrival still holds its time.
    expect(freeTimes(doctor)).not.toContain(formatTime(slots[0].time));
    await user.click(within(row).getByRole('button', { name: 'Undo' }));
    expect(await within(row).findByText('Booked')).toBeInTheDocument();
    expect(demoDb().bookings.find((b) => b.id === id)?.status).toBe('booked');
  });

  it('says why an early arrival cannot be undone once the patient has booked again with the place it gave back', async () => {
    const { date, slots } = aBookableDay();
    const id = await bookedOnline(slots[0]);
    const { user, doctor } = await openDay(date);
    const row = await within(bookingsTable(doctor)).findByRole('row', { name: /Arjun Mehta/ });
    await user.click(within(row).getByRole('button', { name: 'Arrived' }));
    expect(await within(row).findByText('Arrived')).toBeInTheDocument();
    // Meanwhile, in the patient's browser, another booking takes the place this one gave back.
    demoDb().bookingSeats['demo-patient_1'] = 'anotherBooking';
    await user.click(within(row).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(/This cannot be undone: the patient has booked another time since/)).toBeInTheDocument();
    expect(within(row).getByText('Arrived')).toBeInTheDocument();
    expect(demoDb().bookings.find((b) => b.id === id)?.status).toBe('arrived');
  });

  it('books a time for a caller: a blank name is refused and what was typed stays; then the booking is listed', async () => {
    const { date, slots } = aBookableDay();
    const { user, doctor } = await openDay(date);
    const time = slots[1].time;
    await user.click(within(freeItem(doctor, time)).getByRole('button', { name: 'Book for a caller' }));
    const form = within(doctor).getByRole('form', { name: `Book for a caller with ${ANANYA_NAME}` });
    expect(within(form).getByLabelText('Time')).toHaveValue(time);
    expect(within(form).getByLabelText('Patient name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Patient name'), '   ');
    await user.type(within(form).getByLabelText('Phone number'), '98450 33333');
    await user.click(within(form).getByRole('button', { name: 'Save the booking' }));
    expect(await within(form).findByText("Please enter the caller's name.")).toBeVisible();
    expect(within(form).getByLabelText('Phone number')).toHaveValue('98450 33333');
    expect(demoDb().bookings).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone number'));
    await user.type(within(form).getByLabelText('Phone number'), '12ab');
    await user.type(within(form).getByLabelText('Patient name'), 'Kavya Nair');
    await user.click(within(form).getByRole('button', { name: 'Save the booking' }));
    expect(await within(form).findByText(/Please enter a phone number of 7 to 15 digits/)).toBeVisible();
    expect(demoDb().bookings).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone number'));
    await user.type(within(form).getByLabelText('Phone number'), '98450 33333');
    await user.click(within(form).getByRole('button', { name: 'Save the booking' }));
    const row = await within(doctor).findByRole('row', { name: /Kavya Nair/ });
    expect(within(row).getByText('Phone booking')).toBeInTheDocument();
    expect(within(row).getByText(formatTime(time))).toBeInTheDocument();
    expect(within(doctor).queryByRole('form', { name: `Book for a caller with ${ANANYA_NAME}` })).toBeNull();
    expect(freeTimes(doctor)).not.toContain(formatTime(time));
    expect(demoDb().bookings[0]).toMatchObject({ kind: 'phone', uid: '', patientName: 'Kavya Nair', phone: '98450 33333', date, time });
  });

  it('a time taken while the caller form was open: says so, keeps what was typed, and the list is refreshed', async () => {
    const { date, slots } = aBookableDay();
    const { user, doctor } = await openDay(date);
    const time = slots[1].time;
    await user.click(within(freeItem(doctor, time)).getByRole('button', { name: 'Book for a caller' }));
    const form = within(doctor).getByRole('form', { name: `Book for a caller with ${ANANYA_NAME}` });
    await user.type(within(form).getByLabelText('Patient name'), 'Kavya Nair');
    await user.type(within(form).getByLabelText('Phone number'), '98450 33333');
    storedBooking(date, time);
    await user.click(within(form).getByRole('button', { name: 'Save the booking' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This time has just been taken. The list is refreshed.');
    expect(within(form).getByLabelText('Patient name')).toHaveValue('Kavya Nair');
    expect(within(form).getByLabelText('Phone number')).toHaveValue('98450 33333');
    await waitFor(() => expect(freeTimes(doctor)).not.toContain(formatTime(time)));
    expect(await within(doctor).findByRole('row', { name: /Meera Rao/ })).toBeInTheDocument();
    expect(demoDb().bookings.filter((b) => b.kind === 'phone')).toHaveLength(0);
  });

  it('blocks a free time (it leaves the free list) and unblocks it', async () => {
    const { date, slots } = aBookableDay();
    const { user, doctor } = await openDay(date);
    const time = slots[2].time;
    await user.dblClick(within(freeItem(doctor, time)).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(freeTimes(doctor)).not.toContain(formatTime(time)));
    const row = within(bookingsTable(doctor)).getByRole('row', { name: /Blocked/ });
    expect(within(row).getByText(formatTime(time))).toBeInTheDocument();
    // Pressed twice, blocked once.
    expect(demoDb().bookings).toHaveLength(1);
    expect(demoDb().bookings[0]).toMatchObject({ kind: 'blocked', patientName: '', phone: '', date, time });

    await user.click(within(row).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(freeTimes(doctor)).toContain(formatTime(time)));
    expect(demoDb().bookings).toHaveLength(0);
    expect(within(doctor).getByText('No bookings on this day.')).toBeInTheDocument();
  });

  it('cancels a booking with a reason (a blank one is refused) and frees its time; the messages job tells the online patient', async () => {
    const { date, slots } = aBookableDay();
    const id = await bookedOnline(slots[0]);
    const { user, doctor } = await openDay(date);
    const row = await within(bookingsTable(doctor)).findByRole('row', { name: /Arjun Mehta/ });
    await user.click(within(row).getByRole('button', { name: 'Cancel…' }));
    const form = within(doctor).getByRole('form', { name: `Cancel the booking of Arjun Mehta at ${formatTime(slots[0].time)}` });
    await user.type(within(form).getByLabelText('Reason for cancelling'), '  ');
    await user.click(within(form).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(form).findByText('Please give the reason for cancelling: the patient is told it.')).toBeVisible();
    expect(demoDb().bookings.find((b) => b.id === id)?.status).toBe('booked');

    await user.clear(within(form).getByLabelText('Reason for cancelling'));
    await user.type(within(form).getByLabelText('Reason for cancelling'), 'The doctor is unwell');
    await user.click(within(form).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(row).findByText('Cancelled by clinic')).toBeInTheDocument();
    expect(within(row).getByText('Reason: The doctor is unwell')).toBeInTheDocument();
    expect(demoDb().bookings.find((b) => b.id === id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'clinic',
      cancelReason: 'The doctor is unwell',
    });
    await waitFor(() => expect(freeTimes(doctor)).toContain(formatTime(slots[0].time)));
    // npm run notify sends the cancellation (issue 45): no message to send by hand while it is due.
    expect(row).toHaveTextContent('Cancellation notice: sending (e-mail)');
    expect(within(row).queryByRole('link', { name: 'Send the cancellation on WhatsApp' })).toBeNull();
  });

  it("offers the cancellation on WhatsApp by hand for a caller's booking, and for an online one whose message failed", async () => {
    const date = openDayFromToday(3);
    const cancelled = { status: 'cancelled' as const, cancelledBy: 'clinic' as const, cancelReason: 'The doctor is unwell' };
    storedBooking(date, '10:00', {
      ...cancelled,
      kind: 'phone',
      uid: '',
      email: '',
      seat: 0,
      patientName: 'Lakshmi Rao',
      phone: '98450 12345',
    });
    const failed = { status: 'failed' as const, tries: 3, run: 'r', claimedUntil: null, sentAt: null, error: 'HTTP 500', for: null };
    storedBooking(date, '10:30', { ...cancelled, patientName: 'Meera Rao', phone: '98450 22222', notices: { cancellation_email: failed } });
    const { doctor } = await openDay(date);
    for (const [name, phone, time] of [
      ['Lakshmi Rao', '919845012345', '10:00'],
      ['Meera Rao', '919845022222', '10:30'],
    ]) {
      const row = await within(bookingsTable(doctor)).findByRole('row', { name: new RegExp(name) });
      const whatsApp = within(row).getByRole('link', { name: 'Send the cancellation on WhatsApp' });
      const [address, query] = whatsApp.getAttribute('href')!.split('?text=');
      expect(address).toBe(`https://wa.me/${phone}`);
      const text = decodeURIComponent(query);
      expect(text).toContain(`with ${ANANYA_NAME} on ${formatCalendarDay(date)} at ${formatTime(time)} is cancelled`);
      expect(text).toContain('Reason: The doctor is unwell');
      expect(text).toContain(clinic.phone);
    }
  });

  it("offers tomorrow's patients a WhatsApp reminder with the doctor, day, time and the clinic's address", async () => {
    const tomorrow = addDays(clinicToday(), 1);
    storedBooking(tomorrow, '10:00', { phone: '+91 98450 22222' });
    const { doctor } = await openDay(tomorrow);
    const row = await within(bookingsTable(doctor)).findByRole('row', { name: /Meera Rao/ });
    const reminder = within(row).getByRole('link', { name: 'Remind on WhatsApp' });
    const [address, query] = reminder.getAttribute('href')!.split('?text=');
    expect(address).toBe('https://wa.me/919845022222');
    const text = decodeURIComponent(query);
    expect(text).toContain(`with ${ANANYA_NAME} tomorrow, ${formatCalendarDay(tomorrow)} at 10 am`);
    expect(text).toContain(clinic.name);
    expect(text).toContain(clinic.address.street);
  });

  it('lists upcoming bookings that no longer fit (a Sunday, a leave day) under Needs attention, and opens their day', async () => {
    const sunday = sundayFromToday(2);
    storedBooking(sunday, '10:00');
    const leaveDay = openDayFromToday(3);
    storedBooking(leaveDay, '10:00', { id: 'on-leave', patientName: 'Sanjay Das', phone: '98450 44444' });
    demoDb().doctorSchedules[ANANYA]!.leave = { [leaveDay]: true };
    storedBooking(openDayFromToday(4), '10:00', {
      id: 'cancelled-one',
      patientName: 'Not Listed',
      status: 'cancelled',
      cancelledBy: 'patient',
    });

    const { user } = await openDay();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    const sundayRow = await within(attention).findByRole('row', { name: /Meera Rao/ });
    expect(sundayRow).toHaveTextContent(formatCalendarDay(sunday));
    expect(sundayRow).toHaveTextContent('10 am');
    expect(sundayRow).toHaveTextContent(ANANYA_NAME);
    expect(sundayRow).toHaveTextContent('The clinic is closed on that weekday.');
    expect(within(sundayRow).getByRole('link', { name: '98450 22222' })).toHaveAttribute('href', 'tel:9845022222');
    expect(within(attention).getByRole('row', { name: /Sanjay Das/ })).toHaveTextContent('The doctor is on leave that day.');
    expect(within(attention).queryByRole('row', { name: /Not Listed/ })).toBeNull();

    await user.click(within(sundayRow).getByRole('button', { name: 'Show the day' }));
    await waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue(sunday));
    const doctor = screen.getByRole('region', { name: ANANYA_NAME });
    expect(await within(doctor).findByRole('row', { name: /Meera Rao/ })).toBeInTheDocument();
  });
});
