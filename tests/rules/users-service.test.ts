import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { PRIVACY_NOTICE_VERSION } from '../../src/config/privacy';
import { slotKey, slotMonthId } from '../../src/lib/booking';
import { logOut, registerWithEmail } from '../../src/services/firebase/auth';
import { deleteMyBookings } from '../../src/services/firebase/bookings';
import { deleteProfile, getOrCreateProfile } from '../../src/services/firebase/users';
import { clearAuthEmulator } from '../integration/emulator';
import { bookingOf } from '../utils/bookings';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/**
 * The real users service through the real rules: a new account's profile is created on first
 * sign-in, read back afterwards, and never comes back as admin unless make-admin set it; deleting
 * the account (its bookings, then its profile) leaves nothing under a video visit's booking.
 */
const env = rulesEnvironmentForFile();

afterAll(async () => {
  await logOut();
});

beforeEach(async () => {
  await logOut();
  await clearAuthEmulator();
  await env().clearFirestore();
});

describe('users service on the Emulator Suite', () => {
  it('creates the profile on first sign-in and reads it afterwards', async () => {
    const user = await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    const created = await getOrCreateProfile(user);
    expect(created).toMatchObject({ uid: user.uid, displayName: 'Meera Nair', email: 'meera@example.com', roles: [], doctorId: '' });

    const again = await getOrCreateProfile(user);
    expect(again).toEqual(created);

    await env().withSecurityRulesDisabled(async (ctx) => {
      const stored = (await getDoc(doc(modularFirestore(ctx), `users/${user.uid}`))).data();
      expect(stored).toEqual({ uid: user.uid, displayName: 'Meera Nair', email: 'meera@example.com', photoURL: '' });
    });
  });

  it('brings a display name set after the profile was created onto the profile', async () => {
    const user = await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await getOrCreateProfile({ ...user, displayName: null });
    expect(await getOrCreateProfile(user)).toMatchObject({ displayName: 'Meera Nair' });
  });

  it('reports roles only when they were given by an owner or make-admin (here: the Admin SDK)', async () => {
    const user = await registerWithEmail('Kavya Rao', 'kavya@example.com', 'clinic-admin');
    await getOrCreateProfile(user);
    await env().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(modularFirestore(ctx), `users/${user.uid}`), { admin: true });
    });
    // The old flag means nothing any more (npm run migrate:roles turns it into the owner role).
    expect(await getOrCreateProfile(user)).toMatchObject({ roles: [] });
    await env().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(modularFirestore(ctx), `users/${user.uid}`), { roles: ['frontDesk', 'doctor'], doctorId: 'dr-x', staff: true });
    });
    expect(await getOrCreateProfile(user)).toMatchObject({ roles: ['frontDesk', 'doctor'], doctorId: 'dr-x' });
  });
});

describe('erasing an account with a video visit (issue 54)', () => {
  const MINUTE = 60_000;

  it('leaves no document under the booking: the call’s signalling, who hung up and the TURN document go with it', async () => {
    const user = await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await getOrCreateProfile(user);
    // A video visit going on now (in its window), with everything a call leaves: both sides'
    // descriptions and candidates, who hung up, and the job's TURN credentials.
    const startsAt = new Date(Date.now() - 5 * MINUTE);
    const clinicTime = new Date(startsAt.getTime() + 330 * MINUTE).toISOString();
    const slot = { doctorId: 'dr-ananya-iyer', date: clinicTime.slice(0, 10), time: clinicTime.slice(11, 16) };
    // Booking ids are letters and digits (firestore.rules), as newBookingId makes them.
    const id = 'videoMeera01';
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      const now = Timestamp.now();
      const { id: _id, ...booking } = bookingOf(
        { ...slot, minutes: 15 },
        {
          id,
          uid: user.uid,
          startsAt,
          patientName: 'Meera Nair',
          phone: '+91 98450 12345',
          noticeVersion: PRIVACY_NOTICE_VERSION,
          visit: 'video',
          consult: {
            consentAt: now.toDate(),
            notice: PRIVACY_NOTICE_VERSION,
            patientName: 'Meera Nair',
            age: 34,
            phone: '+91 98450 12345',
          },
        },
      );
      await setDoc(doc(db, 'bookings', id), booking);
      await setDoc(doc(db, 'bookedSlots', slotMonthId(slot)), {
        doctorId: slot.doctorId,
        month: slot.date.slice(0, 7),
        taken: { [slotKey(slot)]: id },
        booking: id,
        updatedAt: now,
      });
      await setDoc(doc(db, 'takenSlots', slotMonthId(slot)), { taken: { [slotKey(slot)]: true } });
      await setDoc(doc(db, 'bookingSeats', `${user.uid}_1`), { uid: user.uid, seat: 1, bookingId: id });
      for (const side of ['patient', 'doctor']) {
        await setDoc(doc(db, 'bookings', id, 'call', side), {
          session: `${side}00001`,
          peer: '',
          description: { type: side === 'doctor' ? 'offer' : 'answer', sdp: 'v=0 c=IN IP4 203.0.113.7' },
          candidates: ['candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host'],
          updatedAt: now,
        });
      }
      await setDoc(doc(db, 'bookings', id, 'call', 'ended'), { by: 'doctor', at: now });
      await setDoc(doc(db, 'bookings', id, 'call', 'ice'), {
        iceServers: [{ urls: ['turn:turn.example.in:3478'], username: `1:${id}`, credential: 'c' }],
        expiresAt: now,
      });
    });

    // "Delete my account": the bookings, then the profile (features/account/accountData.ts deleteMyAccount).
    await deleteMyBookings(user.uid);
    await deleteProfile(user.uid, 'meera@example.com');

    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      expect((await getDoc(doc(db, 'bookings', id))).exists()).toBe(false);
      expect((await getDocs(collection(db, 'bookings', id, 'call'))).docs.map((d) => d.id)).toEqual([]);
      expect((await getDoc(doc(db, 'erasures', user.uid))).exists()).toBe(true);
      expect((await getDoc(doc(db, 'takenSlots', slotMonthId(slot)))).data()?.taken).toEqual({});
    });
  });
});
