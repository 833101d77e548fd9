import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { siteOrigin } from '../../src/config/site';
import { clinicMoment } from '../../src/lib/openingHours';
import { demoDb } from '../../src/services/demo/store';
import { getCallVisit, stampCall } from '../../src/services/demo/videoVisits';
import type { Booking } from '../../src/types';
import { storeDemoBooking } from '../utils/bookings';
import { findPageHeading, renderApp, signInAs } from '../utils/render';

/*
 * Issue 46, the video visit's page on the demo backend: before the patient's first join, their
 * details and consent (what they typed is kept through a failed check), the doctor's registration
 * throughout, when the call opens, and the demo's honest word that it cannot connect two browsers.
 */

const MINUTE = 60_000;

/** A video visit of the demo patient with Dr. Iyer, starting `startsIn` minutes from now. */
function videoVisit(id: string, startsIn: number, changes: Partial<Booking> = {}): Booking {
  const startsAt = new Date(Math.floor((Date.now() + startsIn * MINUTE) / MINUTE) * MINUTE);
  const moment = clinicMoment(startsAt);
  const time = `${String(Math.floor(moment.minutes / 60)).padStart(2, '0')}:${String(moment.minutes % 60).padStart(2, '0')}`;
  return storeDemoBooking(
    { doctorId: 'dr-ananya-iyer', date: moment.date, time, minutes: 30 },
    { id, uid: 'demo-patient', patientName: 'Arjun Mehta', phone: '98450 12345', visit: 'video', consult: null, ...changes },
  );
}

const stored = (id: string) => demoDb().bookings.find((b) => b.id === id)!;

describe('The video visit page', () => {
  it('asks the patient for their details and consent before the first join, keeping what they typed', async () => {
    videoVisit('video1', 2);
    await signInAs('patient');
    await renderApp('/visit/video1');
    await findPageHeading('Video visit with Dr. Ananya Iyer');
    expect(screen.getByText(/registration 67890, Karnataka Medical Council/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Before you join' });
    const user = userEvent.setup();

    // Prefilled from the booking; the age is theirs to give, the consent theirs to tick.
    expect(within(form).getByLabelText('Patient’s name')).toHaveValue('Arjun Mehta');
    expect(within(form).getByLabelText('Phone number the doctor can call if the video fails')).toHaveValue('98450 12345');
    await user.clear(within(form).getByLabelText('Phone number the doctor can call if the video fails'));
    await user.type(within(form).getByLabelText('Phone number the doctor can call if the video fails'), 'call me');
    await user.type(within(form).getByLabelText('Patient’s age (years)'), '9');
    // A minor: the adult present is asked for.
    expect(within(form).getByText('The patient is under 18: an adult must be present during the consultation.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Join the video visit' }));

    expect(await within(form).findByText('Please enter a phone number of 7 to 15 digits.')).toBeInTheDocument();
    expect(within(form).getByText('Please name the adult who is with the patient.')).toBeInTheDocument();
    expect(within(form).getByText('Please tick the consent to join by video.')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    // Nothing stored, and nothing typed is lost.
    expect(stored('video1').consult).toBeNull();
    expect(within(form).getByLabelText('Phone number the doctor can call if the video fails')).toHaveValue('call me');
    expect(within(form).getByLabelText('Patient’s age (years)')).toHaveValue('9');

    await user.clear(within(form).getByLabelText('Phone number the doctor can call if the video fails'));
    await user.type(within(form).getByLabelText('Phone number the doctor can call if the video fails'), '98450 12345');
    await user.type(within(form).getByLabelText('Name of the adult with the patient'), 'Ravi Mehta (father)');
    await user.click(within(form).getByRole('button', { name: 'Join the video visit' }));
    // Still no consent: still not joined.
    expect(await within(form).findByText('Please tick the consent to join by video.')).toBeInTheDocument();
    expect(stored('video1').consult).toBeNull();

    await user.click(within(form).getByRole('checkbox', { name: /I consent to a consultation by video/ }));
    await user.click(within(form).getByRole('button', { name: 'Join the video visit' }));
    // The demo backend cannot connect two browsers, and says so.
    expect(await screen.findByText(/it cannot connect two browsers for a real call/)).toBeInTheDocument();
    const consult = stored('video1').consult!;
    expect(consult).toMatchObject({ patientName: 'Arjun Mehta', age: 9, phone: '98450 12345', adultPresent: 'Ravi Mehta (father)' });
    expect(consult.consentAt).toBeInstanceOf(Date);
    expect(consult.patientJoinedAt).toBeInstanceOf(Date);
    expect(consult.notice).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says when the call opens, in the clinic’s time, and when it has closed', async () => {
    videoVisit('later1', 120);
    videoVisit('over1', -200);
    await signInAs('patient');
    await renderApp('/visit/later1');
    expect(await screen.findByText(/^The call opens at .*\(clinic time\), 15 minutes before the visit/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Before you join' })).not.toBeInTheDocument();
    await renderApp('/visit/over1');
    expect(
      await screen.findByText(
        `The call closed 30 minutes after the visit's end. If you still need to speak to the doctor, please call us on ${clinic.phone}.`,
      ),
    ).toBeInTheDocument();
  });

  it('is not another account’s: another patient and the front desk are told it is not theirs', async () => {
    videoVisit('theirs1', 2, { uid: 'someone-else' });
    await signInAs('patient');
    await renderApp('/visit/theirs1');
    expect(await screen.findByText(/This video visit is not one of this account's/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Before you join' })).not.toBeInTheDocument();

    videoVisit('video2', 2);
    await signInAs('frontdesk');
    await renderApp('/visit/video2');
    expect(await screen.findByText(/This video visit is not one of this account's/)).toBeInTheDocument();
  });

  it('shows the patient the Join link in My appointments while the call is open', async () => {
    videoVisit('video3', 5);
    videoVisit('video4', 24 * 60);
    await signInAs('patient');
    await renderApp('/my-requests');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    await waitFor(() =>
      expect(within(upcoming).getByRole('link', { name: 'Join the video visit' })).toHaveAttribute('href', '/visit/video3'),
    );
    expect(within(upcoming).getAllByRole('link', { name: 'Join the video visit' })).toHaveLength(1);
    expect(within(upcoming).getByText('Video visit: the Join link appears here 15 minutes before')).toBeInTheDocument();
  });

  it('gives My appointments’ calendar file the call’s link in place of the address, in the page’s language', async () => {
    videoVisit('video5', 24 * 60);
    await signInAs('patient');
    await renderApp('/hi/my-requests');
    const link = await screen.findByRole('link', { name: 'कैलेंडर में जोड़ें (.ics)' });
    const ics = decodeURIComponent(link.getAttribute('href')!.split(',')[1]).replace(/\r\n[ \t]/g, '');
    const call = `${siteOrigin}/hi/visit/video5`;
    expect(ics).toContain(`\r\nLOCATION:${call}\r\n`);
    expect(ics).toContain(`\r\nURL:${call}\r\n`);
    expect(ics).toContain('SUMMARY:Dr. Ananya Iyer के साथ वीडियो विज़िट');
    expect(ics).toMatch(/DESCRIPTION:वीडियो विज़िट: कॉल शुरू होने से 15 मिनट पहले/);
    expect(ics).not.toContain(clinic.address.district);
    expect(ics).not.toContain('2nd Cross Road');
    const google = new URL(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')!);
    expect(google.searchParams.get('location')).toBe(call);
  });

  it('the doctor’s join and leave on the call are in the access log, as the owner reads it (issue 54)', async () => {
    videoVisit('video9', 5);
    await signInAs('doctor');
    // As the call page does: the doctor opens the visit (today's record of their day), joins, leaves.
    const visit = (await getCallVisit('video9', true))!;
    await stampCall(visit, 'doctor', 'join');
    await stampCall(visit, 'doctor', 'leave');
    expect(stored('video9').consult?.doctorJoinedAt).toBeInstanceOf(Date);

    await signInAs('admin');
    await renderApp('/admin/access-log');
    await findPageHeading('Access log');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Joined the video visit of booking video9')).toBeInTheDocument();
    expect(within(table).getByText('Left the video visit of booking video9')).toBeInTheDocument();
  });
});
