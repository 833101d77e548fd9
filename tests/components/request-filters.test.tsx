import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_COOLDOWN_S } from '../../src/config/constants';
import { demoDb } from '../../src/services/demo/store';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp } from '../utils/render';
import { takeAPersonsTime, typeAppointment } from '../utils/requests';

/** The cheap filters in front of the request forms (src/features/requests/requestGuard.ts). */
const emailJs = interceptEmailJs();

async function openContact() {
  const view = await renderApp('/contact');
  await findPageHeading('Send us a message');
  return view;
}

async function typeMessage(user: Awaited<ReturnType<typeof renderApp>>['user'], subject = 'Bill for July') {
  await user.type(screen.getByLabelText('Your name'), 'Lakshmi Iyer');
  await user.type(screen.getByLabelText('Your e-mail'), 'lakshmi@example.com');
  await user.type(screen.getByLabelText('Subject'), subject);
  await user.type(screen.getByLabelText('Message'), 'Could you resend my invoice?');
}

const send = () => screen.getByRole('button', { name: 'Send message' });
const honeypot = () => document.querySelector<HTMLInputElement>('input[name="website"]')!;

describe('Request filters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the honeypot away from people: out of sight, of the accessibility tree and of the Tab order', async () => {
    await openContact();
    expect(honeypot()).toHaveAttribute('tabindex', '-1');
    expect(honeypot()).toHaveAttribute('autocomplete', 'off');
    expect(honeypot().closest('[aria-hidden="true"]')).toHaveClass('honeypot');
    expect(screen.queryByRole('textbox', { name: /leave this empty/i })).toBeNull();
  });

  it('thanks a program that fills the honeypot as usual, and stores and e-mails nothing', async () => {
    const { user } = await openContact();
    await typeMessage(user);
    await user.type(honeypot(), 'https://spam.example');
    takeAPersonsTime();
    await user.click(send());
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(demoDb().contactMessages).toHaveLength(0);
    expect(emailJs.bodies).toHaveLength(0);
  });

  it('thanks a form sent within three seconds of opening as usual, and stores nothing', async () => {
    vi.setSystemTime(new Date()); // The clock stands still: however long typing takes here, no time passes.
    const { user } = await openContact();
    await typeMessage(user);
    await user.click(send());
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(demoDb().contactMessages).toHaveLength(0);
    expect(emailJs.bodies).toHaveLength(0);
  });

  it('asks the same browser to wait a stated time before the next request, keeping what was typed, then sends it', async () => {
    const { user } = await openContact();
    await typeMessage(user);
    takeAPersonsTime();
    await user.click(send());
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();

    await typeMessage(user, 'And one more thing');
    vi.setSystemTime(Date.now() + 15_000);
    await user.click(send());
    expect(
      await screen.findByText(
        `You sent us a request a moment ago. To keep our inbox free of duplicates, please wait ${REQUEST_COOLDOWN_S - 15} seconds before sending another.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('And one more thing');
    expect(demoDb().contactMessages).toHaveLength(1);

    vi.setSystemTime(Date.now() + REQUEST_COOLDOWN_S * 1000);
    await user.click(send());
    await vi.waitFor(() => expect(demoDb().contactMessages).toHaveLength(2));
    expect(
      demoDb()
        .contactMessages.map((m) => m.subject)
        .sort(),
    ).toEqual(['And one more thing', 'Bill for July']);
  });

  it('keeps the wait across the two forms and across a reload (it is the browser that waits)', async () => {
    const first = await openContact();
    await typeMessage(first.user);
    takeAPersonsTime();
    await first.user.click(send());
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    first.unmount();

    const { user } = await renderApp('/Appoinment');
    await findPageHeading('Doctor Appointment');
    await typeAppointment(user);
    takeAPersonsTime();
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(
      await screen.findByText(/You sent us a request a moment ago\. .* please wait \d+ seconds before sending another\./),
    ).toBeInTheDocument();
    expect(demoDb().appointmentRequests).toHaveLength(0);
    expect(screen.getByLabelText('Patient name')).toHaveValue('Ravi Kumar');
  });

  it('shows the appointment confirmation to a program that fills the honeypot, and stores nothing', async () => {
    const { user } = await renderApp('/Appoinment');
    await findPageHeading('Doctor Appointment');
    await typeAppointment(user);
    await user.type(honeypot(), 'x');
    takeAPersonsTime();
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(await screen.findByText('Appointment scheduled successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We have your request');
    expect(demoDb().appointmentRequests).toHaveLength(0);
    expect(emailJs.bodies).toHaveLength(0);
  });
});
