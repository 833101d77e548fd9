import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const header = () => screen.getByRole('banner');

async function openLogin(path = '/login') {
  const view = await renderApp(path);
  await findPageHeading('Login');
  return view;
}

describe('Login page', () => {
  it('has required e-mail and password fields, Login, Login with Google, and links to reset and register', async () => {
    await openLogin();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/reset');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('asks for both fields instead of calling the server with blanks', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), '   ');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your e-mail and password.');
  });

  it('explains a wrong password in plain words, without the Firebase code, and keeps the e-mail', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), 'patient@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not right. Please check them and try again.');
    expect(document.body).not.toHaveTextContent('auth/');
    expect(screen.getByLabelText('E-mail')).toHaveValue('patient@clinic.test');
    expect(within(header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs in and goes to the home page, where the header shows Logout', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), 'patient@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'patient1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await within(header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('disables Login while signing in, so a double click signs in once', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), 'patient@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'patient1234');
    const button = screen.getByRole('button', { name: 'Login' });
    await user.dblClick(button);
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
  });

  it('returns to the page named in ?redirect= after signing in', async () => {
    const { user, router } = await openLogin('/login?redirect=%2FLocation');
    await user.type(screen.getByLabelText('E-mail'), 'patient@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'patient1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findPageHeading('Find Us')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Location');
  });

  it('never redirects to another site', async () => {
    const { user, router } = await openLogin('/login?redirect=%2F%2Fevil.example%2Fphish');
    await user.type(screen.getByLabelText('E-mail'), 'patient@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'patient1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs in with Google', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    expect(await within(header()).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends a signed-in user to the home page', async () => {
    await signInAs('patient');
    const { router } = await renderApp('/login');
    expect(await findPageHeading(/healthy, quality life/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the admin dropdown after an admin logs in', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('E-mail'), 'admin@clinic.test');
    await user.type(screen.getByLabelText('Password'), 'admin1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(header()).findByRole('button', { name: /Admin/ })).toBeInTheDocument();
  });
});
