import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp } from '../utils/render';
import { takeAPersonsTime } from '../utils/requests';

/**
 * The first toast after a page load, under StrictMode as `npm run dev` renders: the toast
 * container mounts on that toast, and StrictMode subscribes it twice. This file has its own
 * module state, so its first toast is the page's first.
 */
const emailJs = interceptEmailJs();

describe('the first toast of a page load, under StrictMode', () => {
  it("shows 'Please provide a value in each input field', then 'Form submitted successfully'", async () => {
    const { user } = await renderApp('/contact', { strictMode: true });
    await findPageHeading('Send us a message');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toasts).findByText('Please provide a value in each input field')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'Lakshmi Iyer');
    await user.type(screen.getByLabelText('Your e-mail'), 'lakshmi@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Bill for July');
    await user.type(screen.getByLabelText('Message'), 'Could you resend my invoice?');
    takeAPersonsTime();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(toasts).findByText('Form submitted successfully')).toBeInTheDocument();
    expect(demoDb().contactMessages).toHaveLength(1);
    expect(emailJs.bodies).toHaveLength(1);
  });
});
