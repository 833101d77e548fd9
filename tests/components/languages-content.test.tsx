import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoDb } from '../../src/services/demo/store';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/** The clinic's content in Kannada and Hindi: written by admins beside the English, shown on those pages. */
describe('content in Kannada and Hindi', () => {
  it('an admin adds a Kannada answer to an FAQ, and the Kannada home page shows it; the English stays', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/updateFaq/insurance');
    await findPageHeading('Update FAQ');
    const kannada = screen.getByRole('group', { name: 'ಕನ್ನಡ (optional)' });
    await user.type(within(kannada).getByLabelText('Question (ಕನ್ನಡ)'), 'ಆರೋಗ್ಯ ವಿಮೆ ಸ್ವೀಕರಿಸುತ್ತೀರಾ?');
    await user.type(within(kannada).getByLabelText('Answer (ಕನ್ನಡ)'), 'ಹೌದು, ಹೆಚ್ಚಿನ ವಿಮಾ ಕಂಪನಿಗಳದ್ದು.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('FAQ updated successfully')).toBeInTheDocument();
    expect(demoDb().faqs.find((faq) => faq.id === 'insurance')?.translations).toEqual({
      kn: { title: 'ಆರೋಗ್ಯ ವಿಮೆ ಸ್ವೀಕರಿಸುತ್ತೀರಾ?', description: 'ಹೌದು, ಹೆಚ್ಚಿನ ವಿಮಾ ಕಂಪನಿಗಳದ್ದು.' },
    });
    cleanup();

    const kn = await renderApp('/kn/home');
    const question = await screen.findByRole('button', { name: 'ಆರೋಗ್ಯ ವಿಮೆ ಸ್ವೀಕರಿಸುತ್ತೀರಾ?' });
    await kn.user.click(question);
    expect(screen.getByText('ಹೌದು, ಹೆಚ್ಚಿನ ವಿಮಾ ಕಂಪನಿಗಳದ್ದು.')).toBeVisible();
    // An FAQ nobody translated yet: in English, as English for screen readers, and marked.
    const untranslated = await screen.findByRole('button', { name: 'Does acupuncture hurt?' });
    expect(untranslated.querySelector('[lang="en"]')).not.toBeNull();
    expect(screen.getAllByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ').length).toBeGreaterThan(0);
    cleanup();

    await renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Do you accept health insurance?' })).toBeInTheDocument();
    expect(screen.queryByText('Not yet translated')).toBeNull();
  });

  it('refuses half a translation, saying which fields, and keeps everything typed', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/addservice');
    await findPageHeading(/service/i);
    await user.type(screen.getByLabelText('Service name'), 'Physiotherapy');
    await user.type(screen.getByLabelText('Description'), 'Exercises for back and knee pain.');
    const hindi = screen.getByRole('group', { name: 'हिन्दी (optional)' });
    await user.type(within(hindi).getByLabelText('Service name (हिन्दी)'), 'फ़िज़ियोथेरेपी');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(hindi).findByText('Fill in both fields for this language, or leave both empty.')).toBeInTheDocument();
    expect(within(hindi).getByLabelText('Service name (हिन्दी)')).toHaveValue('फ़िज़ियोथेरेपी');
    expect(demoDb().medicalServices.some((service) => service.title === 'Physiotherapy')).toBe(false);
  });

  it('an admin writes a post in Kannada; its Kannada page shows it, unmarked and indexable', async () => {
    await signInAs('admin');
    const { user } = await renderApp('/update/diabetes-plate');
    await findPageHeading('Update Blog');
    const kannada = await screen.findByRole('group', { name: 'ಕನ್ನಡ (optional)' });
    await user.type(within(kannada).getByLabelText('Title (ಕನ್ನಡ)'), 'ಮಧುಮೇಹಕ್ಕೆ ಸರಿಯಾದ ತಟ್ಟೆ');
    await user.type(within(kannada).getByLabelText('Description (ಕನ್ನಡ)'), 'ಅರ್ಧ ತಟ್ಟೆ ತರಕಾರಿ.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
    cleanup();

    await renderApp('/kn/detail/diabetes-plate');
    expect(await findPageHeading('ಮಧುಮೇಹಕ್ಕೆ ಸರಿಯಾದ ತಟ್ಟೆ')).toBeInTheDocument();
    expect(screen.getByText('ಅರ್ಧ ತಟ್ಟೆ ತರಕಾರಿ.')).toBeInTheDocument();
    expect(screen.queryByText('ಇನ್ನೂ ಅನುವಾದವಾಗಿಲ್ಲ')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang'))).toEqual([
      'en',
      'kn',
      'x-default',
    ]);
  });
});
