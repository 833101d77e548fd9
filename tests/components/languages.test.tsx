import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render';

describe('the site in Kannada and Hindi', () => {
  it('shows the header and footer in Kannada under /kn/, with links that stay in Kannada', async () => {
    await renderApp('/kn/home');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'ಸೇವೆಗಳು' })).toHaveAttribute('href', '/kn/medicalservices');
    expect(within(banner).getByRole('link', { name: 'ಲಾಗಿನ್' })).toHaveAttribute('href', '/kn/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'ತ್ವರಿತ ಕೊಂಡಿಗಳು' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'ಗೌಪ್ಯತಾ ಸೂಚನೆ' })).toHaveAttribute('href', '/kn/privacy');
  });

  it('offers the same page in each language as real links, the current one marked', async () => {
    await renderApp('/hi/CBlog');
    const switcher = screen.getByRole('navigation', { name: 'साइट की भाषा' });
    expect(within(switcher).getByRole('link', { name: 'ಕನ್ನಡ' })).toHaveAttribute('href', '/kn/CBlog');
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/CBlog');
    expect(within(switcher).queryByRole('link', { name: 'हिन्दी' })).toBeNull();
    expect(within(switcher).getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
  });

  it('keeps English at the spec’s addresses, with the switcher leading to /kn/ and /hi/', async () => {
    await renderApp('/home');
    const switcher = screen.getByRole('navigation', { name: 'Site language' });
    expect(within(switcher).getByRole('link', { name: 'ಕನ್ನಡ' })).toHaveAttribute('href', '/kn/home');
    expect(within(switcher).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/home');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/medicalservices');
  });
});
