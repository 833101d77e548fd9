import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { logOut, registerWithEmail } from '../../src/services/firebase/auth';
import { getOrCreateProfile } from '../../src/services/firebase/users';
import { clearAuthEmulator } from '../integration/emulator';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/**
 * The real users service through the real rules: a new account's profile is created on first
 * sign-in, read back afterwards, and never comes back as admin unless make-admin set it.
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
