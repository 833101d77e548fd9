import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp, signInAs } from '../utils/render';
import { takeAPersonsTime, typeAppointment } from '../utils/requests';

interceptEmailJs();

describe('My requests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('files a signed-in patient’s request under their account, shows it as "Received", and lets them withdraw it', async () => {
    await signInAs('patient');
    const { user } = await renderApp('/Appoinment');
    await findPageHeading('Doctor Appointment');
    await screen.findByRole('button', { name: 'Logout' });
    await typeAppointment(user, { name: 'Arjun Mehta' });
    takeAPersonsTime();
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/my-requests');
    expect(demoDb().appointmentRequests.at(-1)).toMatchObject({ patientName: 'Arjun Mehta', uid: 'demo-patient', status: 'new' });

    await user.click(within(thanks).getByRole('link', { name: 'My requests' }));
    await findPageHeading('My requests');
    const request = await screen.findByRole('article', { name: /^Appointment for Arjun Mehta on / });
    expect(within(request).getByText('Received')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Withdraw request' })).getByRole('button', { name: 'Withdraw' }));
    expect(await within(request).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(request).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(demoDb().appointmentRequests.at(-1)?.status).toBe('withdrawn');
  }, 20_000);

  it('shows spam as "Received" and a handled request as "Seen by the clinic", and never another person’s requests', async () => {
    const base = { patientEmail: 'a@example.com', phoneNumber: '98450 12345', mailStatus: 'sent' as const, noticeVersion: '2026-11-23' };
    demoDb().appointmentRequests.push(
      {
        ...base,
        id: 's',
        patientName: 'Spam Judged',
        appointmentDate: '2030-02-01',
        status: 'spam',
        createdAt: new Date(),
        uid: 'demo-patient',
      },
      {
        ...base,
        id: 'h',
        patientName: 'Seen One',
        appointmentDate: '2030-02-02',
        status: 'handled',
        createdAt: new Date(),
        uid: 'demo-patient',
      },
      {
        ...base,
        id: 'o',
        patientName: 'Someone Else',
        appointmentDate: '2030-02-03',
        status: 'new',
        createdAt: new Date(),
        uid: 'demo-other',
      },
    );
    await signInAs('patient');
    await renderApp('/my-requests');
    const spam = await screen.findByRole('article', { name: /^Appointment for Spam Judged/ });
    expect(within(spam).getByText('Received')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /^Appointment for Seen One/ })).getByText('Seen by the clinic')).toBeInTheDocument();
    expect(screen.queryByText(/Someone Else/)).not.toBeInTheDocument();
    expect(screen.getByText('You have sent no messages while signed in.')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and comes back', async () => {
    await renderApp('/my-requests');
    await findPageHeading('My requests');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fmy-requests');
  });

  it('shows withdrawn requests in the admins’ inbox as such', async () => {
    demoDb().contactMessages.push({
      id: 'w',
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
      subject: 'Never mind',
      message: 'Sorted it out.',
      status: 'withdrawn',
      mailStatus: 'sent',
      createdAt: new Date(),
      noticeVersion: '2026-11-23',
      uid: 'demo-patient',
    });
    await signInAs('admin');
    const { user } = await renderApp('/admin/requests');
    await findPageHeading('Requests inbox');
    await user.click(await screen.findByRole('button', { name: 'Withdrawn' }));
    const message = await screen.findByRole('article', { name: 'Message from Arjun Mehta: Never mind' });
    expect(within(message).getByText('Withdrawn by the sender')).toBeInTheDocument();
    expect(within(message).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });
});
