import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { REQUEST_RETENTION_MONTHS } from '../../src/config/privacy';
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
