import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REQUEST_PAGE_SIZE } from '../../src/config/constants';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

function seedRequests() {
  demoDb().appointmentRequests.push(
    {
      id: 'a1',
      patientName: 'Older Request',
      patientEmail: 'old@example.com',
      phoneNumber: '98450 00001',
      appointmentDate: '2026-12-01',
      status: 'new',
      mailStatus: 'sent',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      noticeVersion: '2026-11-23',
      uid: null,
    },
    {
      id: 'a2',
      patientName: 'Ravi Kumar',
      patientEmail: 'ravi@example.com',
      phoneNumber: '+91 98450 12345',
      appointmentDate: '2026-12-03',
      status: 'new',
      mailStatus: 'failed',
      createdAt: new Date('2026-11-21T10:00:00Z'),
      noticeVersion: '2026-11-23',
      uid: null,
    },
  );
  demoDb().contactMessages.push({
    id: 'c1',
    name: 'Lakshmi Iyer',
    email: 'lakshmi@example.com',
    subject: 'Bill for July',
    message: 'Could you resend my invoice?',
    status: 'handled',
    mailStatus: 'not-configured',
    createdAt: new Date('2026-11-19T10:00:00Z'),
    noticeVersion: '2026-11-23',
    uid: null,
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

  it('lists new appointment requests newest first, with their fields and whether the e-mail went out', async () => {
    seedRequests();
    await signInAs('admin');
    const { user } = await renderApp('/admin/requests');
    await findPageHeading('Requests inbox');
    const requests = await screen.findAllByRole('article', { name: /^Appointment request from/ });
    expect(requests.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Ravi Kumar', 'Older Request']);
    expect(requests[0]).toHaveTextContent('3 December 2026');
    expect(within(requests[0]).getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(requests[0]).toHaveTextContent('Not e-mailed (sending failed)');
    expect(requests[1]).toHaveTextContent('E-mailed to the clinic');

    // The message has been handled: it is in the Handled view.
    expect(screen.queryByRole('article', { name: /^Message from/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Handled', pressed: false }));
    const message = await screen.findByRole('article', { name: 'Message from Lakshmi Iyer: Bill for July' });
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
    expect(await screen.findByText('No new appointment requests.')).toBeInTheDocument();
    expect(await screen.findByText('No new messages.')).toBeInTheDocument();
  });

  it('shows New, Handled or Spam, the view in the address, and moves a request to spam and back', async () => {
    seedRequests();
    await signInAs('admin');
    const { user, router } = await renderApp('/admin/requests');
    const request = await screen.findByRole('article', { name: 'Appointment request from Ravi Kumar' });
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(request).getByRole('button', { name: 'Mark as spam' }));
    expect(await within(request).findByText('Spam')).toBeInTheDocument();
    expect(demoDb().appointmentRequests.find((r) => r.id === 'a2')?.status).toBe('spam');

    await user.click(screen.getByRole('button', { name: 'Spam' }));
    expect(router.state.location.search).toBe('?show=spam');
    const spam = await screen.findAllByRole('article', { name: /^Appointment request from/ });
    expect(spam.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Ravi Kumar']);
    expect(screen.getByText('No messages marked as spam.')).toBeInTheDocument();
    await user.click(within(spam[0]!).getByRole('button', { name: 'Not spam' }));
    expect(await within(spam[0]!).findByText('New')).toBeInTheDocument();
    expect(demoDb().appointmentRequests.find((r) => r.id === 'a2')?.status).toBe('new');
  });

  it('deletes a request for good after confirmation, and keeps it when cancelled', async () => {
    seedRequests();
    await signInAs('admin');
    const { user } = await renderApp('/admin/requests');
    const request = await screen.findByRole('article', { name: 'Appointment request from Older Request' });
    await user.click(within(request).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete request' })).getByRole('button', { name: 'Cancel' }));
    expect(demoDb().appointmentRequests).toHaveLength(2);
    await user.click(within(request).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete request' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Appointment request from Older Request' })).toBeNull());
    expect(demoDb().appointmentRequests.map((r) => r.id)).toEqual(['a2']);
  });

  it('loads a page at a time: Load more brings the older ones, and the last page has no button', async () => {
    for (let i = 0; i < REQUEST_PAGE_SIZE + 3; i++) {
      demoDb().contactMessages.push({
        id: `m${String(i).padStart(2, '0')}`,
        name: `Sender ${i}`,
        email: 'someone@example.com',
        subject: `Subject ${i}`,
        message: 'Hello',
        status: 'new',
        mailStatus: 'sent',
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
        noticeVersion: '2026-11-23',
        uid: null,
      });
    }
    await signInAs('admin');
    const { user } = await renderApp('/admin/requests');
    await screen.findByRole('article', { name: `Message from Sender ${REQUEST_PAGE_SIZE + 2}: Subject ${REQUEST_PAGE_SIZE + 2}` });
    expect(screen.getAllByRole('article', { name: /^Message from/ })).toHaveLength(REQUEST_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more messages' }));
    await screen.findByRole('article', { name: 'Message from Sender 0: Subject 0' });
    const subjects = screen.getAllByRole('article', { name: /^Message from/ }).map((a) => within(a).getByRole('heading').textContent);
    expect(subjects).toHaveLength(REQUEST_PAGE_SIZE + 3);
    expect(subjects.at(-1)).toBe('Subject 0');
    expect(screen.queryByRole('button', { name: 'Load more messages' })).toBeNull();
  });

  it('shows in the admin menu how many requests are new (the handled message is not counted), fresh at each opening', async () => {
    seedRequests();
    await signInAs('admin');
    const { user } = await renderApp('/home');
    const menu = await screen.findByRole('button', { name: 'Admin' });
    await user.click(menu);
    expect(await screen.findByRole('link', { name: 'Requests 2 new' })).toHaveAttribute('href', '/admin/requests');
    await user.click(menu);
    demoDb().appointmentRequests[0]!.status = 'handled';
    await user.click(menu);
    expect(await screen.findByRole('link', { name: 'Requests 1 new' })).toBeInTheDocument();
  });
});
