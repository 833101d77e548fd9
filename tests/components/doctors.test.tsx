import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedDoctors } from '../../src/seed';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const physicians = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .filter((data) => data['@type'] === 'Physician');

describe("The doctors' pages", () => {
  it('/OurDoctors lists each doctor under a level-2 heading (no level skipped) and describes them as Physicians', async () => {
    await renderApp('/OurDoctors');
    await findPageHeading('Our Great Doctors');
    for (const doctor of seedDoctors) {
      expect(await screen.findByRole('heading', { level: 2, name: doctor.name })).toBeInTheDocument();
    }
    expect(physicians().map((p) => p.name)).toEqual(seedDoctors.map((d) => d.name));
    // Above the fold on their own page: the first photo is fetched first, none waits to be scrolled to.
    const [first, second] = screen.getAllByRole('img', { name: /Portrait of/ });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(second).not.toHaveAttribute('loading');
    expect(screen.queryByRole('link', { name: 'Add a doctor' })).not.toBeInTheDocument();
  });

  it("a doctor's page shows the registration with its council, languages and hours, and a way to book", async () => {
    const [doctor] = seedDoctors;
    await renderApp(`/doctors/${doctor.id}`);
    await findPageHeading(doctor.name);
    const facts = screen.getByText('Registration').closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent(`No. ${doctor.registrationNumber}, ${doctor.registrationCouncil}`);
    expect(facts).toHaveTextContent(doctor.languages.join(', '));
    expect(facts).toHaveTextContent(doctor.consultingHours);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request an appointment' })).toHaveAttribute('href', '/Appoinment');
    expect(physicians()).toEqual([
      expect.objectContaining({
        knowsLanguage: doctor.languages,
        identifier: expect.objectContaining({ value: doctor.registrationNumber }),
      }),
    ]);
    expect(document.title).toContain(doctor.name);
  });

  it('a doctor who is gone reads as "Doctor not found", kept out of search results', async () => {
    demoDb().doctors = [];
    await renderApp('/doctors/dr-ananya-iyer');
    expect(await findPageHeading('Doctor not found')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });

  it('the editor refuses a profile without its registration and keeps what was typed', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/adddoctor');
    await findPageHeading('Add Doctor');
    await user.type(screen.getByLabelText('Name'), 'Dr. Meera Shah');
    await user.type(screen.getByLabelText('Qualifications'), 'MBBS');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Registration number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Registration council')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Dr. Meera Shah');
    expect(demoDb().doctors).toHaveLength(seedDoctors.length);
  });
});
