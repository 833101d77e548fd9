import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import { freeSlots, slotKey, slotMonthId } from '../../src/lib/booking';
import { WEEKDAYS } from '../../src/lib/openingHours';
import type { BookingPolicy, ClinicHours, DoctorSchedule, Slot } from '../../src/types';
import { doctorInput } from '../utils/doctors';
import { ACCOUNTS, PATIENT_WHATSAPP, refused, type ContractBackend } from './backend';

/**
 * Bookings, the same on both backends: the demo twin in `npm test`, the Firebase module through
 * the real rules on the emulators. No clinic hours are stored here, so the rules go by the
 * doctor's sessions alone; the slots are worked out with the same library the booking page uses.
 */

const doctorProfile = doctorInput();

/** Every day, all day, in 30-minute slots: a free slot is always a few hours away, whatever the hour of the test. */
const allDay = (doctorId: string): DoctorSchedule => ({
  doctorId,
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '23:30' }]])) as DoctorSchedule['weekly'],
  video: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '23:30' }]])) as DoctorSchedule['video'],
  slotMinutes: 30,
  leave: [],
});
const openAllDay: ClinicHours = {
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '23:59' }])) as ClinicHours['weekly'],
  closures: [],
};
const policy: BookingPolicy = { noticeMinutes: 60, horizonDays: 7, cancelCutoffMinutes: 120, maxUpcoming: 2, maxReschedules: 2 };

const contact = { name: 'Meera Nair', phone: '98450 12345' };

export function bookingsContract(backend: ContractBackend): void {
  const { bookings, bookingSchedules, doctors, phone, users } = backend.services;
  let doctorId = '';

  /** Free slots at least `hoursAhead` away (clear of the notice and the cut-off), as the page offers them. */
  function slotsAhead(hoursAhead = 5): Slot[] {
    const now = new Date();
    return freeSlots({ schedule: allDay(doctorId), hours: openAllDay, policy, taken: new Set(), now }).filter(
      (slot) => slot.startsAt.getTime() > now.getTime() + hoursAhead * 3_600_000,
    );
  }

  const input = (slot: Slot) => ({ slot, doctorName: doctorProfile.name, contact });

  async function bookAs(role: 'patient' | 'otherPatient', slot: Slot, id = bookings.newBookingId()): Promise<string> {
    const me = await backend.actAs(role);
    await bookings.bookSlot(id, input(slot), { uid: me.uid, email: me.email ?? '' }, policy);
    return id;
  }

  async function taken(slot: Slot): Promise<boolean> {
    return (await bookingSchedules.getTakenSlots(slot.doctorId, [slot.date.slice(0, 7)])).has(slotKey(slot));
  }

  describe(`bookings (${backend.name})`, () => {
    beforeEach(async () => {
      await backend.reset();
      await backend.actAs('admin');
      doctorId = await doctors.createDoctor(doctorProfile);
      await bookingSchedules.saveSchedule(allDay(doctorId));
      await bookingSchedules.saveBookingPolicy(policy);
    });

    it('anyone reads the schedules and the rules; only admins save them', async () => {
      await backend.actAs('visitor');
      expect(await bookingSchedules.getBookingPolicy()).toEqual(policy);
      expect(await bookingSchedules.getSchedule(doctorId)).toEqual(allDay(doctorId));
      expect((await bookingSchedules.listSchedules()).map((s) => s.doctorId)).toEqual([doctorId]);
      await expect(bookingSchedules.saveBookingPolicy(DEFAULT_BOOKING_POLICY)).rejects.toMatchObject(refused);
      await backend.actAs('patient');
      await expect(bookingSchedules.saveSchedule({ ...allDay(doctorId), slotMinutes: 15 })).rejects.toMatchObject(refused);
      await backend.actAs('admin');
      await expect(bookingSchedules.saveBookingPolicy({ ...policy, horizonDays: 0 })).rejects.toMatchObject(refused);
      await expect(bookingSchedules.saveSchedule({ ...allDay('no-such-doctor') })).rejects.toMatchObject(refused);
    });

    it('a schedule takes slots of 10 to 60 minutes and real leave dates only', async () => {
      for (const slotMinutes of [5, 90, 120])
        await expect(bookingSchedules.saveSchedule({ ...allDay(doctorId), slotMinutes }), String(slotMinutes)).rejects.toMatchObject(
          refused,
        );
      for (const date of ['2027-02-30', '2027-02-29', '2027-13-01'])
        await expect(bookingSchedules.saveSchedule({ ...allDay(doctorId), leave: [date] }), date).rejects.toMatchObject(refused);
      await bookingSchedules.saveSchedule({ ...allDay(doctorId), slotMinutes: 60, leave: ['2028-02-29', '2027-12-31'] });
      expect(await bookingSchedules.getSchedule(doctorId)).toMatchObject({ slotMinutes: 60, leave: ['2027-12-31', '2028-02-29'] });
    });

    it('a patient books a free slot: it is theirs, it is taken for everyone, and nobody else reads it', async () => {
      const [slot] = slotsAhead();
      const id = await bookAs('patient', slot);
      const me = await backend.actAs('patient');
      expect(await bookings.listMyUpcomingBookings(me.uid)).toEqual([
        expect.objectContaining({
          id,
          uid: me.uid,
          kind: 'patient',
          doctorId,
          date: slot.date,
          time: slot.time,
          status: 'booked',
          seat: 1,
        }),
      ]);
      expect((await bookings.getMyBooking(id))?.startsAt).toEqual(slot.startsAt);
      await backend.actAs('visitor');
      expect(await taken(slot)).toBe(true);
      await backend.actAs('otherPatient');
      expect(await bookings.getMyBooking(id)).toBeNull();
    });

    it("the patient's browser reports once whether the e-mail to the clinic went out; nobody else reports on it", async () => {
      const [slot] = slotsAhead();
      const id = await bookAs('patient', slot);
      for (const role of ['otherPatient', 'admin'] as const) {
        await backend.actAs(role);
        await expect(bookings.recordBookingMailStatus(id, 'sent'), role).rejects.toMatchObject(refused);
      }
      await backend.actAs('patient');
      await bookings.recordBookingMailStatus(id, 'failed');
      await expect(bookings.recordBookingMailStatus(id, 'sent')).rejects.toMatchObject(refused);
      expect((await bookings.getMyBooking(id))?.mailStatus).toBe('failed');
    });

    it('WhatsApp messages go only to the number the account verified, in the booking language; the patient turns them off', async () => {
      const [first, second] = slotsAhead();
      const me = await backend.actAs('patient');
      const account = { uid: me.uid, email: me.email ?? '' };
      // Someone else's number, or a number never verified (the other patient has none): refused.
      await expect(
        bookings.bookSlot(bookings.newBookingId(), { ...input(first), whatsAppTo: '+919900011111' }, account, policy),
      ).rejects.toMatchObject(refused);
      const other = await backend.actAs('otherPatient');
      await expect(
        bookings.bookSlot(
          bookings.newBookingId(),
          { ...input(first), whatsAppTo: '+919845012345' },
          { uid: other.uid, email: other.email ?? '' },
          policy,
        ),
      ).rejects.toMatchObject(refused);

      await backend.actAs('patient');
      const id = bookings.newBookingId();
      await bookings.bookSlot(id, { ...input(second), lang: 'kn', whatsAppTo: '+919845012345' }, account, policy);
      const booked = await bookings.getMyBooking(id);
      expect(booked).toMatchObject({ lang: 'kn', whatsApp: { to: '+919845012345', notice: booked?.noticeVersion }, notices: {} });
      expect(booked?.whatsApp?.at).toBeInstanceOf(Date);
      expect(booked?.whatsApp?.off ?? null).toBeNull();

      await backend.actAs('otherPatient');
      await expect(bookings.stopMyWhatsApp(me.uid)).rejects.toMatchObject(refused);
      await backend.actAs('patient');
      expect(await bookings.stopMyWhatsApp(me.uid)).toBe(1);
      expect((await bookings.getMyBooking(id))?.whatsApp).toMatchObject({ to: '+919845012345', off: expect.any(Date) });
      expect(await bookings.stopMyWhatsApp(me.uid)).toBe(0);
    });

    it('a number proved since by another account (a recycled number) is theirs: the earlier account can no longer opt in to it', async () => {
      const [first, second] = slotsAhead();
      const me = await backend.actAs('patient');
      const other = await backend.actAs('otherPatient');
      await backend.proveWhatsAppNumber(other.uid, PATIENT_WHATSAPP);
      await bookings.bookSlot(
        bookings.newBookingId(),
        { ...input(first), whatsAppTo: PATIENT_WHATSAPP },
        { uid: other.uid, email: other.email ?? '' },
        policy,
      );

      const user = await backend.services.auth.signInWithEmail(ACCOUNTS.patient.email, ACCOUNTS.patient.password);
      // Her profile still names the number; its proof does not.
      expect((await users.getOrCreateProfile(user)).whatsAppNumber).toBe(PATIENT_WHATSAPP);
      const account = { uid: me.uid, email: me.email ?? '' };
      await expect(
        bookings.bookSlot(bookings.newBookingId(), { ...input(second), whatsAppTo: PATIENT_WHATSAPP }, account, policy),
      ).rejects.toMatchObject(refused);
      await bookings.bookSlot(bookings.newBookingId(), { ...input(second), whatsAppTo: null }, account, policy);
    });

    it('the patient removes her number: the profile forgets it and no new booking opts in to it', async () => {
      const [first, second] = slotsAhead();
      const me = await backend.actAs('patient');
      const account = { uid: me.uid, email: me.email ?? '' };
      await bookings.bookSlot(bookings.newBookingId(), { ...input(first), whatsAppTo: PATIENT_WHATSAPP }, account, policy);
      expect(await bookings.stopMyWhatsApp(me.uid)).toBe(1);
      await phone.removePhoneNumber();
      const user = await backend.services.auth.signInWithEmail(ACCOUNTS.patient.email, ACCOUNTS.patient.password);
      expect((await users.getOrCreateProfile(user)).whatsAppNumber).toBe('');
      await expect(
        bookings.bookSlot(bookings.newBookingId(), { ...input(second), whatsAppTo: PATIENT_WHATSAPP }, account, policy),
      ).rejects.toMatchObject(refused);
      // Removing it again (no number) is harmless.
      await phone.removePhoneNumber();
    });

    it('a slot already taken is refused with slot-taken, and a retry of the same booking books nothing twice', async () => {
      const [slot] = slotsAhead();
      const id = await bookAs('patient', slot);
      await bookAs('patient', slot, id);
      const me = await backend.actAs('patient');
      expect(await bookings.listMyBookings(me.uid)).toHaveLength(1);
      await expect(bookAs('otherPatient', slot)).rejects.toMatchObject({ code: 'slot-taken' });
    });

    it('refuses an unverified account, a time the doctor does not offer, and one inside the notice', async () => {
      const [slot] = slotsAhead();
      const unverified = await backend.actAs('unverified');
      await expect(
        bookings.bookSlot(bookings.newBookingId(), input(slot), { uid: unverified.uid, email: unverified.email ?? '' }, policy),
      ).rejects.toMatchObject(refused);
      const offBoundary = { ...slot, time: slot.time.replace(/:(00|30)$/, ':10'), startsAt: new Date(slot.startsAt.getTime() + 600_000) };
      await expect(bookAs('patient', offBoundary)).rejects.toMatchObject(refused);
      const soon = freeSlots({
        schedule: allDay(doctorId),
        hours: openAllDay,
        policy: { ...policy, noticeMinutes: 0 },
        taken: new Set(),
        now: new Date(),
      })[0];
      await expect(bookAs('patient', soon)).rejects.toMatchObject(refused);
      await backend.actAs('visitor');
      expect(await taken(slot)).toBe(false);
    });

    it('an account holds at most the clinic’s number of upcoming bookings; a cancelled one frees its place', async () => {
      const [first, second, third] = slotsAhead();
      await bookAs('patient', first);
      await bookAs('patient', second);
      await expect(bookAs('patient', third)).rejects.toMatchObject({ code: 'too-many-bookings' });
      const me = await backend.actAs('patient');
      const [soonest] = await bookings.listMyUpcomingBookings(me.uid);
      await bookings.cancelMyBooking(soonest);
      await bookAs('patient', third);
      expect((await bookings.listMyUpcomingBookings(me.uid)).filter((b) => b.status === 'booked')).toHaveLength(2);
    });

    it('the patient cancels before the cut-off and the slot is free at once; inside the cut-off it is refused', async () => {
      const [slot] = slotsAhead();
      await bookAs('patient', slot);
      const me = await backend.actAs('patient');
      const [booking] = await bookings.listMyUpcomingBookings(me.uid);
      await bookings.cancelMyBooking(booking);
      expect((await bookings.getMyBooking(booking.id))?.status).toBe('cancelled');
      expect(await taken(slot)).toBe(false);
      await bookAs('otherPatient', slot);

      await backend.actAs('admin');
      await bookingSchedules.saveBookingPolicy({ ...policy, cancelCutoffMinutes: 2880 });
      const [later] = slotsAhead(10);
      await bookAs('patient', later);
      await backend.actAs('patient');
      const booked = (await bookings.listMyUpcomingBookings(me.uid)).find((b) => b.status === 'booked')!;
      await expect(bookings.cancelMyBooking(booked)).rejects.toMatchObject(refused);
    });

    it('the patient moves a booking in one step, at most twice; a taken slot is refused and nothing changes', async () => {
      const [slot, second, third, fourth] = slotsAhead();
      await bookAs('otherPatient', third);
      await bookAs('patient', slot);
      const me = await backend.actAs('patient');
      let [booking] = await bookings.listMyUpcomingBookings(me.uid);
      await expect(bookings.rescheduleMyBooking(booking, third, doctorProfile.name)).rejects.toMatchObject({ code: 'slot-taken' });
      await bookings.rescheduleMyBooking(booking, second, doctorProfile.name);
      expect(await taken(slot)).toBe(false);
      expect(await taken(second)).toBe(true);
      [booking] = await bookings.listMyUpcomingBookings(me.uid);
      expect(booking).toMatchObject({ time: second.time, date: second.date, reschedules: 1 });
      await bookings.rescheduleMyBooking(booking, slot, doctorProfile.name);
      [booking] = await bookings.listMyUpcomingBookings(me.uid);
      await expect(bookings.rescheduleMyBooking(booking, fourth, doctorProfile.name)).rejects.toMatchObject(refused);
      expect(await taken(slot)).toBe(true);
      expect(await taken(fourth)).toBe(false);
    });

    it('the front desk books a caller, blocks a slot, marks arrivals (no-shows only once started), and cancels with a reason', async () => {
      const [callerSlot, blockedSlot, patientSlot] = slotsAhead();
      await bookAs('patient', patientSlot);
      await backend.actAs('admin');
      const caller = await bookings.addClinicBooking(
        { ...input(callerSlot), contact: { name: 'Ravi (phone)', phone: '080 4123 5678' } },
        'phone',
      );
      const blocked = await bookings.addClinicBooking({ ...input(blockedSlot), contact: { name: '', phone: '' } }, 'blocked');
      await expect(bookings.addClinicBooking(input(patientSlot), 'phone')).rejects.toMatchObject({ code: 'slot-taken' });
      const day = await bookings.listBookingsFrom(callerSlot.date);
      const byId = (id: string) => day.find((b) => b.id === id)!;
      expect(byId(caller)).toMatchObject({ kind: 'phone', uid: '', patientName: 'Ravi (phone)', seat: 0 });
      expect(byId(blocked)).toMatchObject({ kind: 'blocked', patientName: '', phone: '' });
      expect((await bookings.listBookingsOn(callerSlot.date)).map((b) => b.id)).toContain(caller);

      // The visit is hours away: a no-show now would be a guess (and would free a patient's place).
      await expect(bookings.setBookingStatus(byId(caller), 'no-show')).rejects.toMatchObject(refused);
      await bookings.setBookingStatus(byId(caller), 'arrived');
      await bookings.setBookingStatus(byId(caller), 'booked');
      await bookings.setBookingStatus(byId(caller), 'arrived');
      const patientBooking = day.find((b) => b.kind === 'patient')!;
      // The clinic deletes only its own blocks; a patient's booking is cancelled, with a reason.
      await expect(bookings.unblockSlot(patientBooking)).rejects.toMatchObject(refused);
      await expect(bookings.cancelBookingByClinic(patientBooking, '   ')).rejects.toMatchObject(refused);
      await bookings.cancelBookingByClinic(patientBooking, 'The doctor is unwell');
      await bookings.unblockSlot(byId(blocked));
      expect(await taken(patientSlot)).toBe(false);
      expect(await taken(blockedSlot)).toBe(false);
      expect(await taken(callerSlot)).toBe(true);

      const me = await backend.actAs('patient');
      expect(await bookings.listMyBookings(me.uid)).toEqual([
        expect.objectContaining({ status: 'cancelled', cancelledBy: 'clinic', cancelReason: 'The doctor is unwell' }),
      ]);
      await expect(bookings.setBookingStatus(patientBooking, 'arrived')).rejects.toMatchObject(refused);
      await expect(bookings.listBookingsOn(callerSlot.date)).rejects.toMatchObject(refused);
    });

    it('an early arrival is undone while its place is free; once the patient booked again with that place, it is refused', async () => {
      const [first, second] = slotsAhead();
      const id = await bookAs('patient', first);
      await backend.actAs('admin');
      const booking = (await bookings.listBookingsOn(first.date)).find((b) => b.id === id)!;
      await bookings.setBookingStatus(booking, 'arrived');
      await bookings.setBookingStatus(booking, 'booked');
      await bookings.setBookingStatus(booking, 'arrived');
      await bookAs('patient', second);
      await backend.actAs('admin');
      await expect(bookings.setBookingStatus(booking, 'booked')).rejects.toMatchObject(refused);
      expect((await bookings.listBookingsOn(first.date)).find((b) => b.id === id)?.status).toBe('arrived');
    });

    it('remembers the booking contact on the profile, and erasing the account’s bookings frees their slots', async () => {
      const [slot, other] = slotsAhead();
      await bookAs('patient', slot);
      await bookAs('patient', other);
      const me = await backend.actAs('patient');
      expect(await bookings.getBookingContact(me.uid)).toBeNull();
      await bookings.saveBookingContact(me.uid, { name: '  Meera Nair ', phone: '98450 12345' });
      expect(await bookings.getBookingContact(me.uid)).toEqual(contact);
      await expect(bookings.saveBookingContact(me.uid, { name: 'Meera', phone: '12' })).rejects.toMatchObject(refused);

      await bookings.deleteMyBookings(me.uid);
      expect(await bookings.listMyBookings(me.uid)).toEqual([]);
      expect(await taken(slot)).toBe(false);
      expect(await taken(other)).toBe(false);
      expect(slotMonthId(slot)).toContain(doctorId);
      // Erasing is the one way to delete a booking still ahead: the erased account books no more.
      await expect(bookAs('patient', slot)).rejects.toMatchObject(refused);
      await bookAs('otherPatient', slot);
    });

    it('a second owner’s bookings go with their account, and they leave the owners; the first is then the only one (issue 54)', async () => {
      const [slot] = slotsAhead();
      await bookAs('patient', slot);
      const me = await backend.actAs('patient');
      const owner = await backend.actAs('admin');
      await backend.services.staff.setStaffRoles(me.uid, ['owner'], '', owner.uid);
      await backend.actAs('patient');
      expect(await users.isOnlyOwner(me.uid)).toBe(false);
      await bookings.deleteMyBookings(me.uid);
      await users.deleteProfile(me.uid, me.email);
      expect(await bookings.listMyBookings(me.uid)).toEqual([]);
      expect(await taken(slot)).toBe(false);
      await backend.actAs('admin');
      expect(await users.isOnlyOwner(owner.uid)).toBe(true);
    });

    // Issue 46: the all-day week has video sessions all day too, so every slot may be booked either way.
    describe('video visits', () => {
      const video = (slot: Slot) => ({ ...input(slot), visit: 'video' as const });

      it('a patient books a video visit and reads it back as one', async () => {
        const [slot] = slotsAhead();
        const me = await backend.actAs('patient');
        const id = bookings.newBookingId();
        await bookings.bookSlot(id, video(slot), { uid: me.uid, email: me.email ?? '' }, policy);
        expect(await bookings.getMyBooking(id)).toMatchObject({ id, visit: 'video', kind: 'patient', date: slot.date, time: slot.time });
        expect(await bookings.listMyUpcomingBookings(me.uid)).toEqual([expect.objectContaining({ id, visit: 'video' })]);
        await backend.actAs('visitor');
        expect(await taken(slot)).toBe(true);
      });

      it('the front desk cannot book a caller as a video visit (refused alike on both backends); at the clinic it can', async () => {
        const [slot] = slotsAhead();
        await backend.actAs('frontDesk');
        const caller = { ...input(slot), contact: { name: 'Ravi (phone)', phone: '080 4123 5678' } };
        await expect(bookings.addClinicBooking({ ...caller, visit: 'video' }, 'phone')).rejects.toMatchObject(refused);
        await backend.actAs('visitor');
        expect(await taken(slot)).toBe(false);
        await backend.actAs('frontDesk');
        const id = await bookings.addClinicBooking({ ...caller, visit: 'clinic' }, 'phone');
        expect((await bookings.listBookingsOn(slot.date)).find((b) => b.id === id)).toMatchObject({ kind: 'phone', visit: 'clinic' });
      });

      it('a patient moving a video visit keeps it a video visit', async () => {
        const [slot, other] = slotsAhead();
        const me = await backend.actAs('patient');
        const id = bookings.newBookingId();
        await bookings.bookSlot(id, video(slot), { uid: me.uid, email: me.email ?? '' }, policy);
        const booking = (await bookings.getMyBooking(id))!;
        await bookings.rescheduleMyBooking(booking, other, doctorProfile.name);
        expect(await bookings.getMyBooking(id)).toMatchObject({ date: other.date, time: other.time, reschedules: 1, visit: 'video' });
        expect(await taken(slot)).toBe(false);
        expect(await taken(other)).toBe(true);
      });
    });
  });
}
