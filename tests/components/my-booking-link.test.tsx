import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, clinicToday } from '../../src/lib/openingHours';
import type { Booking } from '../../src/types';
import { openDayFromToday } from '../utils/dates';
import { storeDemoBooking } from '../utils/bookings';
import { setMedia } from '../utils/media';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/*
 * Issue 45: each message to the patient links to /my-requests#booking-<id>, straight to that
 * booking in My appointments, where they can cancel or move it (after logging in if needed).
 */

const ANANYA = 'dr-ananya-iyer';

/** A booking of the demo patient's account (or another's). */
const booking = (id: string, date: string, time: string, changes: Partial<Booking> = {}): Booking =>
  storeDemoBooking({ doctorId: ANANYA, date, time, minutes: 15 }, { id, uid: 'demo-patient', patientName: 'Arjun Mehta', ...changes });

const linkedItem = () => document.getElementById('booking-linked1')!;

// jsdom does not scroll: the call is what the page asks of the browser.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function openMyRequests(path: string) {
  const view = await renderApp(path);
  await findPageHeading('My requests');
  await screen.findByRole('list', { name: 'Upcoming appointments' });
  return view;
}

describe('A link to one booking in My appointments', () => {
  it('brings the booking into view, focuses it and marks it, with its cancel and move right there', async () => {
    booking('other1', openDayFromToday(2), '10:00');
    booking('linked1', openDayFromToday(4), '11:00');
    await signInAs('patient');
    await openMyRequests('/my-requests#booking-linked1');

    const item = linkedItem();
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveTextContent('This is the booking from your message.');
    expect(item).toHaveClass('border-primary');
    expect(within(item).getByRole('button', { name: 'Cancel appointment' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(item);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));

    // Only that one is marked; every booking can be linked to.
    const other = document.getElementById('booking-other1')!;
    expect(other).not.toHaveTextContent('This is the booking from your message.');
    expect(other).not.toHaveClass('border-primary');
    expect(screen.queryByText(/is not among your appointments/)).toBeNull();
  });

  it('jumps without a smooth scroll for someone who asks for reduced motion', async () => {
    setMedia({ reducedMotion: true });
    booking('linked1', openDayFromToday(4), '11:00');
    await signInAs('patient');
    await openMyRequests('/my-requests#booking-linked1');
    await waitFor(() => expect(linkedItem()).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('marks a booking the clinic has cancelled, under past and cancelled', async () => {
    booking('upcoming1', openDayFromToday(2), '10:00');
    booking('linked1', openDayFromToday(4), '11:00', { status: 'cancelled', cancelledBy: 'clinic', cancelReason: 'The doctor is unwell' });
    await signInAs('patient');
    await openMyRequests('/my-requests#booking-linked1');
    const item = linkedItem();
    await waitFor(() => expect(item).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Past and cancelled appointments' })).getByText(/The doctor is unwell/)).toBe(item);
    expect(item).toHaveTextContent('This is the booking from your message.');
  });

  it("says so plainly when the booking is not this account's (removed, or another account's)", async () => {
    booking('mine1', openDayFromToday(2), '10:00');
    booking('theirs1', openDayFromToday(3), '10:00', { uid: 'someone-else' });
    await signInAs('patient');
    await openMyRequests('/my-requests#booking-theirs1');
    const notice = await screen.findByText(/^The booking in your message is not among your appointments/);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveTextContent('log out and log in with it');
    expect(document.getElementById('booking-theirs1')).toBeNull();
    expect(screen.queryByText('This is the booking from your message.')).toBeNull();
  });

  it('says nothing of a message when opened without a link to a booking', async () => {
    booking('mine1', openDayFromToday(2), '10:00');
    await signInAs('patient');
    await openMyRequests('/my-requests');
    expect(screen.queryByText(/your message/)).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.getElementById('booking-mine1')).not.toHaveAttribute('tabindex');
  });

  it('keeps the link through the login: a visitor logs in and lands on the booking', async () => {
    booking('linked1', openDayFromToday(4), '11:00');
    booking('past1', addDays(clinicToday(), -3), '10:00', { status: 'arrived' });
    const { user, router } = await renderApp('/my-requests#booking-linked1');
    await findPageHeading('My requests');
    const login = within(screen.getByRole('main')).getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fmy-requests%23booking-linked1');

    await user.click(login);
    await findPageHeading('Login');
    await user.type(screen.getByLabelText('E-mail'), 'patient@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'patient1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await findPageHeading('My requests');
    expect(router.state.location.pathname).toBe('/my-requests');
    expect(router.state.location.hash).toBe('#booking-linked1');
    await waitFor(() => expect(linkedItem()).toHaveFocus());
    expect(linkedItem()).toHaveTextContent('This is the booking from your message.');
  });

  it('keeps the link through the login in Kannada too', async () => {
    await renderApp('/kn/my-requests#booking-linked1');
    await findPageHeading('ನನ್ನ ವಿನಂತಿಗಳು');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'ಲಾಗಿನ್' })).toHaveAttribute(
      'href',
      '/kn/login?redirect=%2Fmy-requests%23booking-linked1',
    );
  });
});
