import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

describe('Reset page', () => {
  it("has the 'E-mail Address' field, the send button and a Register link", async () => {
    await renderApp('/reset');
    await findPageHeading('Reset your password');
    expect(screen.getByPlaceholderText('E-mail Address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send password reset email' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it("confirms with 'Password reset link sent!'", async () => {
    const { user } = await renderApp('/reset');
    await findPageHeading('Reset your password');
    await user.type(screen.getByPlaceholderText('E-mail Address'), 'patient@clinic.test');
    await user.click(screen.getByRole('button', { name: 'Send password reset email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link sent!');
  });

  it('asks for a valid e-mail first', async () => {
    const { user } = await renderApp('/reset');
    await findPageHeading('Reset your password');
    await user.type(screen.getByPlaceholderText('E-mail Address'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send password reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    expect(screen.queryByText('Password reset link sent!')).not.toBeInTheDocument();
  });

  it('sends a signed-in user to the home page', async () => {
    await signInAs('patient');
    await renderApp('/reset');
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
  });
});
