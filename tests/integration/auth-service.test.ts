import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { logOut, observeAuthState, signInWithEmail } from '../../src/services/firebase/auth';
import type { AuthUser } from '../../src/types';
import { clearAuthEmulator, createEmulatorAccount } from './emulator';

/** The real auth service module against the Auth emulator (run by `npm test`). */
describe('auth service on the Auth emulator', () => {
  beforeEach(async () => {
    await logOut();
    await clearAuthEmulator();
  });

  afterAll(async () => {
    await logOut();
  });

  it('signs in with e-mail and password, reports the user, and signs out', async () => {
    const uid = await createEmulatorAccount('meera@example.com', 'secret-123');
    const seen: Array<AuthUser | null> = [];
    const unsubscribe = observeAuthState((user) => seen.push(user));

    const user = await signInWithEmail('meera@example.com', 'secret-123');
    expect(user).toMatchObject({ uid, email: 'meera@example.com', emailVerified: false });
    await expect.poll(() => seen.at(-1)?.uid).toBe(uid);

    await logOut();
    await expect.poll(() => seen.at(-1)).toBeNull();
    unsubscribe();
  });

  it('rejects a wrong password with a Firebase error code, and stays signed out', async () => {
    await createEmulatorAccount('meera@example.com', 'secret-123');
    const error = await signInWithEmail('meera@example.com', 'wrong-password').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/) });

    const seen: Array<AuthUser | null> = [];
    const unsubscribe = observeAuthState((user) => seen.push(user));
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeNull();
    unsubscribe();
  });

  it('rejects an unknown account', async () => {
    const error = await signInWithEmail('nobody@example.com', 'whatever-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/) });
  });
});
