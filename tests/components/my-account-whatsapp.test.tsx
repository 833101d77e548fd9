import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../../src/seed';
import { demoDb, saveDemoDb } from '../../src/services/demo/store';
import { storeDemoBooking } from '../utils/bookings';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/** My account → WhatsApp messages (issue 45), on the demo backend. */
const patient = seedAccounts.find((a) => a.email === 'patient@clinic.test')!;
const PATIENT_PHONE = '+919845012345';
const patientAccount = () => demoDb().accounts.find((a) => a.uid === patient.uid)!;
/** The patient's profile (users/{uid}), which keeps the proved number. */
const patientProfile = () => demoDb().users.find((u) => u.uid === patient.uid)!;
/** Who phoneOwners/{number} names, if anyone: the account that proved the number last. */
const ownerOf = (number: string) => demoDb().phoneOwners?.[number]?.uid ?? null;

/** The patient signed in with no proved number (the seed gives them one). */
async function openWithoutNumber() {
  patientProfile().whatsAppNumber = '';
  delete demoDb().phoneOwners?.[PATIENT_PHONE];
  saveDemoDb();
  return openAccount();
}

async function openAccount(path = '/account') {
  await signInAs('patient');
  const view = await renderApp(path);
  await findPageHeading(/My account|ನನ್ನ ಖಾತೆ|मेरा खाता/);
  return view;
}

const section = () => screen.getByRole('region', { name: 'WhatsApp messages' });

function storeWhatsAppBooking(time: string, changes: Parameters<typeof storeDemoBooking>[1] = {}) {
  return storeDemoBooking(
    { doctorId: 'dr-ananya-iyer', date: '2030-03-04', time, minutes: 20 },
    {
      id: `b-${time}`,
      uid: patient.uid,
      email: patient.email,
      whatsApp: { to: '+919845012345', at: new Date('2030-03-01T10:00:00Z'), notice: '2026-11-23' },
      ...changes,
    },
  );
}

describe('My account: WhatsApp messages', () => {
  it('says what WhatsApp messages are for, that e-mail continues, and links to the privacy notice', async () => {
    await openAccount();
    const region = section();
    expect(region).toHaveTextContent('the booking confirmation, a reminder the day before and word if the clinic has to cancel');
    expect(region).toHaveTextContent('E-mails about your bookings continue either way.');
    expect(within(region).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy#booking-messages');
    expect(region).toHaveTextContent('Your verified mobile number: +91 98450 12345');
  });

  it('refuses an empty, lettered, short or landline number with a clear message, keeping what was typed', async () => {
    const { user } = await openWithoutNumber();
    const phone = within(section()).getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('type', 'tel');
    const send = within(section()).getByRole('button', { name: 'Send code by SMS' });

    await user.click(send);
    expect(await within(section()).findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    const tries: Array<[string, RegExp]> = [
      ['98450 abcde', /A phone number has only digits/],
      ['98450 123', /This number is too short: an Indian mobile number has 10 digits/],
      ['98450 123456789', /This number is too long/],
      ['044 2345 6789', /This does not look like a mobile number/],
    ];
    for (const [typed, message] of tries) {
      await user.clear(phone);
      await user.type(phone, typed);
      await user.click(send);
      expect(await within(section()).findByText(message)).toBeInTheDocument();
      expect(phone).toHaveValue(typed);
    }
    expect(patientProfile().whatsAppNumber).toBe('');
  });

  it('verifies a number by SMS code: a wrong code is refused and kept, the right one shows the number', async () => {
    const { user } = await openWithoutNumber();
    expect(section()).toHaveTextContent('No mobile number is verified yet.');
    await user.type(within(section()).getByLabelText('Mobile number'), '+91 98450-12345');
    await user.click(within(section()).getByRole('button', { name: 'Send code by SMS' }));

    expect(await within(section()).findByText('We sent a 6-digit code by SMS to +91 98450 12345.')).toBeInTheDocument();
    expect(within(section()).getByText('Demo: no SMS is sent. The code is 123456.')).toBeInTheDocument();
    const code = within(section()).getByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    const verify = within(section()).getByRole('button', { name: 'Verify number' });

    await user.click(verify);
    expect(await within(section()).findByText('Please enter the 6-digit code from the SMS.')).toBeInTheDocument();
    await user.type(code, '12a');
    await user.click(verify);
    expect(await within(section()).findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(code).toHaveValue('12a');

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(verify);
    expect(await within(section()).findByText('This code is not right. Please check the SMS and try again.')).toBeInTheDocument();
    expect(code).toHaveValue('111111');
    expect(patientProfile().whatsAppNumber).toBe('');
    expect(ownerOf(PATIENT_PHONE)).toBeNull();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(verify);
    expect(await within(section()).findByText('Your verified mobile number: +91 98450 12345')).toBeInTheDocument();
    expect(await screen.findByText('Your mobile number is verified.')).toBeInTheDocument();
    // A proof, not a sign-in: phoneOwners names the account and the profile keeps the number; the
    // account (the twin of the Auth user) has no phone to sign in with.
    expect(patientProfile().whatsAppNumber).toBe(PATIENT_PHONE);
    expect(ownerOf(PATIENT_PHONE)).toBe(patient.uid);
    expect('phoneNumber' in patientAccount()).toBe(false);
    expect(within(section()).queryByLabelText('Mobile number')).toBeNull();
  });

  it('goes back to change the number with what was typed kept, and can send a new code', async () => {
    const { user } = await openWithoutNumber();
    const phone = within(section()).getByLabelText('Mobile number');
    await user.type(phone, '98450 12346');
    await user.click(within(section()).getByRole('button', { name: 'Send code by SMS' }));
    await user.click(await within(section()).findByRole('button', { name: 'Change the number' }));
    expect(within(section()).getByLabelText('Mobile number')).toHaveValue('98450 12346');
    await user.click(within(section()).getByRole('button', { name: 'Send code by SMS' }));
    await user.click(await within(section()).findByRole('button', { name: 'Send a new code' }));
    expect(await within(section()).findByText('We sent a 6-digit code by SMS to +91 98450 12346.')).toBeInTheDocument();
    await user.type(within(section()).getByLabelText('Code from the SMS'), '123456');
    await user.click(within(section()).getByRole('button', { name: 'Verify number' }));
    expect(await within(section()).findByText('Your verified mobile number: +91 98450 12346')).toBeInTheDocument();
  });

  it('takes over a number another account proved earlier (a recycled number)', async () => {
    const admin = demoDb().users.find((u) => u.email === 'admin@clinic.test')!;
    admin.whatsAppNumber = '+919845099999';
    (demoDb().phoneOwners ??= {})['+919845099999'] = { uid: admin.uid, at: new Date() };
    const { user } = await openWithoutNumber();
    await user.type(within(section()).getByLabelText('Mobile number'), '98450 99999');
    await user.click(within(section()).getByRole('button', { name: 'Send code by SMS' }));
    const code = await within(section()).findByLabelText('Code from the SMS');
    await user.type(code, '123456');
    await user.click(within(section()).getByRole('button', { name: 'Verify number' }));
    expect(await within(section()).findByText('Your verified mobile number: +91 98450 99999')).toBeInTheDocument();
    // Whoever proves the number now owns it; the earlier account's profile still names it, but
    // its proof is gone (its WhatsApp opt-ins are refused from now on).
    expect(ownerOf('+919845099999')).toBe(patient.uid);
    expect(patientProfile().whatsAppNumber).toBe('+919845099999');
    expect(admin.whatsAppNumber).toBe('+919845099999');
  });

  it('stops after too many wrong codes', async () => {
    const { user } = await openWithoutNumber();
    await user.type(within(section()).getByLabelText('Mobile number'), '98450 12345');
    await user.click(within(section()).getByRole('button', { name: 'Send code by SMS' }));
    const code = await within(section()).findByLabelText('Code from the SMS');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.clear(code);
      await user.type(code, '000000');
      await user.click(within(section()).getByRole('button', { name: 'Verify number' }));
      if (attempt < 5) expect(await within(section()).findByText(/This code is not right/)).toBeInTheDocument();
    }
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a while, then try again.');
  });

  it('removes the number after asking, which stops WhatsApp on the bookings too', async () => {
    storeWhatsAppBooking('10:00');
    const { user } = await openAccount();
    await user.click(within(section()).getByRole('button', { name: 'Remove this number' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove your mobile number' });
    expect(dialog).toHaveTextContent('Remove +91 98450 12345 from your account? WhatsApp messages about your bookings stop too.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove this number' }));

    expect(await within(section()).findByLabelText('Mobile number')).toBeInTheDocument();
    expect(await screen.findByText(/Your mobile number is removed/)).toBeInTheDocument();
    expect(patientProfile().whatsAppNumber).toBe('');
    expect(ownerOf(PATIENT_PHONE)).toBeNull();
    expect(demoDb().bookings.find((b) => b.id === 'b-10:00')?.whatsApp?.off).toBeInstanceOf(Date);
  });

  it('stops WhatsApp on all of the patient’s bookings after asking, and says how many changed', async () => {
    storeWhatsAppBooking('10:00');
    storeWhatsAppBooking('10:20');
    storeWhatsAppBooking('10:40', {
      whatsApp: { to: '+919845012345', at: new Date(), notice: '2026-11-23', off: new Date('2030-03-02T00:00:00Z') },
    });
    storeWhatsAppBooking('11:00', { whatsApp: null });
    storeWhatsAppBooking('11:20', { uid: 'someone-else', email: 'meera@example.com' });
    const { user } = await openAccount();

    const stop = within(section()).getByRole('button', { name: 'Stop WhatsApp messages' });
    await user.click(stop);
    let dialog = screen.getByRole('alertdialog', { name: 'Stop WhatsApp messages' });
    expect(dialog).toHaveTextContent('Stop WhatsApp messages about all your bookings? E-mails about them continue.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(demoDb().bookings.find((b) => b.id === 'b-10:00')?.whatsApp?.off).toBeUndefined();

    await user.click(stop);
    dialog = screen.getByRole('alertdialog', { name: 'Stop WhatsApp messages' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop WhatsApp messages' }));
    expect(await within(section()).findByRole('status')).toHaveTextContent('WhatsApp messages are stopped for 2 bookings.');
    const byId = (id: string) => demoDb().bookings.find((b) => b.id === id)!;
    expect(byId('b-10:00').whatsApp?.off).toBeInstanceOf(Date);
    expect(byId('b-10:20').whatsApp?.off).toBeInstanceOf(Date);
    expect(byId('b-10:40').whatsApp?.off).toEqual(new Date('2030-03-02T00:00:00Z'));
    expect(byId('b-11:00').whatsApp).toBeNull();
    expect(byId('b-11:20').whatsApp?.off).toBeUndefined();
    expect(byId('b-10:00').whatsApp).toMatchObject({ to: '+919845012345', notice: '2026-11-23' });

    await user.click(stop);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop WhatsApp messages' }));
    expect(await within(section()).findByText('None of your bookings had WhatsApp messages on: nothing to stop.')).toBeInTheDocument();
  });

  it.each([
    ['/kn/account', 'ವಾಟ್ಸಾಪ್ ಸಂದೇಶಗಳು', 'ವಾಟ್ಸಾಪ್ ಸಂದೇಶಗಳನ್ನು ನಿಲ್ಲಿಸಿ'],
    ['/hi/account', 'व्हाट्सऐप संदेश', 'व्हाट्सऐप संदेश बंद करें'],
  ])('speaks the page’s language at %s', async (path, heading, button) => {
    await openAccount(path);
    const region = await screen.findByRole('region', { name: heading });
    expect(within(region).getByRole('button', { name: button })).toBeInTheDocument();
  });
});
