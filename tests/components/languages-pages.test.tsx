import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { findPageHeading, renderApp } from '../utils/render';

describe('pages in Kannada and Hindi', () => {
  it('shows the home page in Kannada, its links staying under /kn/', async () => {
    await renderApp('/kn/home');
    expect(await findPageHeading('ರೋಗಿಗಳು ಆರೋಗ್ಯಕರ, ಗುಣಮಟ್ಟದ ಜೀವನ ನಡೆಸಲು ನಾವು ನೆರವಾಗುತ್ತೇವೆ')).toBeInTheDocument();
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕೋರಿ' })).toHaveAttribute('href', '/kn/Appoinment');
    expect(screen.getByRole('region', { name: 'ಅಂಕಿಅಂಶಗಳಲ್ಲಿ ನಮ್ಮ ಕ್ಲಿನಿಕ್' })).toHaveTextContent('ವರ್ಷಗಳ ಅನುಭವ');
    const cards = screen.getByRole('heading', { level: 2, name: 'ಅತ್ಯುತ್ತಮ ವೈದ್ಯಕೀಯ ಸೇವೆಗಳನ್ನು ನೀಡುತ್ತಿದ್ದೇವೆ' }).closest('section') as HTMLElement;
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['ವೈದ್ಯರನ್ನು ಹುಡುಕಿ', 'ನಮ್ಮ ವಿಳಾಸ ಹುಡುಕಿ', 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಕಾಯ್ದಿರಿಸಿ']);
    expect(within(cards).getByRole('link', { name: /ನಮ್ಮ ವಿಳಾಸ ಹುಡುಕಿ/ })).toHaveAttribute('href', '/kn/Location');
    expect(screen.getByRole('link', { name: 'ನಮ್ಮ ಸೇವೆಗಳ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ' })).toHaveAttribute('href', '/kn/medicalservices');
    for (const name of ['ನಮ್ಮ ವೈದ್ಯಕೀಯ ಸೇವೆಗಳು', 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು', /ಯಾವಾಗ ಬೇಕಾದರೂ ಆನ್‌ಲೈನ್ ಚಿಕಿತ್ಸೆ ಪಡೆಯಿರಿ/]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('shows the privacy notice in Hindi, with its date in Hindi and the contacts as they are', async () => {
    await renderApp('/hi/privacy');
    expect(await findPageHeading('गोपनीयता सूचना')).toBeInTheDocument();
    for (const name of ['हम क्या जानकारी लेते हैं, और क्यों', 'जानकारी कहाँ रखी जाती है', 'कितने समय तक', 'इसे कौन देखता है', 'शिकायत अधिकारी']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const table = screen.getByRole('table', { name: 'साइट का हर हिस्सा क्या जानकारी लेता है और क्यों' });
    expect(within(table).getByRole('rowheader', { name: 'अपॉइंटमेंट का अनुरोध' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/hi/contact');
    expect(screen.getByText(/नवंबर 2026 का संस्करण/)).toBeInTheDocument();
    expect(screen.getByText(/उसके बाद 12 महीनों तक/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा खाता' })).toHaveAttribute('href', '/hi/account');
    expect(screen.getByRole('link', { name: clinic.grievance.email })).toHaveAttribute('href', `mailto:${clinic.grievance.email}`);
  });

  it('shows the login form in Kannada', async () => {
    await renderApp('/kn/login');
    expect(await findPageHeading('ಲಾಗಿನ್')).toBeInTheDocument();
    expect(screen.getByLabelText('ಇ-ಮೇಲ್')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('ಪಾಸ್‌ವರ್ಡ್')).toHaveAttribute('type', 'password');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'ಲಾಗಿನ್' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Google ಮೂಲಕ ಲಾಗಿನ್' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?' })).toHaveAttribute('href', '/kn/reset');
    expect(within(main).getByRole('link', { name: 'ನೋಂದಾಯಿಸಿ' })).toHaveAttribute('href', '/kn/register');
  });

  it('says what is missing on the login form in Kannada', async () => {
    const { user } = await renderApp('/kn/login');
    await findPageHeading('ಲಾಗಿನ್');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'ಲಾಗಿನ್' }));
    expect(await screen.findByText('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇ-ಮೇಲ್ ಮತ್ತು ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ.')).toBeInTheDocument();
  });
});
