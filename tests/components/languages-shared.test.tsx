import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinicToday, WEEKDAYS } from '../../src/lib/openingHours';
import { seedDoctors } from '../../src/seed';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { demoDb } from '../../src/services/demo/store';
import type { ClinicHours } from '../../src/types';
import { findPageHeading, renderApp } from '../utils/render';

/** Open every day round the clock except today, a holiday: the status line does not depend on when the test runs. */
const roundTheClockButToday = () =>
  hoursFields({
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '23:59' }])) as ClinicHours['weekly'],
    closures: [{ date: clinicToday(), reason: 'Diwali' }],
  });

const weekRow = (day: string) => screen.getByText(day, { selector: 'dt' }).nextElementSibling;

describe('the shared parts of the site in Kannada and Hindi', () => {
  it('lists the doctors in Kannada under /kn/: a translated profile in Kannada, the other in English marked "Not yet translated"', async () => {
    await renderApp('/kn/OurDoctors');
    await findPageHeading('ನಮ್ಮ ಶ್ರೇಷ್ಠ ವೈದ್ಯರು');
    const [translated, untranslated] = seedDoctors;
    const cardOf = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('article') as HTMLElement;

    const card = await cardOf(translated.name);
    const kannada = translated.translations!.kn!;
    expect(card).toHaveTextContent(`ಮಾತನಾಡುವ ಭಾಷೆಗಳು: ${kannada.languages.join(', ')}`);
    expect(within(card).getByText(kannada.languages.join(', '))).not.toHaveAttribute('lang');
    const specialities = within(card).getByRole('list', { name: 'ವಿಶೇಷತೆಗಳು' });
    expect(
      within(specialities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(kannada.specialities);
    // The qualifications stay as on the registration certificate, marked as English.
    expect(within(card).getByText(translated.qualifications)).toHaveAttribute('lang', 'en');
    expect(within(card).queryByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ')).toBeNull();
    expect(within(card).getByRole('link', { name: translated.name })).toHaveAttribute('href', `/kn/doctors/${translated.id}`);

    const other = await cardOf(untranslated.name);
    expect(within(other).getByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ')).toBeInTheDocument();
    expect(within(other).getByText(untranslated.languages.join(', '))).toHaveAttribute('lang', 'en');
    expect(within(other).getByRole('list', { name: 'ವಿಶೇಷತೆಗಳು' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/Our Great Doctors|Speaks/)).toBeNull();
  });

  it('shows the opening hours on Find Us in Hindi: the days, the times and whether the clinic is open', async () => {
    demoDb().clinicHours = roundTheClockButToday();
    await renderApp('/hi/Location');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'खुलने का समय' })).toBeInTheDocument();
    for (const day of ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार']) {
      expect(within(main).getByText(day, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(within(main).queryByText('Monday', { selector: 'dt' })).toBeNull();
    expect(weekRow('सोमवार')).toHaveTextContent(/^रात 12 – रात 11:59$/);
    expect(await within(main).findByText(/^आज बंद है \(Diwali\) · कल रात 12 बजे खुलेगा$/)).toHaveClass('open-status');
    expect(within(main).getByRole('button', { name: 'नक्शा खोलें' })).toBeInTheDocument();
    expect(within(main).getByText(/यह नक्शा Google Maps दिखाता है/)).toBeInTheDocument();
  });

  it('names the days of the week in Kannada', async () => {
    await renderApp('/kn/Location');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'ತೆರೆದಿರುವ ಸಮಯ' })).toBeInTheDocument();
    for (const day of ['ಸೋಮವಾರ', 'ಮಂಗಳವಾರ', 'ಬುಧವಾರ', 'ಗುರುವಾರ', 'ಶುಕ್ರವಾರ', 'ಶನಿವಾರ', 'ಭಾನುವಾರ']) {
      expect(within(main).getByText(day, { selector: 'dt' })).toBeInTheDocument();
    }
    // The seed keeps Sundays closed.
    expect(within(main).getByText('ಭಾನುವಾರ', { selector: 'dt' }).nextElementSibling).toHaveTextContent('ರಜೆ');
    expect(within(main).getByRole('button', { name: 'ನಕ್ಷೆ ತೆರೆಯಿರಿ' })).toBeInTheDocument();
  });
});
