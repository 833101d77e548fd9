import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../../src/config/constants';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import { slotKey } from '../../src/lib/booking';
import type { Slot } from '../../src/types';
import {
  ALICE_PHONE,
  bookingClinic,
  bookingRef,
  changeableSlots,
  freeSlot,
  KULKARNI,
  laterSlot,
  logIn,
  minutesFromNow,
  MINUTE,
  newId,
  type SlotOf,
  type User,
} from './fixtures/bookings';
import { admin, alice, aliceProfile, doctorUser, frontDesk, linkedDoctorId, modularFirestore, rulesEnvironmentForFile } from './setup';

/*
 * firestore.rules, "Bookings", the fields of issue 45: the WhatsApp opt-in (`whatsApp`), the
 * booking's language (`lang`) and the messages job's record of what it sent (`notices`).
 * - The opt-in is written by the patient at booking only, to a number their account proved by SMS
 *   code (phoneOwners/{number} names the account: written only with the phone's own ID token, a
 *   phone-only user that is deleted right after, so the number never signs in to the account), at
 *   the request's time, under the booking's notice; the clinic's own bookings carry none. Later
 *   the booker may only turn it off (`whatsApp.off`).
 * - phoneOwners/{number} and the profile's `whatsAppNumber`: who may write, read and delete them.
 * - `notices` is written by the job alone, through the Admin SDK (rules off here): no client
 *   write carries it, whoever writes.
 * Batches are written as the service writes them (src/services/firebase/bookings.ts), as in
 * tests/rules/bookings.rules.test.ts, whose helpers these are cut down from.
 */

const env = rulesEnvironmentForFile();

const { seed, as, visitor, openClinic, book, seedBooking, reschedule, stored, takenIn, costliestSlot } = bookingClinic(env);

const BOB_PHONE = '+919880011223';
const FRONT_DESK_PHONE = '+918041234567';
/**
 * Alice and Bob with their numbers proved (phoneOwners names them, seeded below). Their own tokens
 * carry no phone: the number is no sign-in method of theirs (issue 45).
 */
const aliceTel: User = alice;
const bobTel: User = { uid: 'bob', token: { email: 'bob@example.com', email_verified: true } };
/** Carol, a verified patient who has proved no number. */
const carol: User = { uid: 'carol', token: { email: 'carol@example.com', email_verified: true } };
/** The front desk, with a number of its own proved: the clinic's bookings take no opt-in even so. */
const frontDeskTel: User = frontDesk;
/** The phone itself, signed in on the proof app (a phone-only user): its token has the number, nothing else. */
const phoneUser = (number: string, uid = `phone-${number.slice(1)}`): User => ({
  uid,
  token: { email: '', phone_number: number, firebase: { sign_in_provider: 'phone' } } as User['token'],
});

const reason = 'Dr. Iyer is away that day';

// The numbers proved by SMS code, as the phone service leaves them.
beforeEach(() => openClinic({ phones: { [ALICE_PHONE]: 'alice', [BOB_PHONE]: 'bob', [FRONT_DESK_PHONE]: frontDesk.uid } }));

// Documents and batches, as the service writes them --------------------------------------------------

/** An opt-in as a booking stores it (rules off: its time is the seed's). */
const optIn = (to = ALICE_PHONE) => ({ to, at: Timestamp.now(), notice: PRIVACY_NOTICE_VERSION });

/** What the job records (src/types BookingNotice), as the Admin SDK writes it. */
const sentNotice = (slot: Slot) => ({
  status: 'sent',
  tries: 1,
  run: 'run1',
  claimedUntil: Timestamp.fromMillis(Date.now() + 10 * MINUTE),
  sentAt: Timestamp.now(),
  error: '',
  for: Timestamp.fromDate(slot.startsAt),
});

/** The patient's cancel of booking `id`, its slot freed, with `fields` in the same update. */
function cancel(by: User, id: string, slot: SlotOf, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  batch.update(bookingRef(db, id), { status: 'cancelled', cancelledBy: 'patient', updatedAt: serverTimestamp(), ...fields });
  freeSlot(batch, db, slot, id);
  return batch.commit();
}

/** The clinic's cancel of booking `id` with a reason and its entry, its slot freed, with `fields` in the same update. */
function clinicCancel(by: User, id: string, slot: SlotOf, patientUid: string, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  const entry = logIn(batch, db, by, { docId: id, action: 'cancel', patientUid });
  batch.update(bookingRef(db, id), {
    status: 'cancelled',
    cancelledBy: 'clinic',
    cancelReason: reason,
    updatedAt: serverTimestamp(),
    ...entry,
    ...fields,
  });
  freeSlot(batch, db, slot, id);
  return batch.commit();
}

/** A staff status change of booking `id` with its entry, with `fields` in the same update. */
function setStatus(by: User, id: string, status: string, patientUid: string, fields: Record<string, unknown> = {}) {
  const db = as(by);
  const batch = writeBatch(db);
  const entry = logIn(batch, db, by, { docId: id, action: status, patientUid });
  batch.update(bookingRef(db, id), { status, updatedAt: serverTimestamp(), ...entry, ...fields });
  return batch.commit();
}

/** "Stop WhatsApp messages", as the service writes it: `whatsApp.off` = the server's time (and any `more` field paths and values). */
const stopWhatsApp = (by: User, id: string, off: unknown = serverTimestamp(), ...more: unknown[]) =>
  updateDoc(bookingRef(as(by), id), new FieldPath('whatsApp', 'off'), off, ...more);

// Tests ----------------------------------------------------------------------------------------------

describe('the WhatsApp opt-in at booking', () => {
  it('a patient books with WhatsApp to their own verified number: stored with the number, the server’s time and the notice version', async () => {
    const slot = laterSlot();
    const id = newId();
    const before = Date.now();
    await assertSucceeds(book(slot, { id, whatsAppTo: ALICE_PHONE }));
    const booking = await stored(id);
    const whatsApp = booking.whatsApp as { to: string; at: Timestamp; notice: string };
    expect(Object.keys(whatsApp).sort()).toEqual(['at', 'notice', 'to']);
    expect(whatsApp.to).toBe(ALICE_PHONE);
    expect(whatsApp.notice).toBe(PRIVACY_NOTICE_VERSION);
    expect(whatsApp.notice).toBe(booking.noticeVersion);
    // The request's time: the booking's own createdAt, and now (not a time the browser chose).
    expect(whatsApp.at).toBeInstanceOf(Timestamp);
    expect(whatsApp.at.isEqual(booking.createdAt as Timestamp)).toBe(true);
    expect(Math.abs(whatsApp.at.toMillis() - before)).toBeLessThan(60_000);
    expect(booking.lang).toBe('en');
    expect(booking.notices).toBeUndefined();
  });

  it('refused: an opt-in to a number other than the account’s verified one (another’s, or hers written another way)', async () => {
    const slot = laterSlot();
    await assertFails(book(slot, { whatsAppTo: BOB_PHONE }));
    await assertFails(book(slot, { whatsAppTo: '+91 98450 12345' }));
    await assertFails(book(slot, { whatsAppTo: '9845012345' }));
    await assertSucceeds(book(slot, { whatsAppTo: ALICE_PHONE }));
  });

  it('refused: an opt-in from an account that proved no number (to another’s, to a number nobody proved, to an empty one)', async () => {
    const slot = laterSlot();
    await assertFails(book(slot, { by: carol, whatsAppTo: ALICE_PHONE }));
    await assertFails(book(slot, { by: carol, whatsAppTo: '+919900011111' }));
    await assertFails(book(slot, { by: carol, fields: { whatsApp: { to: '', at: serverTimestamp(), notice: PRIVACY_NOTICE_VERSION } } }));
    await assertSucceeds(book(slot, { by: carol, whatsAppTo: null }));
  });

  it('refused, not an error that lets it through: a `to` that names no document (empty, a path, not a string)', async () => {
    const slot = laterSlot();
    for (const to of ['', '/', 'a/b', `${ALICE_PHONE}/x/y`, '..', 919845012345, null, { number: ALICE_PHONE }]) {
      await assertFails(book(slot, { fields: { whatsApp: { to, at: serverTimestamp(), notice: PRIVACY_NOTICE_VERSION } } }));
    }
    await assertSucceeds(book(slot, { whatsAppTo: ALICE_PHONE }));
  });

  it('refused: an opt-in by an account whose token has the number (a phone linked the old way) but whom no proof names', async () => {
    const linked: User = { uid: 'carol', token: { ...carol.token, phone_number: '+919900011111' } };
    await assertFails(book(laterSlot(), { by: linked, whatsAppTo: '+919900011111' }));
  });

  it('refused: an opt-in whose time is not the request’s (a time the browser chose)', async () => {
    const slot = laterSlot();
    for (const at of [Timestamp.now(), Timestamp.fromMillis(Date.now() - 60 * MINUTE), null, 'now']) {
      await assertFails(book(slot, { fields: { whatsApp: { to: ALICE_PHONE, at, notice: PRIVACY_NOTICE_VERSION } } }));
    }
  });

  it('refused: an opt-in under a notice other than the booking’s noticeVersion', async () => {
    const slot = laterSlot();
    for (const notice of ['2020-01-01', '', null]) {
      await assertFails(book(slot, { fields: { whatsApp: { to: ALICE_PHONE, at: serverTimestamp(), notice } } }));
    }
    // Both changed together still match: the opt-in names the notice the booking was made under.
    await assertSucceeds(
      book(slot, {
        fields: { noticeVersion: '2027-01-01', whatsApp: { to: ALICE_PHONE, at: serverTimestamp(), notice: '2027-01-01' } },
      }),
    );
  });

  it('refused: an opt-in with an extra key (already off at booking, a name) or a missing one, or that is not a map', async () => {
    const slot = laterSlot();
    const valid = { to: ALICE_PHONE, at: serverTimestamp(), notice: PRIVACY_NOTICE_VERSION };
    const { at: _at, ...withoutAt } = valid;
    const { notice: _notice, ...withoutNotice } = valid;
    for (const whatsApp of [
      { ...valid, off: serverTimestamp() },
      { ...valid, name: 'Alice' },
      withoutAt,
      withoutNotice,
      true,
      ALICE_PHONE,
      [ALICE_PHONE],
    ]) {
      await assertFails(book(slot, { fields: { whatsApp } }));
    }
    await assertSucceeds(book(slot, { fields: { whatsApp: valid } }));
  });

  it('refused: a booking without a language, or in one the site does not have', async () => {
    const slot = laterSlot();
    for (const lang of [undefined, 'fr', 'EN', '', null]) {
      await assertFails(book(slot, { whatsAppTo: ALICE_PHONE, fields: { lang } }));
      await assertFails(book(slot, { fields: { lang } }));
    }
    await assertSucceeds(book(slot, { lang: 'hi', whatsAppTo: ALICE_PHONE }));
  });

  it('refused: a booking created with message states already set (`notices`), even empty', async () => {
    const slot = laterSlot();
    await assertFails(book(slot, { whatsAppTo: ALICE_PHONE, fields: { notices: { confirmation_email: { status: 'sent' } } } }));
    await assertFails(book(slot, { fields: { notices: { confirmation_whatsapp: sentNotice(slot) } } }));
    await assertFails(book(slot, { fields: { notices: {} } }));
    await assertSucceeds(book(slot));
  });

  it('a patient books without the opt-in (whatsApp null), in Kannada', async () => {
    const slot = laterSlot();
    const id = newId();
    await assertSucceeds(book(slot, { id, lang: 'kn', whatsAppTo: null }));
    const booking = await stored(id);
    expect(booking.whatsApp).toBeNull();
    expect(booking.lang).toBe('kn');
  });

  it('an account without a proved number books without the opt-in', async () => {
    await assertSucceeds(book(laterSlot(), { by: carol, lang: 'hi' }));
  });
});

describe('the costliest patient booking (within the rules’ 1,000 expressions)', () => {
  // As in bookings.rules.test.ts (fixtures/bookings.ts costliestSlot: a doctor with three sessions
  // a day, 100 leave dates and 60 closures, the policy stored, a slot in another month than this
  // one, nearly full). The opt-in's check counts against the same 1,000 as the slot's:
  // bookings.rules.test.ts books this slot without one.
  it('a patient opts in booking a doctor’s third session, in another, nearly full month', async () => {
    const { slot } = await costliestSlot(3);
    await assertSucceeds(book(slot, { id: 'visit', lang: 'kn', whatsAppTo: ALICE_PHONE }));
    expect((await takenIn(slot))[slotKey(slot)]).toBe('visit');
    expect(((await stored('visit')).whatsApp as { to: string }).to).toBe(ALICE_PHONE);
  });
});

describe('the clinic’s own bookings carry no opt-in', () => {
  const clinicOptIn = { whatsApp: { to: FRONT_DESK_PHONE, at: serverTimestamp(), notice: PRIVACY_NOTICE_VERSION } };

  it('refused: the front desk books a caller with an opt-in (even to its own proved number, with its entry)', async () => {
    const slot = laterSlot();
    await assertFails(book(slot, { by: frontDeskTel, kind: 'phone', fields: clinicOptIn }));
    await assertFails(
      book(slot, {
        by: frontDeskTel,
        kind: 'phone',
        fields: { whatsApp: { to: ALICE_PHONE, at: serverTimestamp(), notice: PRIVACY_NOTICE_VERSION } },
      }),
    );
    await assertFails(book(slot, { by: admin, kind: 'phone', fields: clinicOptIn }));
  });

  it('refused: a block of a slot with an opt-in', async () => {
    await assertFails(book(laterSlot(), { by: frontDeskTel, kind: 'blocked', fields: clinicOptIn }));
  });

  it('the front desk books a caller with none (whatsApp null), with its entry, in the language of the page', async () => {
    const id = newId();
    await assertSucceeds(book(laterSlot(), { by: frontDeskTel, kind: 'phone', id, lang: 'hi' }));
    const booking = await stored(id);
    expect(booking.whatsApp).toBeNull();
    expect(booking.lang).toBe('hi');
  });

  it('refused: a caller’s booking without a language, or with message states', async () => {
    const slot = laterSlot();
    await assertFails(book(slot, { by: frontDesk, kind: 'phone', fields: { lang: undefined } }));
    await assertFails(book(slot, { by: frontDesk, kind: 'phone', fields: { notices: { confirmation_email: { status: 'sent' } } } }));
    await assertFails(book(slot, { by: frontDesk, kind: 'blocked', fields: { notices: {} } }));
    await assertSucceeds(book(slot, { by: frontDesk, kind: 'phone' }));
  });
});

describe('turning WhatsApp off', () => {
  it('the booker sets whatsApp.off to the server’s time; the opt-in stays as the record, nothing else changes', async () => {
    const slot = laterSlot();
    await seedBooking('visit', slot, { whatsAppTo: ALICE_PHONE });
    const before = await stored('visit');
    await assertSucceeds(stopWhatsApp(aliceTel, 'visit'));
    const after = await stored('visit');
    const { off, ...kept } = after.whatsApp as Record<string, unknown>;
    expect(off).toBeInstanceOf(Timestamp);
    expect(kept).toEqual(before.whatsApp);
    const { whatsApp: _before, ...restBefore } = before;
    const { whatsApp: _after, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
  });

  it('also once the number is no longer hers (released, or proved since by someone else), on a cancelled booking, and on one past the cut-off or over', async () => {
    await seedBooking('visit', laterSlot(), { whatsAppTo: ALICE_PHONE });
    await seed((db) => setDoc(doc(db, 'phoneOwners', ALICE_PHONE), { uid: 'bob', at: Timestamp.now() }));
    await assertSucceeds(stopWhatsApp(alice, 'visit'));

    await seedBooking('cancelled', changeableSlots(KULKARNI)[0], {
      whatsAppTo: ALICE_PHONE,
      seat: 2,
      fields: { status: 'cancelled', cancelledBy: 'clinic', cancelReason: reason },
    });
    await assertSucceeds(stopWhatsApp(aliceTel, 'cancelled'));

    const soon = minutesFromNow(DEFAULT_BOOKING_POLICY.cancelCutoffMinutes - 60);
    await seedBooking('soon', soon, { whatsAppTo: ALICE_PHONE, seat: 3 });
    await assertFails(cancel(aliceTel, 'soon', soon)); // past the cut-off: no more cancelling ...
    await assertSucceeds(stopWhatsApp(aliceTel, 'soon')); // ... but still stopping the messages

    const over = minutesFromNow(-120);
    await seedBooking('over', over, { whatsAppTo: ALICE_PHONE, seat: 4, fields: { status: 'arrived' } });
    await assertSucceeds(stopWhatsApp(aliceTel, 'over'));
  });

  it('refused: a second time (already off), or turning it back on', async () => {
    await seedBooking('visit', laterSlot(), { whatsAppTo: ALICE_PHONE });
    await assertSucceeds(stopWhatsApp(aliceTel, 'visit'));
    await assertFails(stopWhatsApp(aliceTel, 'visit'));
    await assertFails(updateDoc(bookingRef(as(aliceTel), 'visit'), new FieldPath('whatsApp', 'off'), deleteField()));
    await assertFails(updateDoc(bookingRef(as(aliceTel), 'visit'), { whatsApp: optIn() }));
  });

  it('refused: another patient, the front desk (with or without an entry), the owner, a doctor, a visitor', async () => {
    await seedBooking('visit', laterSlot(), { whatsAppTo: ALICE_PHONE });
    await assertFails(stopWhatsApp(bobTel, 'visit'));
    await assertFails(stopWhatsApp(frontDesk, 'visit'));
    await assertFails(stopWhatsApp(admin, 'visit'));
    await assertFails(stopWhatsApp(doctorUser, 'visit'));
    await assertFails(stopWhatsApp({ uid: 'visitor', token: { email: '' } }, 'visit'));
    await assertFails(updateDoc(bookingRef(visitor(), 'visit'), new FieldPath('whatsApp', 'off'), serverTimestamp()));
    for (const by of [frontDesk, admin]) {
      const db = as(by);
      const batch = writeBatch(db);
      const entry = logIn(batch, db, by, { docId: 'visit', action: 'booked', patientUid: 'alice' });
      batch.update(bookingRef(db, 'visit'), new FieldPath('whatsApp', 'off'), serverTimestamp(), 'logEntry', entry.logEntry);
      await assertFails(batch.commit());
    }
    await assertSucceeds(stopWhatsApp(aliceTel, 'visit'));
  });

  it('refused: off with a time the browser chose', async () => {
    await seedBooking('visit', laterSlot(), { whatsAppTo: ALICE_PHONE });
    await assertFails(stopWhatsApp(aliceTel, 'visit', Timestamp.now()));
    await assertFails(stopWhatsApp(aliceTel, 'visit', Timestamp.fromMillis(Date.now() - 60 * MINUTE)));
    await assertFails(stopWhatsApp(aliceTel, 'visit', true));
  });

  it('refused: changing anything else with it (the number, the consent’s time or notice, another field of the booking)', async () => {
    await seedBooking('visit', laterSlot(), { whatsAppTo: ALICE_PHONE });
    const also = (path: FieldPath | string, value: unknown) => stopWhatsApp(aliceTel, 'visit', serverTimestamp(), path, value);
    await assertFails(also(new FieldPath('whatsApp', 'to'), BOB_PHONE));
    await assertFails(also(new FieldPath('whatsApp', 'at'), serverTimestamp()));
    await assertFails(also(new FieldPath('whatsApp', 'notice'), '2020-01-01'));
    await assertFails(also(new FieldPath('whatsApp', 'name'), 'Alice'));
    await assertFails(also('updatedAt', serverTimestamp()));
    await assertFails(also('phone', '+91 98800 11223'));
    // The whole map rewritten with a new number and off.
    await assertFails(updateDoc(bookingRef(as(aliceTel), 'visit'), { whatsApp: { ...optIn(BOB_PHONE), off: serverTimestamp() } }));
    await assertSucceeds(stopWhatsApp(aliceTel, 'visit'));
  });

  it('refused: removing the opt-in (set to null, or the field deleted) instead of turning it off', async () => {
    await seedBooking('visit', laterSlot(), { whatsAppTo: ALICE_PHONE });
    await assertFails(updateDoc(bookingRef(as(aliceTel), 'visit'), { whatsApp: null }));
    await assertFails(updateDoc(bookingRef(as(aliceTel), 'visit'), { whatsApp: deleteField() }));
    await assertFails(updateDoc(bookingRef(as(aliceTel), 'visit'), new FieldPath('whatsApp', 'to'), deleteField()));
  });

  it('refused: turning it on later, on a booking made without it (null, or an older booking without the field)', async () => {
    await seedBooking('visit', laterSlot());
    await seedBooking('older', changeableSlots(KULKARNI)[0], { seat: 2, fields: { whatsApp: undefined, lang: undefined } });
    expect('whatsApp' in (await stored('older'))).toBe(false);
    for (const id of ['visit', 'older']) {
      await assertFails(
        updateDoc(bookingRef(as(aliceTel), id), { whatsApp: { to: ALICE_PHONE, at: serverTimestamp(), notice: PRIVACY_NOTICE_VERSION } }),
      );
      await assertFails(stopWhatsApp(aliceTel, id));
    }
  });
});

describe('nobody but the job writes the message states (`notices`)', () => {
  const notice = (slot: Slot) => ({ confirmation_email: sentNotice(slot) });

  it('refused: the booker writing notices, alone, as one key, or alongside a legitimate cancel, move, mail report or stop', async () => {
    const [slot, to] = changeableSlots(KULKARNI);
    await seedBooking('visit', slot, { whatsAppTo: ALICE_PHONE });
    const ref = bookingRef(as(aliceTel), 'visit');
    await assertFails(updateDoc(ref, { notices: notice(slot) }));
    await assertFails(updateDoc(ref, new FieldPath('notices', 'reminder_whatsapp'), { status: 'sent' }));
    await assertFails(cancel(aliceTel, 'visit', slot, { notices: notice(slot) }));
    await assertFails(reschedule('visit', slot, to, { by: aliceTel, fields: { notices: {} } }));
    await assertFails(updateDoc(ref, { mailStatus: 'sent', notices: notice(slot) }));
    await assertFails(stopWhatsApp(aliceTel, 'visit', serverTimestamp(), 'notices', notice(slot)));
    // Each of those writes without notices goes through.
    await assertSucceeds(updateDoc(ref, { mailStatus: 'sent' }));
    await assertSucceeds(stopWhatsApp(aliceTel, 'visit'));
    await assertSucceeds(cancel(aliceTel, 'visit', slot));
  });

  it('refused: the booker changing or removing what the job recorded', async () => {
    const slot = laterSlot();
    await seedBooking('visit', slot, {
      whatsAppTo: ALICE_PHONE,
      fields: { notices: { reminder_whatsapp: { ...sentNotice(slot), status: 'failed' } } },
    });
    const ref = bookingRef(as(aliceTel), 'visit');
    await assertFails(updateDoc(ref, new FieldPath('notices', 'reminder_whatsapp', 'status'), 'retry'));
    await assertFails(updateDoc(ref, new FieldPath('notices', 'reminder_whatsapp'), deleteField()));
    await assertFails(updateDoc(ref, { notices: deleteField() }));
    await assertFails(updateDoc(ref, { notices: {} }));
  });

  it('refused: the front desk, even with its access-log entry, alone or alongside its cancel or a status change', async () => {
    const slot = laterSlot();
    await seedBooking('visit', slot, { whatsAppTo: ALICE_PHONE });
    for (const by of [frontDesk, admin]) {
      const db = as(by);
      const batch = writeBatch(db);
      const entry = logIn(batch, db, by, { docId: 'visit', action: 'cancel', patientUid: 'alice' });
      batch.update(bookingRef(db, 'visit'), { notices: notice(slot), ...entry });
      await assertFails(batch.commit());
      await assertFails(updateDoc(bookingRef(db, 'visit'), { notices: notice(slot) }));
      await assertFails(setStatus(by, 'visit', 'arrived', 'alice', { notices: notice(slot) }));
      await assertFails(clinicCancel(by, 'visit', slot, 'alice', { notices: { cancellation_email: sentNotice(slot) } }));
    }
    await assertSucceeds(clinicCancel(frontDesk, 'visit', slot, 'alice'));
  });

  it('refused: the owner (admin), a doctor with their own patient, another patient, a visitor', async () => {
    const slot = { ...laterSlot(), doctorId: linkedDoctorId };
    await seedBooking('visit', slot);
    await assertFails(updateDoc(bookingRef(as(admin), 'visit'), { notices: notice(slot) }));
    await assertFails(setStatus(doctorUser, 'visit', 'arrived', 'alice', { notices: notice(slot) }));
    await assertFails(updateDoc(bookingRef(as(bobTel), 'visit'), { notices: notice(slot) }));
    await assertFails(updateDoc(bookingRef(visitor(), 'visit'), { notices: notice(slot) }));
    await assertSucceeds(setStatus(doctorUser, 'visit', 'arrived', 'alice'));
  });

  it('only the privileged path (the job’s Admin SDK; rules disabled here) writes them', async () => {
    const slot = laterSlot();
    await seedBooking('visit', slot, { whatsAppTo: ALICE_PHONE });
    await assertSucceeds(
      env().withSecurityRulesDisabled((ctx) =>
        updateDoc(bookingRef(modularFirestore(ctx), 'visit'), new FieldPath('notices', 'confirmation_email'), sentNotice(slot)),
      ),
    );
    expect((await stored('visit')).notices).toEqual({ confirmation_email: expect.objectContaining({ status: 'sent', tries: 1 }) });
  });
});

describe('a booking with an opt-in and message states', () => {
  /** Alice's booking with her opt-in and the job's confirmations recorded (rules off). */
  async function seedMessaged(id: string, slot: Slot) {
    await seedBooking(id, slot, {
      whatsAppTo: ALICE_PHONE,
      lang: 'kn',
      fields: {
        whatsApp: optIn(),
        notices: { confirmation_email: sentNotice(slot), confirmation_whatsapp: sentNotice(slot) },
      },
    });
    const { whatsApp, notices, lang } = await stored(id);
    return { whatsApp, notices, lang };
  }

  it('the patient moves it: allowed, the opt-in and the message states unchanged', async () => {
    const [from, , to] = changeableSlots(KULKARNI);
    const before = await seedMessaged('visit', from);
    await assertSucceeds(reschedule('visit', from, to, { by: aliceTel }));
    const after = await stored('visit');
    expect(after.time).toBe(to.time);
    expect({ whatsApp: after.whatsApp, notices: after.notices, lang: after.lang }).toEqual(before);
  });

  it('the patient, or the front desk, cancels it: allowed, the opt-in and the message states unchanged', async () => {
    const [first, second] = changeableSlots(KULKARNI);
    const mine = await seedMessaged('mine', first);
    await seedBooking('theirs', second, {
      whatsAppTo: ALICE_PHONE,
      seat: 2,
      fields: { notices: { confirmation_email: sentNotice(second) } },
    });
    const theirs = await stored('theirs');
    await assertSucceeds(cancel(aliceTel, 'mine', first));
    await assertSucceeds(clinicCancel(frontDesk, 'theirs', second, 'alice'));
    const mineAfter = await stored('mine');
    expect({ whatsApp: mineAfter.whatsApp, notices: mineAfter.notices, lang: mineAfter.lang }).toEqual(mine);
    const theirsAfter = await stored('theirs');
    expect(theirsAfter.cancelReason).toBe(reason);
    expect({ whatsApp: theirsAfter.whatsApp, notices: theirsAfter.notices }).toEqual({
      whatsApp: theirs.whatsApp,
      notices: theirs.notices,
    });
  });

  it('the patient turns WhatsApp off on it: allowed, the message states unchanged', async () => {
    const before = await seedMessaged('visit', laterSlot());
    await assertSucceeds(stopWhatsApp(aliceTel, 'visit'));
    const after = await stored('visit');
    expect(after.notices).toEqual(before.notices);
    expect((after.whatsApp as { off?: unknown }).off).toBeInstanceOf(Timestamp);
  });
});

describe('phoneOwners/{number}: the proof of a number, written only by the phone itself', () => {
  const NEW_PHONE = '+919900011111';
  const ownerRef = (db: Firestore, number: string) => doc(db, 'phoneOwners', number);
  const prove = (by: User, number: string, data: Record<string, unknown>) => setDoc(ownerRef(as(by), number), data);
  const owner = async (number: string) => {
    let data: Record<string, unknown> | undefined;
    await seed(async (db) => {
      data = (await getDoc(ownerRef(db, number))).data();
    });
    return data;
  };

  it('the phone’s own token writes it, naming the account it proves the number for (any uid), at the server’s time', async () => {
    await assertSucceeds(prove(phoneUser(NEW_PHONE), NEW_PHONE, { uid: 'carol', at: serverTimestamp() }));
    expect(await owner(NEW_PHONE)).toEqual({ uid: 'carol', at: expect.any(Timestamp) });
    // The phone can name another account: whoever has its SMS codes proves it for whom they like.
    await assertSucceeds(prove(phoneUser(NEW_PHONE), NEW_PHONE, { uid: 'x'.repeat(128), at: serverTimestamp() }));
  });

  it('refused: anyone but the phone (the account itself, another phone, the owner, a visitor), or under another number', async () => {
    const data = { uid: 'carol', at: serverTimestamp() };
    await assertFails(prove(carol, NEW_PHONE, data));
    await assertFails(prove(aliceTel, ALICE_PHONE, { uid: 'alice', at: serverTimestamp() }));
    await assertFails(prove(phoneUser(BOB_PHONE), NEW_PHONE, data));
    await assertFails(prove(admin, NEW_PHONE, data));
    await assertFails(setDoc(ownerRef(visitor(), NEW_PHONE), data));
    // The number written another way than the token's E.164.
    await assertFails(prove(phoneUser(NEW_PHONE), '+91 99000 11111', data));
    await assertFails(prove(phoneUser(NEW_PHONE), '9900011111', data));
    // Someone who took over Alice's number cannot hand it back to themselves without its codes.
    await assertFails(prove(bobTel, ALICE_PHONE, { uid: 'bob', at: serverTimestamp() }));
    expect(await owner(ALICE_PHONE)).toMatchObject({ uid: 'alice' });
  });

  it('refused: anything but exactly { uid, at: the request’s time }', async () => {
    const phone = phoneUser(NEW_PHONE);
    for (const data of [
      { uid: 'carol', at: Timestamp.now() },
      { uid: 'carol' },
      { at: serverTimestamp() },
      { uid: '', at: serverTimestamp() },
      { uid: 'x'.repeat(129), at: serverTimestamp() },
      { uid: 42, at: serverTimestamp() },
      { uid: 'carol', at: serverTimestamp(), name: 'Carol' },
    ]) {
      await assertFails(prove(phone, NEW_PHONE, data));
    }
    await assertSucceeds(prove(phone, NEW_PHONE, { uid: 'carol', at: serverTimestamp() }));
    // An update names only another account, never adds a field.
    await assertFails(updateDoc(ownerRef(as(phone), NEW_PHONE), { note: 'x' }));
  });

  it('a second proof takes the number over: the first account’s opt-in on a new booking is refused, the new owner’s goes through', async () => {
    const [first, second] = changeableSlots(KULKARNI);
    await assertSucceeds(book(first, { whatsAppTo: ALICE_PHONE }));
    // Alice's number goes to someone new (recycled), who proves it for Bob's account.
    await assertSucceeds(prove(phoneUser(ALICE_PHONE), ALICE_PHONE, { uid: 'bob', at: serverTimestamp() }));
    await assertFails(book(second, { whatsAppTo: ALICE_PHONE, seat: 2 }));
    await assertSucceeds(book(second, { by: bobTel, whatsAppTo: ALICE_PHONE }));
    // Alice books on, without WhatsApp.
    await assertSucceeds(book(laterSlot(), { whatsAppTo: null, seat: 2 }));
  });

  it('get: only the account it names; nobody lists them', async () => {
    await assertSucceeds(getDoc(ownerRef(as(aliceTel), ALICE_PHONE)));
    await assertFails(getDoc(ownerRef(as(bobTel), ALICE_PHONE)));
    await assertFails(getDoc(ownerRef(as(admin), ALICE_PHONE)));
    await assertFails(getDoc(ownerRef(visitor(), ALICE_PHONE)));
    await assertFails(getDoc(ownerRef(as(carol), NEW_PHONE)));
    await assertFails(getDocs(collection(as(aliceTel), 'phoneOwners')));
    await assertFails(getDocs(query(collection(as(aliceTel), 'phoneOwners'), where('uid', '==', 'alice'))));
    await assertFails(getDocs(collection(as(admin), 'phoneOwners')));
  });

  it('delete: the account it names (releasing it), or the phone itself; nobody else', async () => {
    await assertFails(deleteDoc(ownerRef(as(bobTel), ALICE_PHONE)));
    await assertFails(deleteDoc(ownerRef(as(admin), ALICE_PHONE)));
    await assertFails(deleteDoc(ownerRef(visitor(), ALICE_PHONE)));
    await assertFails(deleteDoc(ownerRef(as(phoneUser(BOB_PHONE)), ALICE_PHONE)));
    await assertSucceeds(deleteDoc(ownerRef(as(aliceTel), ALICE_PHONE)));
    await assertSucceeds(deleteDoc(ownerRef(as(phoneUser(BOB_PHONE)), BOB_PHONE)));
    expect(await owner(ALICE_PHONE)).toBeUndefined();
    expect(await owner(BOB_PHONE)).toBeUndefined();
    // Released: no new booking opts in to it.
    await assertFails(book(laterSlot(), { whatsAppTo: ALICE_PHONE }));
  });
});

describe('the profile’s whatsAppNumber: set only to a number whose proof names the account', () => {
  const profileRef = (db: Firestore, uid = 'alice') => doc(db, 'users', uid);

  beforeEach(async () => {
    await seed((db) => setDoc(profileRef(db), aliceProfile));
  });

  it('the owner sets her proved number, then clears it', async () => {
    await assertSucceeds(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: ALICE_PHONE }));
    await assertSucceeds(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: '' }));
    // With her name in the same update.
    await assertSucceeds(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: ALICE_PHONE, displayName: 'Alice F.' }));
  });

  it('refused: someone else’s number, a number nobody proved, one written another way, not a string, a path', async () => {
    for (const whatsAppNumber of [
      BOB_PHONE,
      '+919900011111',
      '+91 98450 12345',
      '9845012345',
      919845012345,
      null,
      'a/b',
      `${ALICE_PHONE}/x/y`,
    ]) {
      await assertFails(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber }));
    }
    // Once set, it is cleared to '', not deleted.
    await assertSucceeds(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: ALICE_PHONE }));
    await assertFails(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: deleteField() }));
  });

  it('refused: once someone else has proved her number since', async () => {
    await seed((db) => setDoc(doc(db, 'phoneOwners', ALICE_PHONE), { uid: 'bob', at: Timestamp.now() }));
    await assertFails(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: ALICE_PHONE }));
    await assertSucceeds(updateDoc(profileRef(as(aliceTel)), { whatsAppNumber: '' }));
  });

  it('refused: anyone else setting it on her profile (another patient, the owner, the phone), or a new profile created with it', async () => {
    await assertFails(updateDoc(profileRef(as(bobTel)), { whatsAppNumber: BOB_PHONE }));
    await assertFails(updateDoc(profileRef(as(admin)), { whatsAppNumber: ALICE_PHONE }));
    await assertFails(updateDoc(profileRef(as(phoneUser(ALICE_PHONE))), { whatsAppNumber: ALICE_PHONE }));
    await assertFails(
      setDoc(profileRef(as(carol), 'carol'), {
        uid: 'carol',
        displayName: 'Carol',
        email: 'carol@example.com',
        photoURL: '',
        whatsAppNumber: '',
      }),
    );
    await assertSucceeds(
      setDoc(profileRef(as(carol), 'carol'), { uid: 'carol', displayName: 'Carol', email: 'carol@example.com', photoURL: '' }),
    );
  });
});
