import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendVerificationEmail } from '@services/auth';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, registerAs, renderApp } from '../utils/render';

async function registerUnverified() {
  await registerAs('Meera Nair', 'meera@example.com', 'monsoon-rain');
  await sendVerificationEmail();
}

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('Verify email page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the address, and a resend button disabled for 60 seconds with its countdown', async () => {
    await registerUnverified();
    const { user } = await renderApp('/verify-email', { fakeTimers: true });
    await findPageHeading('Verify your Email Address');
    expect(screen.getByText('meera@example.com')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Resend Email (60)' })).toBeDisabled();
    await tick(1000);
    expect(screen.getByRole('button', { name: 'Resend Email (59)' })).toBeDisabled();
    await tick(59_000);
    const resend = screen.getByRole('button', { name: 'Resend Email' });
    expect(resend).toBeEnabled();

    const codesBefore = Object.keys(demoDb().verificationCodes).length;
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend Email (60)' })).toBeDisabled();
    expect(Object.keys(demoDb().verificationCodes).length).toBe(codesBefore + 1);
  });

  it('checks every second and goes to the home page once the e-mail is verified', async () => {
    await registerUnverified();
    const { router } = await renderApp('/verify-email', { fakeTimers: true });
    await findPageHeading('Verify your Email Address');
    await tick(1000);
    expect(router.state.location.pathname).toBe('/verify-email');

    // The person opens the link in their e-mail on another device.
    const account = demoDb().accounts.find((a) => a.email === 'meera@example.com');
    if (account) account.emailVerified = true;

    await tick(1000);
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('completes a demo verification through the link shown in place of the e-mail', async () => {
    await registerUnverified();
    const { user, router } = await renderApp('/verify-email', { fakeTimers: true });
    await findPageHeading('Verify your Email Address');
    await user.click(screen.getByRole('link', { name: 'Verify my e-mail address' }));
    await tick(1000);
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(demoDb().accounts.find((a) => a.email === 'meera@example.com')?.emailVerified).toBe(true);
  });

  it('says so when a verification link is no longer valid', async () => {
    await registerUnverified();
    await renderApp('/verify-email?mode=verifyEmail&oobCode=used-or-made-up', { fakeTimers: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has expired or was already used. Please send a new one.',
    );
  });

  it('asks a signed-out visitor to log in first', async () => {
    await renderApp('/verify-email', { fakeTimers: true });
    await findPageHeading('Verify your Email Address');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fverify-email',
    );
    expect(screen.queryByRole('button', { name: /Resend Email/ })).not.toBeInTheDocument();
  });
});
