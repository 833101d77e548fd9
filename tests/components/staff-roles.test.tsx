import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookSlot, cancelBookingByClinic, newBookingId } from '@services/bookings';
import { getBookingPolicy } from '@services/bookingSchedules';
import { adminLinks, adminMenuMessages } from '../../src/app/layout/adminMenuLinks';
import { editDoctorPath } from '../../src/config/routes';
import { can, type StaffRole } from '../../src/config/staffRoles';
import { formatCalendarDay } from '../../src/lib/dates';
import { addDays, clinicToday } from '../../src/lib/openingHours';
import { demoDb } from '../../src/services/demo/store';
import { seedAccounts } from '../../src/seed';
import type { Slot } from '../../src/types';
import { demoFreeSlots, storeDemoBooking } from '../utils/bookings';
import { dayFromToday, openDayFromToday } from '../utils/dates';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

type Who = Parameters<typeof signInAs>[0];

const ANANYA = 'dr-ananya-iyer';
const ANANYA_NAME = 'Dr. Ananya Iyer';
const ROHAN = 'dr-rohan-kulkarni';
const ROHAN_NAME = 'Dr. Rohan Kulkarni';

const account = (who: Who) => seedAccounts.find((a) => a.email === `${who}@clinic.test`)!;

afterEach(() => {
  vi.restoreAllMocks();
});

// The Admin menu --------------------------------------------------------------------------------

/** Opens the header's Admin menu and lists its links as [name, address]. */
async function adminMenuLinks(who: Who): Promise<Array<[string, string | null]>> {
  await signInAs(who);
  const { user } = await renderApp('/home');
  await findPageHeading(/healthy, quality life/);
  const button = await within(screen.getByRole('banner')).findByRole('button', { name: /Admin/ });
  await user.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(list).toBeVisible();
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

/** What the table (src/config/staffRoles.ts) opens for these roles: the menu's links, and a doctor's own profile. */
function linksTheTableOpens(roles: StaffRole[], doctorId: string): Array<[string, string]> {
  const en = adminMenuMessages.en;
  const links: Array<[string, string]> = adminLinks
    .filter((link) => link.allow.some((permission) => can(roles, permission)))
    .map((link) => [en[link.label], link.to]);
  if (can(roles, 'ownProfile') && doctorId) links.push([en.myDoctorProfile, editDoctorPath(doctorId)]);
  return links;
}

describe('The Admin menu, by role', () => {
  const expected: Record<Exclude<Who, 'patient'>, Array<[string, string]>> = {
    admin: [
      ['Add Blog', '/create'],
      ['Add Faq', '/addfaq'],
      ['Add Service', '/addservice'],
      ['Add Doctor', '/adddoctor'],
      ['Opening Hours', '/admin/hours'],
      ['Appointments', '/admin/appointments'],
      ['Drafts', '/drafts'],
      ['Requests', '/admin/requests'],
      ['Staff', '/admin/staff'],
      ['Access log', '/admin/access-log'],
    ],
    frontdesk: [
      ['Opening Hours', '/admin/hours'],
      ['Appointments', '/admin/appointments'],
      ['Requests', '/admin/requests'],
    ],
    doctor: [
      ['Add Blog', '/create'],
      ['Appointments', '/admin/appointments'],
      ['Drafts', '/drafts'],
      ['My doctor profile', `/updatedoctor/${ANANYA}`],
    ],
    editor: [
      ['Add Blog', '/create'],
      ['Add Faq', '/addfaq'],
      ['Add Service', '/addservice'],
      ['Add Doctor', '/adddoctor'],
      ['Drafts', '/drafts'],
    ],
  };

  it.each(Object.keys(expected) as Array<keyof typeof expected>)('%s@ sees exactly the links of their roles', async (who) => {
    const links = await adminMenuLinks(who);
    expect(links).toEqual(expected[who]);
    // The same as the table says, for the seed account's roles.
    const { roles, doctorId } = account(who);
    expect(links).toEqual(linksTheTableOpens(roles, doctorId));
  });

  it('a patient has no Admin menu', async () => {
    await signInAs('patient');
    await renderApp('/home');
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
  });
});

// Pages that are not theirs ---------------------------------------------------------------------

describe('A page of another role', () => {
  it.each<[Who, string]>([
    ['editor', '/admin/requests'],
    ['editor', '/admin/appointments'],
    ['editor', '/admin/hours'],
    ['editor', '/admin/staff'],
    ['editor', '/admin/access-log'],
    ['frontdesk', '/addfaq'],
    ['frontdesk', '/drafts'],
    ['frontdesk', '/adddoctor'],
    ['frontdesk', '/admin/staff'],
    ['frontdesk', '/admin/access-log'],
    ['doctor', '/admin/requests'],
    ['doctor', '/admin/hours'],
    ['doctor', '/addfaq'],
    ['doctor', `/updatedoctor/${ROHAN}`],
    ['doctor', '/admin/staff'],
  ])('%s@ opening %s is told "Not part of your role"', async (who, path) => {
    await signInAs(who);
    await renderApp(path);
    expect(await findPageHeading('Not part of your role')).toBeInTheDocument();
    expect(
      screen.getByText(`${account(who).email} is signed in, and this page belongs to another role at the clinic.`, { exact: false }),
    ).toBeInTheDocument();
    // Not a login prompt: they are signed in.
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
  });

  it('the editor opening the inbox records no access and sees no request', async () => {
    demoDb().appointmentRequests.push({
      id: 'r1',
      patientName: 'Ravi Kumar',
      patientEmail: 'ravi@example.com',
      phoneNumber: '98450 12345',
      appointmentDate: dayFromToday(3),
      status: 'new',
      mailStatus: 'sent',
      createdAt: new Date(),
      noticeVersion: '2026-11-23',
      uid: null,
    });
    await signInAs('editor');
    await renderApp('/admin/requests');
    expect(await findPageHeading('Not part of your role')).toBeInTheDocument();
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
    expect(demoDb().accessLog ?? []).toEqual([]);
  });

  it("the doctor opening another doctor's editor sees none of its form", async () => {
    await signInAs('doctor');
    await renderApp(`/updatedoctor/${ROHAN}`);
    expect(await findPageHeading('Not part of your role')).toBeInTheDocument();
    expect(screen.queryByLabelText('Short biography')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it.each(['/admin/staff', '/admin/access-log', '/admin/appointments', '/admin/requests', '/admin/hours', `/updatedoctor/${ANANYA}`])(
    'a patient opening %s is told "Admins only"',
    async (path) => {
      await signInAs('patient');
      await renderApp(path);
      expect(await findPageHeading('Admins only')).toBeInTheDocument();
      expect(screen.queryByText('Not part of your role')).not.toBeInTheDocument();
    },
  );
});

// Opening hours ----------------------------------------------------------------------------------

describe('Opening hours (/admin/hours)', () => {
  it('the front desk gets the hours form but not the booking rules', async () => {
    await signInAs('frontdesk');
    await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    expect(await screen.findByRole('button', { name: 'Save hours' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Online booking rules' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the booking rules…')).not.toBeInTheDocument();
  });

  it('the owner gets both', async () => {
    await signInAs('admin');
    await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    expect(await screen.findByRole('button', { name: 'Save hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Online booking rules' })).toBeInTheDocument();
  });
});

// A doctor's own day -----------------------------------------------------------------------------

describe("A doctor's day (/admin/appointments as doctor@)", () => {
  it("shows only Dr. Iyer's bookings; Arrived works; no Cancel, Block, Book for a caller, WhatsApp or Needs attention", async () => {
    const today = clinicToday();
    storeDemoBooking(
      { doctorId: ANANYA, date: today, time: '10:00', minutes: 15 },
      { id: 'ananya-today', uid: 'demo-patient', patientName: 'Meera Rao' },
    );
    storeDemoBooking(
      { doctorId: ANANYA, date: today, time: '11:00', minutes: 15 },
      {
        id: 'ananya-cancelled',
        patientName: 'Kiran Shetty',
        status: 'cancelled',
        cancelledBy: 'clinic',
        cancelReason: 'The doctor is unwell',
      },
    );
    storeDemoBooking(
      { doctorId: ROHAN, date: today, time: '15:00', minutes: 15 },
      { id: 'rohan-today', doctorName: ROHAN_NAME, patientName: 'Sanjay Das', phone: '98450 44444' },
    );

    await signInAs('doctor');
    const { user } = await renderApp('/admin/appointments');
    await findPageHeading('Appointments');
    const doctor = await screen.findByRole('region', { name: ANANYA_NAME });
    const row = await within(doctor).findByRole('row', { name: /Meera Rao/ });
    const page = screen.getByRole('region', { name: 'Appointments' });
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([ANANYA_NAME]);
    expect(screen.queryByRole('region', { name: ROHAN_NAME })).not.toBeInTheDocument();
    expect(screen.queryByText('Sanjay Das')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();

    // The front desk's controls are not there.
    expect(within(row).queryByRole('button', { name: 'Cancel…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book for a caller' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Free times' })).not.toBeInTheDocument();
    const cancelled = within(doctor).getByRole('row', { name: /Kiran Shetty/ });
    expect(within(cancelled).getByText('Cancelled by clinic')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send the cancellation on WhatsApp' })).not.toBeInTheDocument();

    // Arrived, on their own patient.
    await user.click(within(row).getByRole('button', { name: 'Arrived' }));
    await waitFor(() => expect(demoDb().bookings.find((b) => b.id === 'ananya-today')?.status).toBe('arrived'));
    const arrivedRow = await within(doctor).findByRole('row', { name: /Meera Rao/ });
    expect(await within(arrivedRow).findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(arrivedRow).queryByRole('button', { name: 'Arrived' })).not.toBeInTheDocument();
    expect(demoDb().accessLog).toContainEqual(
      expect.objectContaining({
        kind: 'write',
        by: 'demo-doctor',
        role: 'doctor',
        collection: 'bookings',
        docId: 'ananya-today',
        action: 'arrived',
      }),
    );
    // Their day is recorded as their own day, not the front desk's.
    expect(demoDb().accessLog).toContainEqual(
      expect.objectContaining({ kind: 'read', by: 'demo-doctor', role: 'doctor', purpose: 'doctorDay' }),
    );
    expect(demoDb().accessLog?.some((e) => e.kind === 'read' && e.purpose === 'frontDesk')).toBe(false);
  });

  it("tomorrow's bookings: Arrived, but no WhatsApp reminder and no Cancel", async () => {
    const tomorrow = addDays(clinicToday(), 1);
    storeDemoBooking(
      { doctorId: ANANYA, date: tomorrow, time: '10:00', minutes: 15 },
      { id: 'ananya-tomorrow', patientName: 'Leela Menon' },
    );
    storeDemoBooking(
      { doctorId: ROHAN, date: tomorrow, time: '15:00', minutes: 15 },
      { id: 'rohan-tomorrow', doctorName: ROHAN_NAME, patientName: 'Sanjay Das' },
    );
    await signInAs('doctor');
    await renderApp(`/admin/appointments?day=${tomorrow}`);
    await findPageHeading('Appointments');
    expect(await screen.findByText(`${formatCalendarDay(tomorrow)} (tomorrow)`)).toBeInTheDocument();
    const row = await within(await screen.findByRole('region', { name: ANANYA_NAME })).findByRole('row', { name: /Leela Menon/ });
    expect(within(row).getByRole('button', { name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Remind on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel…' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sanjay Das')).not.toBeInTheDocument();
  });
});

// The doctor editor, by role --------------------------------------------------------------------

describe("Dr. Iyer's editor (/updatedoctor/dr-ananya-iyer)", () => {
  it('the doctor: name and registration locked, no photo or order, no schedule; a changed bio is saved and shown', async () => {
    await signInAs('doctor');
    const { user } = await renderApp(`/updatedoctor/${ANANYA}`);
    await findPageHeading('Update Doctor');
    const bio = await screen.findByLabelText('Short biography');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue(ANANYA_NAME);
    expect(screen.getByLabelText('Registration number')).toBeDisabled();
    expect(screen.getByLabelText('Registration council')).toBeDisabled();
    expect(screen.getByLabelText('Qualifications')).toBeEnabled();
    expect(bio).toBeEnabled();
    expect(screen.queryByLabelText('Photo')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Photo description')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Place in the list')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();

    const newBio = 'Dr. Iyer sees adults and families, and now runs a weekly diabetes clinic.';
    await user.clear(bio);
    await user.type(bio, newBio);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Saved, then on her public page.
    expect(await findPageHeading(ANANYA_NAME)).toBeInTheDocument();
    expect(await screen.findByText(newBio)).toBeInTheDocument();
    const stored = demoDb().doctors.find((d) => d.id === ANANYA)!;
    expect(stored).toMatchObject({
      bio: newBio,
      name: ANANYA_NAME,
      registrationNumber: '67890',
      photo: '/images/doctors/doctor-1.svg',
      order: 1,
    });
  });

  it('the front desk: no profile form; the sessions are locked, the leave dates are edited and saved', async () => {
    const weeklyBefore = structuredClone(demoDb().doctorSchedules[ANANYA]!.weekly);
    await signInAs('frontdesk');
    const { user } = await renderApp(`/updatedoctor/${ANANYA}`);
    await findPageHeading('Update Doctor');
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking schedule' })).toBeInTheDocument();
    const monday = await screen.findByLabelText('Monday session 1 starts');
    // No profile form.
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Short biography')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    // The sessions and slot length: shown, locked.
    expect(
      screen.getByText("The sessions and the slot length are set by the clinic's owner; you can change the leave dates."),
    ).toBeInTheDocument();
    const sessions = monday.closest('fieldset')!;
    expect(sessions).toBeDisabled();
    expect(monday).toBeDisabled();
    expect(screen.getByLabelText('Slot length')).toBeDisabled();
    for (const button of within(sessions).queryAllByRole('button')) expect(button).toBeDisabled();
    // The leave dates: open.
    const leaveDate = screen.getByLabelText('Leave date');
    expect(leaveDate).toBeEnabled();
    const away = openDayFromToday(12);
    await user.type(leaveDate, away);
    await user.click(screen.getByRole('button', { name: 'Add leave date' }));
    expect(screen.getByText(formatCalendarDay(away))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    const stored = demoDb().doctorSchedules[ANANYA]!;
    expect(Object.keys(stored.leave)).toEqual([away]);
    expect(stored.weekly).toEqual(weeklyBefore);
  });
});

// "Refresh the public pages now" -----------------------------------------------------------------

describe('"Refresh the public pages now", by role', () => {
  const statusLine = () => screen.findByText(/Public pages last built|no published build/);

  it('the front desk does not get it on /admin/hours', async () => {
    await signInAs('frontdesk');
    await renderApp('/admin/hours');
    await findPageHeading('Opening Hours');
    const line = await statusLine();
    expect(within(line).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh the public pages now' })).not.toBeInTheDocument();
  });

  it("the front desk does not get it on a doctor's page either", async () => {
    await signInAs('frontdesk');
    await renderApp(`/updatedoctor/${ANANYA}`);
    await findPageHeading('Update Doctor');
    await statusLine();
    expect(screen.queryByRole('button', { name: 'Refresh the public pages now' })).not.toBeInTheDocument();
  });

  it('the editor gets it (on /addfaq)', async () => {
    await signInAs('editor');
    await renderApp('/addfaq');
    await findPageHeading('Add FAQ');
    const line = await statusLine();
    expect(within(line).getByRole('button', { name: 'Refresh the public pages now' })).toBeEnabled();
  });

  it('the doctor does not get it (on /drafts)', async () => {
    await signInAs('doctor');
    await renderApp('/drafts');
    await findPageHeading(/Drafts/);
    await statusLine();
    expect(screen.queryByRole('button', { name: 'Refresh the public pages now' })).not.toBeInTheDocument();
  });
});

// The patient's data download -------------------------------------------------------------------

/** Dr. Iyer's free slots from the seed's schedule and hours, two or more days ahead. */
function aBookableSlot(): Slot {
  for (let days = 2; ; days++) {
    const date = openDayFromToday(days);
    const slots = demoFreeSlots(ANANYA).filter((slot) => slot.date === date);
    if (slots.length > 0) return slots[0]!;
  }
}

/** What a Blob holds, as text (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
    reader.readAsText(blob);
  });
}

describe('"Download my data" after the front desk cancelled a booking', () => {
  it('lists the change as staffChanges, by role (frontDesk), with no staff name or e-mail', async () => {
    // The patient books online…
    await signInAs('patient');
    const id = newBookingId();
    const slot = aBookableSlot();
    await bookSlot(
      id,
      { slot, doctorName: ANANYA_NAME, contact: { name: 'Arjun Mehta', phone: '98450 12345' } },
      { uid: 'demo-patient', email: 'patient@clinic.test' },
      await getBookingPolicy(),
    );
    // …the front desk cancels it…
    await signInAs('frontdesk');
    const booking = structuredClone(demoDb().bookings.find((b) => b.id === id)!);
    await cancelBookingByClinic(booking, 'The doctor is unwell');
    expect(demoDb().bookings.find((b) => b.id === id)?.status).toBe('cancelled');

    // …and the patient downloads their data.
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await signInAs('patient');
    const { user } = await renderApp('/account');
    await findPageHeading('My account');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(names).toEqual([expect.stringMatching(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)]);

    const text = await blobText(files[0]!);
    const data = JSON.parse(text) as { staffChanges: Array<Record<string, unknown>>; bookings: Array<{ id: string; status: string }> };
    expect(data.bookings).toContainEqual(expect.objectContaining({ id, status: 'cancelled' }));
    expect(data.staffChanges).toHaveLength(1);
    const [change] = data.staffChanges;
    expect(change).toEqual({ at: expect.any(String), role: 'frontDesk', collection: 'bookings', id, action: 'cancel' });
    expect(Number.isNaN(Date.parse(change!.at as string))).toBe(false);
    // Nothing names the staff member: not their name, e-mail or account id.
    const frontDesk = account('frontdesk');
    for (const who of [frontDesk.displayName, frontDesk.email, frontDesk.uid]) expect(text).not.toContain(who);
  });
});
