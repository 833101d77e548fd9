import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../utils/render';

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('shows the tagline and four social links that open safely in a new tab', async () => {
    await renderApp('/home');
    expect(within(footer()).getByText('We Help Patients Live a Healthy Quality Life')).toBeInTheDocument();
    const socials = within(footer()).getAllByRole('link', { name: /opens in a new tab/ });
    expect(socials.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Sanjeevani on Facebook (opens in a new tab)',
      'Sanjeevani on Instagram (opens in a new tab)',
      'Sanjeevani on WhatsApp (opens in a new tab)',
      'Sanjeevani on YouTube (opens in a new tab)',
    ]);
    for (const link of socials) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has Quick Links and "I want to" links to the right pages', async () => {
    await renderApp('/home');
    const quick = within(footer()).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/home'],
      ['Appointment', '/Appoinment'],
      ['Services', '/medicalservices'],
      ['Contact', '/contact'],
      ['Blog', '/CBlog'],
    ]);
    const iWantTo = within(footer()).getByRole('navigation', { name: 'I want to' });
    expect(
      within(iWantTo)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Find a Doctor', '/doctors'],
      ['Request an Appointment', '/Appoinment'],
      ['Get an opinion', '/contact'],
    ]);
  });

  it('follows a footer link', async () => {
    const { user } = await renderApp('/home');
    await user.click(within(footer()).getByRole('link', { name: 'Find a Doctor' }));
    expect(await findPageHeading('Our Great Doctors')).toBeInTheDocument();
  });

  it('gives the Bengaluru address with a callable phone number and an e-mail link', async () => {
    await renderApp('/home');
    const address = footer().querySelector('address');
    expect(address).not.toBeNull();
    expect(address).toHaveTextContent(/Koramangala, Bengaluru 560095/);
    expect(within(address as HTMLElement).getByRole('link', { name: '+91 80 4123 5678' })).toHaveAttribute('href', 'tel:+918041235678');
    expect(within(address as HTMLElement).getByRole('link', { name: 'care@sanjeevani-clinic.example' })).toHaveAttribute(
      'href',
      'mailto:care@sanjeevani-clinic.example',
    );
  });
});
