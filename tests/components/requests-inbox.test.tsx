import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

function seedRequests() {
  demoDb().appointmentRequests.push(
    { id: 'a1', patientName: 'Older Request', patientEmail: 'old@example.com', phoneNumber: '98450 00001', appointmentDate: '2026-12-01', status: 'new', mailStatus: 'sent', createdAt: new Date('2026-11-20T10:00:00Z') },
    { id: 'a2', patientName: 'Ravi Kumar', patientEmail: 'ravi@example.com', phoneNumber: '+91 98450 12345', appointmentDate: '2026-12-03', status: 'new', mailStatus: 'failed', createdAt: new Date('2026-11-21T10:00:00Z') },
  );
  demoDb().contactMessages.push({
    id: 'c1', name: 'Lakshmi Iyer', email: 'lakshmi@example.com', subject: 'Bill for July', message: 'Could you resend my invoice?', status: 'handled', mailStatus: 'not-configured', createdAt: new Date('2026-11-19T10:00:00Z'),
  });
}

describe('Requests inbox', () => {
  it('is for admins only', async () => {
    seedRequests();
    await signInAs('patient');
    await renderApp('/admin/requests');
    expect(await findPageHeading('Admins only')).toBeInTheDocument();
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
  });

  it('lists appointment requests newest first, with their fields and whether the e-mail went out', async () => {
    seedRequests();
    await signInAs('admin');
    await renderApp('/admin/requests');
    await findPageHeading('Requests inbox');
    const requests = await screen.findAllByRole('article', { name: /^Appointment request from/ });
    expect(requests.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Ravi Kumar', 'Older Request']);
    expect(requests[0]).toHaveTextContent('3 December 2026');
    expect(within(requests[0]).getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(requests[0]).toHaveTextContent('Not e-mailed (sending failed)');
    expect(requests[1]).toHaveTextContent('E-mailed to the clinic');

    const message = screen.getByRole('article', { name: 'Message from Lakshmi Iyer: Bill for July' });
    expect(message).toHaveTextContent('Could you resend my invoice?');
    expect(message).toHaveTextContent('Not e-mailed (EmailJS not configured)');
    expect(within(message).getByText('Handled')).toBeInTheDocument();
  });

  it('lets the admin mark a request handled, and back to new', async () => {
    seedRequests();
    await signInAs('admin');
    const { user } = await renderApp('/admin/requests');
    const request = await screen.findByRole('article', { name: 'Appointment request from Ravi Kumar' });
    expect(within(request).getByText('New')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Mark handled' }));
    expect(await within(request).findByText('Handled')).toBeInTheDocument();
    expect(demoDb().appointmentRequests.find((r) => r.id === 'a2')?.status).toBe('handled');
    await user.click(within(request).getByRole('button', { name: 'Mark as new' }));
    expect(await within(request).findByText('New')).toBeInTheDocument();
    expect(demoDb().appointmentRequests.find((r) => r.id === 'a2')?.status).toBe('new');
  });

  it('says when there is nothing yet', async () => {
    await signInAs('admin');
    await renderApp('/admin/requests');
    expect(await screen.findByText('No appointment requests yet.')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
