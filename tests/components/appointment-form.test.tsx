import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { formatCalendarDay } from '../../src/lib/dates';
import { addDays, clinicToday } from '../../src/lib/openingHours';
import { hoursFields } from '../../src/services/clinicHoursFields';
import { seedClinicHours } from '../../src/seed';
import type * as DemoRequests from '../../src/services/demo/requests';
import { demoDb } from '../../src/services/demo/store';
import { interceptEmailJs } from '../utils/emailjs';
import { findPageHeading, renderApp } from '../utils/render';
import {
  dayFromToday,
  nextOpenDay,
  openDayFromToday,
  sundayFromToday,
  takeAPersonsTime,
  typeAppointment,
  type AppointmentFields,
} from '../utils/requests';

const failures = vi.hoisted(() => ({ store: false }));
vi.mock('@services/requests', async (importOriginal) => {
  const original = await importOriginal<typeof DemoRequests>();
  return {
    ...original,
    createAppointmentRequest: (...args: Parameters<typeof original.createAppointmentRequest>) =>
      failures.store ? Promise.reject(new Error('unavailable')) : original.createAppointmentRequest(...args),
  };
});

const emailJs = interceptEmailJs();

async function openAppointment() {
  const view = await renderApp('/Appoinment');
  await findPageHeading('Doctor Appointment');
  return view;
}

async function fillAppointment(user: Awaited<ReturnType<typeof renderApp>>['user'], values: AppointmentFields = {}) {
  await typeAppointment(user, values);
  takeAPersonsTime();
}

const submit = () => screen.getByRole('button', { name: 'Request appointment' });

describe('Appointment form', () => {
  afterEach(() => {
    failures.store = false;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('has patient name, e-mail, phone and date with their field types, and no date before today', async () => {
    await openAppointment();
    expect(screen.getByLabelText('Patient name')).toBeRequired();
    expect(screen.getByLabelText('Patient e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Appointment date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Appointment date')).toHaveAttribute('min', clinicToday());
  });

  it('requires all four fields', async () => {
    const { user } = await openAppointment();
    await user.type(screen.getByLabelText('Patient name'), '   ');
    await user.click(submit());
    expect(screen.getByLabelText('Patient name')).toHaveAccessibleDescription("Please enter the patient's name.");
    expect(screen.getByLabelText('Patient e-mail')).toHaveAccessibleDescription('Please enter an e-mail address.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Please enter a phone number\./);
    expect(screen.getByLabelText('Appointment date')).toHaveAccessibleDescription('Please choose a date.');
    expect(demoDb().appointmentRequests).toHaveLength(0);
    expect(emailJs.bodies).toHaveLength(0);
  });

  it('refuses a date in the past', async () => {
    const { user } = await openAppointment();
    await fillAppointment(user, { date: dayFromToday(-1) });
    await user.click(submit());
    expect(screen.getByLabelText('Appointment date')).toHaveAccessibleDescription('Please choose today or a later date.');
    expect(demoDb().appointmentRequests).toHaveLength(0);
  });

  it('refuses a day the clinic is closed every week, saying which', async () => {
    const { user } = await openAppointment();
    const sunday = sundayFromToday(1);
    await fillAppointment(user, { date: sunday });
    await user.click(submit());
    expect(screen.getByLabelText('Appointment date')).toHaveAccessibleDescription(
      'The clinic is closed on Sundays. Please choose another day.',
    );
    expect(screen.getByLabelText('Appointment date')).toHaveValue(sunday);
    expect(demoDb().appointmentRequests).toHaveLength(0);
  });

  it('refuses a holiday the clinic has closed, with its reason, and accepts the day after', async () => {
    const holiday = openDayFromToday(4);
    demoDb().clinicHours = hoursFields({ ...seedClinicHours, closures: [{ date: holiday, reason: 'Diwali' }] });
    const { user } = await openAppointment();
    await fillAppointment(user, { date: holiday });
    await user.click(submit());
    expect(screen.getByLabelText('Appointment date')).toHaveAccessibleDescription(
      `The clinic is closed on ${formatCalendarDay(holiday)} (Diwali). Please choose another day.`,
    );
    expect(demoDb().appointmentRequests).toHaveLength(0);

    const dateField = screen.getByLabelText('Appointment date');
    await user.clear(dateField);
    await user.type(dateField, nextOpenDay(addDays(holiday, 1)));
    await user.click(submit());
    expect(await screen.findByText('Appointment scheduled successfully!')).toBeInTheDocument();
  });

  it.each(['98450 12345', '+91 98450-12345', '080 4123 5678', '+44 20 7946 0958'])('accepts the phone number %s', async (phone) => {
    const { user } = await openAppointment();
    await fillAppointment(user, { phone });
    await user.click(submit());
    expect(await screen.findByText('Appointment scheduled successfully!')).toBeInTheDocument();
  });

  it.each(['12345', 'call me', '+91 98450 12345 ext 2'])('refuses the phone number %s', async (phone) => {
    const { user } = await openAppointment();
    await fillAppointment(user, { phone });
    await user.click(submit());
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Please enter a phone number of 7 to 15 digits/);
    expect(demoDb().appointmentRequests).toHaveLength(0);
  });

  it("stores and e-mails the request, says 'Appointment scheduled successfully!' top-right for 2 seconds, and clears the form", async () => {
    const { user } = await openAppointment();
    const date = openDayFromToday(5);
    await fillAppointment(user, { date });
    await user.click(submit());
    const toast = await screen.findByText('Appointment scheduled successfully!');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');

    expect(emailJs.bodies).toEqual([
      expect.objectContaining({
        service_id: 'service_clinic',
        template_id: 'template_appointment',
        user_id: 'public_key_123',
        template_params: {
          patientName: 'Ravi Kumar',
          patientEmail: 'ravi@example.com',
          phoneNumber: '+91 98450 12345',
          appointmentDate: date,
        },
      }),
    ]);
    expect(demoDb().appointmentRequests).toEqual([
      expect.objectContaining({ patientName: 'Ravi Kumar', appointmentDate: date, status: 'new', mailStatus: 'sent' }),
    ]);
    expect(screen.getByLabelText('Patient name')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('We have your request and will call you to confirm the time.');

    // Closes after 2000 ms: react-toastify times it with its progress bar's animation (jsdom runs
    // no animations; the browser spec sees it go).
    expect(toast.closest('.Toastify__toast')?.querySelector('.Toastify__progress-bar')).toHaveStyle({ animationDuration: '2000ms' });
  });

  it('offers to send the request on WhatsApp too: a wa.me link to the clinic with the name, the date and the reference', async () => {
    const { user } = await openAppointment();
    const date = openDayFromToday(5);
    await fillAppointment(user, { date });
    await user.click(submit());
    const link = await screen.findByRole('link', { name: /Also send on WhatsApp/ });
    const [stored] = demoDb().appointmentRequests;
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${clinic.whatsApp}`);
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Name: Ravi Kumar');
    expect(text).toContain(`Date: ${formatCalendarDay(date)}`);
    expect(text).toContain(`Reference: ${stored.id}`);
    // Only what the front desk needs to find the request: no e-mail or phone in a chat.
    expect(text).not.toContain('ravi@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(`Your reference is ${stored.id}.`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'Failed to schedule appointment!' when it cannot be stored, and keeps everything typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failures.store = true;
    const { user } = await openAppointment();
    await fillAppointment(user);
    await user.click(submit());
    expect(await screen.findByText('Failed to schedule appointment!')).toBeInTheDocument();
    expect(screen.getByLabelText('Patient name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+91 98450 12345');
    expect(emailJs.bodies).toHaveLength(0);
  });

  it('counts a stored request as scheduled even when the e-mail fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    emailJs.failWith = 400;
    const { user } = await openAppointment();
    await fillAppointment(user);
    await user.click(submit());
    expect(await screen.findByText('Appointment scheduled successfully!')).toBeInTheDocument();
    expect(demoDb().appointmentRequests[0]).toMatchObject({ mailStatus: 'failed' });
  });

  it('sends one request from a double click', async () => {
    const { user } = await openAppointment();
    await fillAppointment(user);
    await user.dblClick(submit());
    expect(await screen.findByText('Appointment scheduled successfully!')).toBeInTheDocument();
    expect(demoDb().appointmentRequests).toHaveLength(1);
    expect(emailJs.bodies).toHaveLength(1);
  });
});
