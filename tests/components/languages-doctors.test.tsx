import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../src/config/site';
import { formatCalendarDay } from '../../src/lib/dates';
import { seedDoctors } from '../../src/seed';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { demoDb } from '../../src/services/demo/store';
import { clinic } from '../../src/config/clinic';
import { openDayFromToday } from '../utils/dates';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

// Dr. Iyer's profile has a Kannada and a Hindi version in the seed; Dr. Kulkarni's has none.
const [translated, untranslated] = seedDoctors;
const NOT_TRANSLATED_KN = 'ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ';

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const alternates = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

describe("doctors' profiles and closures in Kannada and Hindi", () => {
  it('shows a translated profile in Kannada, indexed and naming its three versions', async () => {
    await renderApp(`/kn/doctors/${translated.id}`);
    await findPageHeading(translated.name);
    const kannada = translated.translations!.kn!;
    const main = screen.getByRole('main');
    expect(within(main).getByText(kannada.bio)).not.toHaveAttribute('lang');
    const facts = main.querySelector('dl') as HTMLElement;
    expect(facts).toHaveTextContent(kannada.languages.join(', '));
    expect(facts).toHaveTextContent(kannada.consultingHours);
    // The qualifications are as on the registration certificate: English, marked so.
    expect(within(main).getByText(translated.qualifications)).toHaveAttribute('lang', 'en');
    expect(within(main).queryByText(NOT_TRANSLATED_KN)).toBeNull();
    expect(robots()).toBeNull();
    expect(alternates()).toEqual([
      ['en', absoluteUrl(`/doctors/${translated.id}`)],
      ['kn', absoluteUrl(`/kn/doctors/${translated.id}`)],
      ['hi', absoluteUrl(`/hi/doctors/${translated.id}`)],
      ['x-default', absoluteUrl(`/doctors/${translated.id}`)],
    ]);
  });

  it('shows a profile not yet in Hindi in English, marked so, in English for screen readers, and out of search results', async () => {
    await renderApp(`/hi/doctors/${untranslated.id}`);
    await findPageHeading(untranslated.name);
    const main = screen.getByRole('main');
    expect(within(main).getByText('अभी अनुवाद नहीं हुआ')).toBeInTheDocument();
    expect(within(main).getByText(untranslated.bio)).toHaveAttribute('lang', 'en');
    expect(within(main).getByText(untranslated.consultingHours)).toHaveAttribute('lang', 'en');
    expect(robots()).toBe('noindex');
    expect(alternates()).toEqual([]);
  });

  it('a profile with nothing to translate (no specialities, languages, hours or biography) is whole in every language', async () => {
    demoDb().doctors = [{ ...untranslated, specialities: [], languages: [], consultingHours: '', bio: '' }];
    await renderApp(`/kn/doctors/${untranslated.id}`);
    await findPageHeading(untranslated.name);
    expect(screen.queryByText(NOT_TRANSLATED_KN)).toBeNull();
    expect(robots()).toBeNull();
    expect(alternates().map(([lang]) => lang)).toEqual(['en', 'kn', 'hi', 'x-default']);
  });

  it('an admin writes a Kannada profile: the editor says where it does not match the English, then the Kannada page shows it', async () => {
    await signInAs('admin');
    const { user } = await renderApp(`/updatedoctor/${untranslated.id}`);
    await findPageHeading('Update Doctor');
    const bio = 'ಡಾ. ಕುಲಕರ್ಣಿ ಅವರು ಮಕ್ಕಳು ಮತ್ತು ವಯಸ್ಕರನ್ನು ನೋಡುತ್ತಾರೆ.';
    await user.type(await screen.findByLabelText('Short biography (ಕನ್ನಡ)'), bio);
    await user.type(screen.getByLabelText('Specialities (ಕನ್ನಡ)'), 'ಕುಟುಂಬ ವೈದ್ಯಕೀಯ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // One speciality for the English two, no languages, no hours: each field says what it needs; nothing is saved.
    expect(await screen.findByText('The ಕನ್ನಡ profile does not match the English yet: see the marked fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Specialities (ಕನ್ನಡ)')).toHaveAccessibleDescription(/List as many as in English \(2\)/);
    expect(screen.getByLabelText('Languages (ಕನ್ನಡ)')).toHaveAccessibleDescription(/List as many as in English \(3\)/);
    expect(screen.getByLabelText('Consulting hours (ಕನ್ನಡ)')).toHaveAccessibleDescription(/Write this too: the English has it\./);
    expect(screen.getByLabelText('Short biography (ಕನ್ನಡ)')).toHaveValue(bio);
    expect(screen.getByLabelText('Specialities (हिन्दी)')).toHaveValue('');
    expect(demoDb().doctors.find((d) => d.id === untranslated.id)?.translations).toBeUndefined();

    await user.type(screen.getByLabelText('Specialities (ಕನ್ನಡ)'), ', ನೋವು ನಿರ್ವಹಣೆ');
    await user.type(screen.getByLabelText('Languages (ಕನ್ನಡ)'), 'ಇಂಗ್ಲಿಷ್, ಹಿಂದಿ, ಮರಾಠಿ');
    await user.type(screen.getByLabelText('Consulting hours (ಕನ್ನಡ)'), 'ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಮಧ್ಯಾಹ್ನ 2 ರಿಂದ ಸಂಜೆ 7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Doctor updated successfully')).toBeInTheDocument();
    expect(demoDb().doctors.find((d) => d.id === untranslated.id)?.translations).toEqual({
      kn: {
        specialities: ['ಕುಟುಂಬ ವೈದ್ಯಕೀಯ', 'ನೋವು ನಿರ್ವಹಣೆ'],
        languages: ['ಇಂಗ್ಲಿಷ್', 'ಹಿಂದಿ', 'ಮರಾಠಿ'],
        consultingHours: 'ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಮಧ್ಯಾಹ್ನ 2 ರಿಂದ ಸಂಜೆ 7',
        bio,
      },
    });

    cleanup();
    await renderApp(`/kn/doctors/${untranslated.id}`);
    await findPageHeading(untranslated.name);
    expect(screen.getByText(bio)).not.toHaveAttribute('lang');
    expect(screen.queryByText(NOT_TRANSLATED_KN)).toBeNull();
    expect(robots()).toBeNull();
  });

  it('shows a closure in the reason written for the page, and the English one, marked, where there is none', async () => {
    const holiday = openDayFromToday(3);
    demoDb().clinicHours = hoursFields({
      weekly: clinic.defaultHours.weekly,
      closures: [{ date: holiday, reason: 'Diwali', translations: { kn: 'ದೀಪಾವಳಿ' } }],
    });
    await renderApp('/kn/Location');
    const main = screen.getByRole('main');
    expect(await within(main).findByText(`${formatCalendarDay(holiday, 'kn-IN')} (ದೀಪಾವಳಿ)`)).toBeInTheDocument();
    cleanup();
    await renderApp('/hi/Location');
    const hindi = await within(screen.getByRole('main')).findByText('Diwali');
    expect(hindi).toHaveAttribute('lang', 'en');
    expect(hindi.parentElement).toHaveTextContent(`${formatCalendarDay(holiday, 'hi-IN')} (Diwali)`);
  });

  it("an admin writes a closure's reason in Hindi beside the English; a blank Kannada one is not kept", async () => {
    await signInAs('admin');
    const holiday = openDayFromToday(5);
    demoDb().clinicHours = hoursFields({ weekly: clinic.defaultHours.weekly, closures: [{ date: holiday, reason: 'Holi' }] });
    const { user } = await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    const closure = await screen.findByRole('group', { name: `${formatCalendarDay(holiday)} (Holi)` });
    await user.type(within(closure).getByLabelText('Reason (हिन्दी)'), ' होली ');
    await user.type(within(closure).getByLabelText('Reason (ಕನ್ನಡ)'), '   ');
    expect(within(closure).getByLabelText('Reason (हिन्दी)')).toHaveAttribute('lang', 'hi');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Opening hours saved')).toBeInTheDocument();
    expect(demoDb().clinicHours?.closureTranslations).toEqual({ hi: { [holiday]: 'होली' } });
  });
});
