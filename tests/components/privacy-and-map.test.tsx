import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { TRANSLATED_LOCALES } from '../../src/config/locales';
import { REQUEST_RETENTION_MONTHS } from '../../src/config/privacy';
import { accountMessages } from '../../src/features/account/messages';
import { whatsAppOptInMessages } from '../../src/features/bookings/whatsAppOptInMessages';
import { privacyMessages } from '../../src/features/privacy/messages';
import { loadCatalog } from '../../src/i18n/messages';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

describe('the map on request', () => {
  it.each([
    ['/Location', 'Find Us'],
    ['/contact', 'Send us a message'],
  ])('%s shows a picture and "Open the map", and loads the Google map only when pressed', async (path, heading) => {
    const { user, container } = await renderApp(path);
    await findPageHeading(heading);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the map' }));
    const map = screen.getByTitle(`Map showing ${clinic.name}, ${clinic.address.district}, ${clinic.address.city}`);
    expect(map).toHaveAttribute('src', clinic.mapEmbedUrl);
    expect(map).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open the map' })).not.toBeInTheDocument();
  });
});

describe('the privacy notice', () => {
  it('says what is collected and why, where, for how long, who sees it, the rights and the grievance contact', async () => {
    await renderApp('/privacy');
    await findPageHeading('Privacy Notice');
    for (const name of ['What we collect, and why', 'Where it is kept', 'How long', 'Who sees it', 'Your rights, and how to use them']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: 'What each part of the site collects and why' });
    for (const row of ['Appointment request', 'Contact form', 'Account', 'Comments']) {
      expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
    }
    expect(screen.getByText(new RegExp(clinic.dataLocation.replace(/[()]/g, '.')))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`then for ${REQUEST_RETENTION_MONTHS} months`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: clinic.grievance.email })).toHaveAttribute('href', `mailto:${clinic.grievance.email}`);
  });

  it('says what messages about a booking are sent, on which channel, with what consent, how to stop them and who sends them', async () => {
    await renderApp('/privacy');
    await findPageHeading('Privacy Notice');
    const table = screen.getByRole('table', { name: 'What each part of the site collects and why' });
    expect(within(table).getByRole('rowheader', { name: 'Messages about a booking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Messages about a booking' })).toBeInTheDocument();
    expect(
      screen.getByText(/a confirmation, a reminder the day before, and word if the clinic has to cancel, with the reason/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^By e-mail: always, to your account's verified e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/^On WhatsApp: only if you tick .* The box stays unticked until you tick it/)).toBeInTheDocument();
    expect(screen.getByText(/"Stop WhatsApp messages" stops them for all your bookings, and "Remove this number"/)).toBeInTheDocument();
    expect(screen.getByText(/EmailJS \(which sends our e-mails\) and Meta \(WhatsApp Business/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Your verified mobile number .*: until you remove it in My account or delete your account\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Your WhatsApp consent on a booking, .*: with the booking, and erased with it\.$/)).toBeInTheDocument();
  });

  it.each(['en', ...TRANSLATED_LOCALES] as const)(
    "quotes the booking form's box and My account's buttons as they are (%s)",
    async (locale) => {
      const [privacy, account, optIn] = await Promise.all([
        loadCatalog(privacyMessages, locale),
        loadCatalog(accountMessages, locale),
        loadCatalog(whatsAppOptInMessages, locale),
      ]);
      expect(privacy.messagesWhatsApp).toContain(`"${optIn.whatsAppLabel('…')}"`);
      expect(privacy.messagesStop).toContain(`"${account.stopWhatsApp}"`);
      expect(privacy.messagesStop).toContain(`"${account.removeNumber}"`);
    },
  );

  it('is linked from the footer of every page', async () => {
    await renderApp('/home');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it.each([
    ['/Appoinment', 'Doctor Appointment', /arrange your appointment/, false],
    ['/contact', 'Send us a message', /only to answer your message/, false],
    ['/register', 'Register', /comment on our articles/, false],
    ['/detail/walking-habit', 'The Case for a Daily 30-Minute Walk', /Comments are public, under your name/, true],
  ])('%s says in one line what its data is for, with the notice', async (path, heading, purpose, signedIn) => {
    if (signedIn) await signInAs('patient');
    await renderApp(path);
    await findPageHeading(heading);
    const line = await screen.findByText(purpose);
    expect(within(line).getByRole('link', { name: 'How we handle your data' })).toHaveAttribute('href', '/privacy');
  });
});
