import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../utils/render';
import { sundayFromToday } from '../utils/requests';

describe('the request forms in Kannada and Hindi', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the appointment form in Kannada, with its checks in Kannada', async () => {
    const { user } = await renderApp('/kn/Appoinment');
    await findPageHeading('ವೈದ್ಯರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್');
    expect(screen.getByRole('heading', { level: 2, name: 'ಅಥವಾ ನಿಮಗೆ ಬೇಕಾದ ದಿನವನ್ನು ತಿಳಿಸಿ' })).toBeInTheDocument();
    // The open weekdays in Kannada (the seed: Monday to Saturday).
    expect(screen.getByText(/ನಾವು ಸೋಮವಾರದಿಂದ ಶನಿವಾರದವರೆಗೆ ತೆರೆದಿರುತ್ತೇವೆ\./)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'ರೋಗಿಯ ಹೆಸರು' });
    const phone = screen.getByRole('textbox', { name: 'ಫೋನ್ ಸಂಖ್ಯೆ' });
    expect(phone).toHaveAccessibleDescription('ಭಾರತೀಯ ಅಥವಾ ಅಂತರರಾಷ್ಟ್ರೀಯ, ಉದಾ. 98450 12345 ಅಥವಾ +91 98450 12345.');
    const date = screen.getByLabelText('ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ದಿನಾಂಕ');

    await user.click(screen.getByRole('button', { name: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ' }));
    expect(name).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ರೋಗಿಯ ಹೆಸರನ್ನು ನಮೂದಿಸಿ.');
    expect(screen.getByRole('textbox', { name: 'ರೋಗಿಯ ಇ-ಮೇಲ್' })).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.');
    expect(phone).toHaveAccessibleDescription(/ದಯವಿಟ್ಟು ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ\./);
    expect(date).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ದಿನಾಂಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ.');

    await user.type(date, sundayFromToday(1));
    expect(date).toHaveAccessibleDescription('ಪ್ರತಿ ಭಾನುವಾರ ಕ್ಲಿನಿಕ್ ಮುಚ್ಚಿರುತ್ತದೆ. ದಯವಿಟ್ಟು ಬೇರೆ ದಿನವನ್ನು ಆಯ್ಕೆಮಾಡಿ.');
  });

  it('shows the contact form in Hindi, with the spec’s messages in Hindi', async () => {
    const { user } = await renderApp('/hi/contact');
    await findPageHeading('हमें संदेश भेजें');
    for (const label of ['आपका नाम', 'आपका ई-मेल', 'विषय', 'संदेश']) expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    expect(screen.getByRole('link', { name: /^Google Maps में खोलें/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कृपया हर खाने में जानकारी भरें');

    await user.type(screen.getByRole('textbox', { name: 'आपका नाम' }), 'Lakshmi Iyer');
    await user.type(screen.getByRole('textbox', { name: 'आपका ई-मेल' }), 'lakshmi');
    await user.type(screen.getByRole('textbox', { name: 'विषय' }), 'Bill for July');
    await user.type(screen.getByRole('textbox', { name: 'संदेश' }), 'Could you resend my invoice?');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByRole('textbox', { name: 'आपका ई-मेल' })).toHaveAccessibleDescription('कृपया name@example.com जैसा सही ई-मेल पता लिखें।');
    expect(screen.getByText(/^हम ये जानकारी केवल आपके संदेश का जवाब देने के लिए इस्तेमाल करते हैं।/)).toBeInTheDocument();
  });

  it('labels even the hidden anti-spam field in the page’s language (a screen reader can reach it)', async () => {
    await renderApp('/kn/Appoinment');
    await findPageHeading('ವೈದ್ಯರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.labels?.[0]).toHaveTextContent(/^ಇದನ್ನು ಖಾಲಿ ಬಿಡಿ$/);

    await renderApp('/hi/contact');
    await findPageHeading('हमें संदेश भेजें');
    const hindiTrap = [...document.querySelectorAll<HTMLInputElement>('input[name="website"]')].at(-1);
    expect(hindiTrap?.labels?.[0]).toHaveTextContent(/^इसे खाली छोड़ें$/);
  });
});
