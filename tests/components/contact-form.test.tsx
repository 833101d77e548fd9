import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DemoRequests from '../../src/services/demo/requests';
import { demoDb } from '../../src/services/demo/store';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp } from '../utils/render';
import { takeAPersonsTime } from '../utils/requests';

const failures = vi.hoisted(() => ({ store: false }));
vi.mock('@services/requests', async (importOriginal) => {
  const original = await importOriginal<typeof DemoRequests>();
  return {
    ...original,
    createContactMessage: (...args: Parameters<typeof original.createContactMessage>) =>
      failures.store ? Promise.reject(new Error('unavailable')) : original.createContactMessage(...args),
  };
});

const emailJs = interceptEmailJs();

async function openContact() {
  const view = await renderApp('/contact');
  await findPageHeading('Send us a message');
  return view;
}

async function fillContact(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {},
) {
  const v = {
    name: 'Lakshmi Iyer',
    email: 'lakshmi@example.com',
    subject: 'Bill for July',
    message: 'Could you resend my invoice?',
    ...values,
  };
  if (v.name) await user.type(screen.getByLabelText('Your name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Your e-mail'), v.email);
  if (v.subject) await user.type(screen.getByLabelText('Subject'), v.subject);
  if (v.message) await user.type(screen.getByLabelText('Message'), v.message);
  takeAPersonsTime();
}

describe('Contact form', () => {
  afterEach(() => {
    failures.store = false;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('has name, e-mail, subject and message, all required', async () => {
    await openContact();
    for (const label of ['Your name', 'Your e-mail', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Your e-mail')).toHaveAttribute('type', 'email');
  });

  it("asks for every field with 'Please provide a value in each input field' (whitespace counts as empty)", async () => {
    const { user } = await openContact();
    await fillContact(user, { subject: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please provide a value in each input field')).toBeInTheDocument();
    expect(demoDb().contactMessages).toHaveLength(0);
    expect(emailJs.bodies).toHaveLength(0);
  });

  it('refuses a malformed e-mail, keeping the text', async () => {
    const { user } = await openContact();
    await fillContact(user, { email: 'lakshmi@example' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    expect(screen.getByLabelText('Message')).toHaveValue('Could you resend my invoice?');
    expect(demoDb().contactMessages).toHaveLength(0);
  });

  it("stores the message, e-mails it through EmailJS, says 'Form submitted successfully' and clears the form", async () => {
    const { user } = await openContact();
    await fillContact(user, { name: '  Lakshmi Iyer  ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();

    expect(emailJs.bodies).toEqual([
      expect.objectContaining({
        service_id: 'service_clinic',
        template_id: 'template_contact',
        user_id: 'public_key_123',
        template_params: {
          from_name: 'Lakshmi Iyer',
          from_email: 'lakshmi@example.com',
          subject: 'Bill for July',
          message: 'Could you resend my invoice?',
        },
      }),
    ]);
    expect(demoDb().contactMessages).toEqual([
      expect.objectContaining({ name: 'Lakshmi Iyer', subject: 'Bill for July', status: 'new', mailStatus: 'sent' }),
    ]);
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('still succeeds when the e-mail fails, and marks the stored message as not e-mailed', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    emailJs.failWith = 500;
    const { user } = await openContact();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(emailJs.bodies).toHaveLength(1);
    expect(demoDb().contactMessages[0]).toMatchObject({ mailStatus: 'failed' });
    expect(consoleError).toHaveBeenCalledWith('[mail] The contact e-mail could not be sent', expect.anything());
  });

  it("fails with 'An error occurred while submitting the form' only when it cannot be stored, and keeps every field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failures.store = true;
    const { user } = await openContact();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('An error occurred while submitting the form')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Lakshmi Iyer');
    expect(screen.getByLabelText('Message')).toHaveValue('Could you resend my invoice?');
    expect(emailJs.bodies).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends one message from a double click', async () => {
    const { user } = await openContact();
    await fillContact(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(demoDb().contactMessages).toHaveLength(1);
    expect(emailJs.bodies).toHaveLength(1);
  });

  it('treats markup and emoji as text', async () => {
    const { user } = await openContact();
    await fillContact(user, { message: '<script>alert(1)</script> Thank you 🙏' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(demoDb().contactMessages[0].message).toBe('<script>alert(1)</script> Thank you 🙏');
    expect(emailJs.bodies[0].template_params.message).toBe('<script>alert(1)</script> Thank you 🙏');
  });

  it('stores the message and says so plainly in the console when EmailJS is not configured', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '');
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openContact();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(emailJs.bodies).toHaveLength(0);
    expect(demoDb().contactMessages[0]).toMatchObject({ mailStatus: 'not-configured' });
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('EmailJS is not configured'));
  });
});
