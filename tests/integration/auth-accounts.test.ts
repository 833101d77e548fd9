import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyVerificationCode,
  demoVerificationLink,
  logOut,
  registerWithEmail,
  reloadCurrentUser,
  sendPasswordReset,
  sendVerificationEmail,
  signInWithEmail,
} from '../../src/services/firebase/auth';
import { getIdTokenResult } from 'firebase/auth';
import { firebaseAuth } from '../../src/lib/auth';
import { clearAuthEmulator, emulatorOobCodes } from './emulator';

/** Registration, verification and reset through the real auth service on the Auth emulator. */
describe('accounts on the Auth emulator', () => {
  beforeEach(async () => {
    await logOut();
    await clearAuthEmulator();
  });

  afterAll(async () => {
    await logOut();
  });

  it('registers with the full name as display name, signed in and not yet verified', async () => {
    const user = await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    expect(user).toMatchObject({ email: 'meera@example.com', displayName: 'Meera Nair', emailVerified: false });
    expect(await reloadCurrentUser()).toMatchObject({ uid: user.uid, displayName: 'Meera Nair' });
  });

  it('issues a verification e-mail whose code verifies the address', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await sendVerificationEmail();
    const [code] = await emulatorOobCodes('meera@example.com', 'VERIFY_EMAIL');
    expect(code?.oobCode).toBeTruthy();

    await applyVerificationCode(code.oobCode);
    expect(await reloadCurrentUser()).toMatchObject({ emailVerified: true });
  });

  it('once verified, the ID token the rules read says so too (reload alone leaves the old token)', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    const user = firebaseAuth().currentUser!;
    expect((await getIdTokenResult(user)).claims.email_verified).toBe(false);
    await sendVerificationEmail();
    const [code] = await emulatorOobCodes('meera@example.com', 'VERIFY_EMAIL');
    await applyVerificationCode(code.oobCode);

    expect(await reloadCurrentUser()).toMatchObject({ emailVerified: true });
    // The cached token, not a forced refresh: what the next Firestore request carries.
    expect((await getIdTokenResult(user)).claims.email_verified).toBe(true);
  });

  it('refuses a used verification code', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await sendVerificationEmail();
    const [code] = await emulatorOobCodes('meera@example.com', 'VERIFY_EMAIL');
    await applyVerificationCode(code.oobCode);
    await expect(applyVerificationCode(code.oobCode)).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
  });

  it('refuses a second account with the same e-mail', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await logOut();
    await expect(registerWithEmail('Someone Else', 'meera@example.com', 'another-pass')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
  });

  it('signs back in after signing out, and reports a wrong password', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await logOut();
    expect(await reloadCurrentUser()).toBeNull();
    await expect(signInWithEmail('meera@example.com', 'monsoon-sun')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
    expect(await signInWithEmail('meera@example.com', 'monsoon-rain')).toMatchObject({ email: 'meera@example.com' });
  });

  it('issues a password reset e-mail', async () => {
    await registerWithEmail('Meera Nair', 'meera@example.com', 'monsoon-rain');
    await logOut();
    await sendPasswordReset('meera@example.com');
    expect(await emulatorOobCodes('meera@example.com', 'PASSWORD_RESET')).toHaveLength(1);
  });

  it('has no on-screen verification link: real links arrive by e-mail', () => {
    expect(demoVerificationLink()).toBeNull();
  });
});
