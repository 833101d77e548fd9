import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../../src/lib/dates';
import { formatTime } from '../../src/lib/openingHours';
import { demoDb } from '../../src/services/demo/store';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

const mail = interceptEmailJs();

/** The booking panel of the appointment page in a language: its form, named in that language. */
async function openBooking(path: string, heading: string, formName: string) {
  const view = await renderApp(path);
  await findPageHeading(heading);
  const form = await screen.findByRole('form', { name: formName });
  return { ...view, form };
}

describe('the booking panel in Kannada and Hindi', () => {
  it('offers a visitor the free times in Kannada, and asks them to log in to book', async () => {
    const { user, form } = await openBooking('/kn/Appoinment', 'ವೈದ್ಯರ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್', 'ಸಮಯ ಬುಕ್ ಮಾಡಿ');
    const doctor = within(form).getByRole('combobox', { name: 'ವೈದ್ಯರು' });
    expect(within(doctor).getAllByRole('option')[0]).toHaveTextContent('ಯಾವುದೇ ವೈದ್ಯರು');
    await user.selectOptions(doctor, 'Dr. Ananya Iyer');

    const days = within(form).getByRole('group', { name: 'ದಿನ' });
    const [firstDay] = within(days).getAllByRole('button');
    expect(firstDay).toHaveTextContent(/\d+ ಖಾಲಿ$/);
    expect(within(form).getByRole('button', { name: 'ಮುಂದಿನ ದಿನಗಳನ್ನು ತೋರಿಸಿ' })).toBeInTheDocument();
    await user.click(firstDay);

    const times = within(form).getByRole('group', { name: /^.+ ರಂದು ಖಾಲಿ ಸಮಯಗಳು$/ });
    // The day in Kannada, as Intl writes it ("ಬುಧವಾರ, ನವೆಂಬರ್ 25, 2026").
    expect(times).toHaveAccessibleName(expect.stringMatching(/ವಾರ, /));
    await user.click(within(times).getAllByRole('button')[0]);

    expect(within(form).getByRole('link', { name: 'ಲಾಗಿನ್ ಮಾಡಿ' })).toHaveAttribute('href', '/kn/login?redirect=%2FAppoinment');
    expect(within(form).getByRole('link', { name: 'ನೋಂದಾಯಿಸಿ' })).toHaveAttribute('href', '/kn/register');
    expect(within(form).getByText(/Dr\. Ananya Iyer ಅವರ ಬಳಿ ಬುಕ್ ಮಾಡಲು, ದಯವಿಟ್ಟು/)).toBeInTheDocument();
  });

  it('a patient books in Hindi: the checks, the Book button and the confirmation are in Hindi; the clinic’s e-mail stays English', async () => {
    await signInAs('patient');
    const { user, form } = await openBooking('/hi/Appoinment', 'डॉक्टर अपॉइंटमेंट', 'समय बुक करें');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'डॉक्टर' }), 'Dr. Ananya Iyer');
    await user.click(within(within(form).getByRole('group', { name: 'दिन' })).getAllByRole('button')[0]);
    const times = within(form).getByRole('group', { name: /को खाली समय$/ });
    const time = within(times).getAllByRole('button')[0];
    const timeText = time.textContent!;
    await user.click(time);

    const name = await within(form).findByRole('textbox', { name: 'मरीज़ का नाम' });
    const phone = within(form).getByRole('textbox', { name: 'फ़ोन नंबर' });
    expect(phone).toHaveAccessibleDescription('अगर डॉक्टर को देर हो या वे उपलब्ध न हों, तो क्लिनिक इस नंबर पर फ़ोन करता है।');
    await user.clear(name);
    const book = within(form).getByRole('button', { name: `Dr. Ananya Iyer के साथ ${timeText} बुक करें` });
    await user.click(book);
    expect(await within(form).findByText('कृपया मरीज़ का नाम लिखें।')).toBeVisible();

    await user.type(name, 'Arjun Mehta');
    await user.type(phone, '98450 12345');
    await user.click(book);
    expect(await screen.findByRole('heading', { name: 'आपका अपॉइंटमेंट बुक हो गया है' })).toBeVisible();
    const [stored] = demoDb().bookings;
    const summary = screen.getByText(/^Arjun Mehta, Dr\. Ananya Iyer के साथ/);
    expect(summary).toHaveTextContent(`${formatCalendarDay(stored.date, 'hi-IN')}, ${formatTime(stored.time)} (भारतीय समय)`);
    expect(summary).toHaveTextContent(`आपका रेफ़रेंस नंबर: ${stored.id}।`);
    expect(screen.getByRole('link', { name: 'मेरे अपॉइंटमेंट' })).toHaveAttribute('href', '/hi/my-requests');
    expect(screen.getByRole('link', { name: 'कैलेंडर में जोड़ें (.ics)' })).toBeInTheDocument();
    expect(decodeURIComponent(screen.getByRole('link', { name: /^WhatsApp पर भी भेजें/ }).getAttribute('href')!)).toContain(
      `रेफ़रेंस नंबर: ${stored.id}`,
    );
    expect(screen.getByRole('button', { name: 'कोई और समय बुक करें' })).toBeInTheDocument();

    // The clinic's e-mail template is English, whatever the patient's language.
    await waitFor(() => expect(mail.bodies).toHaveLength(1));
    expect(mail.bodies[0].template_params.appointmentDate).toContain(
      `${formatCalendarDay(stored.date)} at ${formatTime(stored.time)} with Dr. Ananya Iyer`,
    );
  });
});

describe('the front desk in Kannada', () => {
  it('shows the day’s bookings, the free times and the checks in Kannada', async () => {
    await signInAs('admin');
    await renderApp('/kn/admin/appointments');
    await findPageHeading('ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ಗಳು');
    expect(await screen.findByRole('heading', { level: 2, name: 'ಗಮನ ಬೇಕಾದವು' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಹಿಂದಿನ ದಿನ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಮುಂದಿನ ದಿನ' })).toBeInTheDocument();
    expect(screen.getByText(/\(ಇಂದು\)$/)).toBeInTheDocument();
    const doctor = await screen.findByRole('region', { name: 'Dr. Ananya Iyer' });
    expect(within(doctor).getByRole('heading', { level: 3, name: 'ಖಾಲಿ ಸಮಯಗಳು' })).toBeInTheDocument();
  });
});
