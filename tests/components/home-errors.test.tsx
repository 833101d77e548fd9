import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DemoFaqs from '../../src/services/demo/faqs';
import type * as DemoServices from '../../src/services/demo/medicalServices';
import { findPageHeading, renderApp } from '../utils/render';

// Only the list reads fail; the rest of each module (the editors' reads and writes) stays.
vi.mock('@services/faqs', async (importOriginal) => ({
  ...(await importOriginal<typeof DemoFaqs>()),
  listFaqs: () => Promise.reject(new Error('permission-denied')),
}));
vi.mock('@services/medicalServices', async (importOriginal) => ({
  ...(await importOriginal<typeof DemoServices>()),
  listMedicalServices: () => Promise.reject(new Error('unavailable')),
}));

describe('Home page when the backend fails', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => consoleError.mockClear());

  it("shows 'Failed to retrieve FAQs.' and logs the error", async () => {
    await renderApp('/home');
    expect(await screen.findByText('Failed to retrieve FAQs.')).toHaveAttribute('role', 'alert');
    expect(consoleError).toHaveBeenCalledWith('Failed to retrieve FAQs.', expect.any(Error));
  });

  it('explains that the services could not be loaded instead of leaving a blank area', async () => {
    await renderApp('/home');
    await findPageHeading(/healthy, quality life/);
    expect(await screen.findByText(/We could not load our services just now/)).toBeInTheDocument();
  });
});
