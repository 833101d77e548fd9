import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, clinicToday } from '../../src/lib/openingHours';
import type { Booking, BookingNotice } from '../../src/types';
import { openDayFromToday } from '../utils/dates';
import { storeDemoBooking } from '../utils/bookings';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/*
 * Issue 45, item 4: on each booking row the front desk sees which messages went to the patient
 * (the job's records on the booking, summed up by src/services/bookingNotices.ts).
 */

const ANANYA = 'dr-ananya-iyer';
const ANANYA_NAME = 'Dr. Ananya Iyer';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const stored = (date: string, time: string, changes: Partial<Booking> = {}): Booking =>
  storeDemoBooking({ doctorId: ANANYA, date, time, minutes: 15 }, { id: `stored-${date}-${time}`, ...changes });

/** One message's record as the job leaves it. */
function notice(status: BookingNotice['status'], about: Date, tries = 1): BookingNotice {
  const at = new Date(Date.now() - 60_000);
  return {
    status,
    tries,
    run: 'run-1',
    claimedUntil: at,
    sentAt: status === 'sent' ? at : null,
    error: status === 'failed' ? 'rejected' : '',
    for: about,
  };
}

async function openDay(date: string) {
  await signInAs('admin');
  await renderApp(`/admin/appointments?day=${date}`);
  await findPageHeading('Appointments');
  const doctor = await screen.findByRole('region', { name: ANANYA_NAME });
  return within(doctor).getByRole('table', { name: /^Bookings with Dr\. Ananya Iyer on / });
}

/** The row's messages to the patient, as the front desk reads them. */
async function messagesOf(table: HTMLElement, patient: string): Promise<string[]> {
  const row = await within(table).findByRole('row', { name: new RegExp(patient) });
  const list = within(row).getByRole('list', { name: 'Messages to the patient' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^[✓!…–]\s*/, '') ?? '');
}

describe('The front desk sees the messages to the patient', () => {
  it('shows each message as sent, failed, sending or none, with the ways it went', async () => {
    const date = openDayFromToday(3);
    const long = new Date(Date.now() - WEEK_MS);
    const optIn = { to: '+919845022222', at: long, notice: '2026-11-23' };
    const both = stored(date, '10:00', { patientName: 'Meera Rao', whatsApp: optIn, createdAt: long });
    both.notices = { confirmation_email: notice('sent', both.startsAt), confirmation_whatsapp: notice('sent', both.startsAt) };
    const failed = stored(date, '10:15', { patientName: 'Sanjay Das', whatsApp: optIn, createdAt: long });
    failed.notices = { confirmation_email: notice('sent', failed.startsAt), confirmation_whatsapp: notice('failed', failed.startsAt, 3) };
    // Just booked: the job owes its confirmation.
    stored(date, '10:30', { patientName: 'Kavya Nair' });
    const cancelled = stored(date, '10:45', {
      patientName: 'Ravi Shetty',
      status: 'cancelled',
      cancelledBy: 'clinic',
      cancelReason: 'The doctor is unwell',
      whatsApp: optIn,
      createdAt: long,
    });
    cancelled.notices = {
      confirmation_email: notice('sent', cancelled.startsAt),
      cancellation_email: notice('sent', cancelled.startsAt),
      cancellation_whatsapp: notice('failed', cancelled.startsAt, 3),
    };
    // The patient cancelled: no cancellation notice is theirs to get.
    const ownCancel = stored(date, '11:00', { patientName: 'Asha Pai', status: 'cancelled', cancelledBy: 'patient', createdAt: long });
    ownCancel.notices = { confirmation_email: notice('sent', ownCancel.startsAt) };

    const table = await openDay(date);
    expect(await messagesOf(table, 'Meera Rao')).toEqual([
      'Confirmation: sent (e-mail, WhatsApp)',
      'Reminder: none',
      'Cancellation notice: none',
    ]);
    expect(await messagesOf(table, 'Sanjay Das')).toEqual([
      'Confirmation: failed (WhatsApp)',
      'Reminder: none',
      'Cancellation notice: none',
    ]);
    expect(await messagesOf(table, 'Kavya Nair')).toEqual([
      'Confirmation: sending (e-mail)',
      'Reminder: none',
      'Cancellation notice: none',
    ]);
    expect(await messagesOf(table, 'Ravi Shetty')).toEqual([
      'Confirmation: sent (e-mail)',
      'Reminder: none',
      'Cancellation notice: failed (WhatsApp)',
    ]);
    expect(await messagesOf(table, 'Asha Pai')).toEqual(['Confirmation: sent (e-mail)', 'Reminder: none', 'Cancellation notice: none']);

    // A failed message stands out (not by its colour alone: its words say "failed").
    const sanjay = within(table).getByRole('row', { name: /Sanjay Das/ });
    expect(
      within(sanjay)
        .getByText(/Confirmation: failed/)
        .closest('.badge'),
    ).toHaveClass('text-bg-danger');
    expect(
      within(table)
        .getByRole('row', { name: /Meera Rao/ })
        .querySelector('.text-bg-danger'),
    ).toBeNull();
  });

  it("shows the reminder once sent for the visit's time, and the WhatsApp reminder link stays", async () => {
    const tomorrow = addDays(clinicToday(), 1);
    const long = new Date(Date.now() - WEEK_MS);
    const booking = stored(tomorrow, '10:00', { patientName: 'Meera Rao', phone: '+91 98450 22222', createdAt: long });
    booking.notices = { confirmation_email: notice('sent', booking.startsAt), reminder_email: notice('sent', booking.startsAt) };
    const table = await openDay(tomorrow);
    expect(await messagesOf(table, 'Meera Rao')).toEqual([
      'Confirmation: sent (e-mail)',
      'Reminder: sent (e-mail)',
      'Cancellation notice: none',
    ]);
    const row = within(table).getByRole('row', { name: /Meera Rao/ });
    expect(within(row).getByRole('link', { name: 'Remind on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it("shows no message states for a caller's booking or a blocked time", async () => {
    const date = openDayFromToday(3);
    stored(date, '10:00', { kind: 'phone', uid: '', email: '', seat: 0, patientName: 'Kavya Nair' });
    stored(date, '10:15', { kind: 'blocked', uid: '', email: '', seat: 0, patientName: '', phone: '' });
    const table = await openDay(date);
    const caller = await within(table).findByRole('row', { name: /Kavya Nair/ });
    expect(within(caller).getByText('No messages: booked by phone')).toBeInTheDocument();
    expect(within(caller).queryByRole('list', { name: 'Messages to the patient' })).toBeNull();
    expect(within(caller).queryByText(/Confirmation|Reminder|Cancellation notice/)).toBeNull();
    const blocked = within(table).getByRole('row', { name: /Blocked/ });
    expect(within(blocked).queryByRole('list', { name: 'Messages to the patient' })).toBeNull();
    expect(within(blocked).queryByText(/No messages/)).toBeNull();
  });

  it('shows the message states in the page language', async () => {
    const date = openDayFromToday(3);
    const booking = stored(date, '10:00', { patientName: 'Meera Rao', createdAt: new Date(Date.now() - WEEK_MS) });
    booking.notices = { confirmation_email: notice('failed', booking.startsAt, 3) };
    await signInAs('admin');
    await renderApp(`/kn/admin/appointments?day=${date}`);
    const list = await screen.findByRole('list', { name: 'ರೋಗಿಗೆ ಕಳುಹಿಸಿದ ಸಂದೇಶಗಳು' });
    expect(list).toHaveTextContent('ದೃಢೀಕರಣ: ವಿಫಲವಾಗಿದೆ (ಇ-ಮೇಲ್)');
  });
});
