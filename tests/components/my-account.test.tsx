import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedAccounts } from '../../src/seed';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const patient = seedAccounts.find((a) => a.email === 'patient@clinic.test')!;

async function openAccount() {
  await signInAs('patient');
  const view = await renderApp('/account');
  await findPageHeading('My account');
  return view;
}

describe('My account', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('changes the name shown with comments, and refuses one that passes for the clinic', async () => {
    const { user } = await openAccount();
    const name = screen.getByLabelText('Your name, shown with your comments');
    expect(name).toHaveValue('Arjun Mehta');
    for (const lookalike of ['Dr. Arjun', 'Kavya Rao', 'Rohan Kulkami']) {
      await user.clear(name);
      await user.type(name, lookalike);
      await user.click(screen.getByRole('button', { name: 'Save name' }));
      expect(await screen.findByText(/This name is kept for the clinic \(titles/)).toBeInTheDocument();
    }
    expect(demoDb().users.find((u) => u.uid === patient.uid)?.displayName).toBe('Arjun Mehta');
    await user.clear(name);
    await user.type(name, 'Arjun M.');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved. New comments carry it.')).toBeInTheDocument();
    expect(demoDb().users.find((u) => u.uid === patient.uid)?.displayName).toBe('Arjun M.');
  }, 15_000);

  it('deletes the account after asking twice and a fresh sign-in: comments, requests and profile go, other people’s stay', async () => {
    demoDb().comments['walking-habit'] = [
      { id: 'mine', createdAt: new Date(), userId: patient.uid, name: 'Arjun Mehta', body: 'My walk', staff: false },
      { id: 'theirs', createdAt: new Date(), userId: 'someone', name: 'Someone', body: 'Their walk', staff: false },
    ];
    demoDb().contactMessages.push({
      id: 'm',
      name: 'Arjun Mehta',
      email: patient.email,
      subject: 'Report',
      message: 'Ready?',
      status: 'handled',
      mailStatus: 'sent',
      createdAt: new Date(),
      noticeVersion: '2026-11-23',
      uid: patient.uid,
    });
    const { user, router } = await openAccount();
    // The sign-in was more than five minutes ago: Firebase asks for it again before deleting.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Confirm and delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not right');
    expect(demoDb().accounts.some((a) => a.uid === patient.uid)).toBe(true);

    await user.clear(password);
    await user.type(password, patient.password);
    await user.click(screen.getByRole('button', { name: 'Confirm and delete my account' }));
    expect(await screen.findByText('Your account and your data are deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(demoDb().accounts.some((a) => a.uid === patient.uid)).toBe(false);
    expect(demoDb().users.some((u) => u.uid === patient.uid)).toBe(false);
    expect(demoDb().comments['walking-habit']?.map((c) => c.id)).toEqual(['theirs']);
    expect(demoDb().contactMessages.some((m) => m.uid === patient.uid)).toBe(false);
  }, 20_000);

  it('the clinic’s only owner is told to name another owner first, and offered no delete; a second owner may delete', async () => {
    const owner = seedAccounts.find((a) => a.email === 'admin@clinic.test')!;
    await signInAs('admin');
    const first = await renderApp('/account');
    await findPageHeading('My account');
    const status = await screen.findByText(/You are the clinic’s only owner/);
    expect(status).toHaveTextContent('Name another owner first on the Staff page, then come back here.');
    expect(within(status).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(demoDb().users.some((u) => u.uid === owner.uid)).toBe(true);
    first.unmount();

    // Another owner named (Admin → Staff): the first one may now delete their account.
    const frontDesk = demoDb().users.find((u) => u.email === 'frontdesk@clinic.test')!;
    frontDesk.roles = ['owner', 'frontDesk'];
    const { user } = await renderApp('/account');
    await findPageHeading('My account');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account and your data are deleted.')).toBeInTheDocument();
    expect(demoDb().users.some((u) => u.uid === owner.uid)).toBe(false);
  }, 20_000);
});
