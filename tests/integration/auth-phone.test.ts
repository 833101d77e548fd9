// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getIdTokenResult } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebaseAuth } from '../../src/lib/auth';
import { EMULATOR_PROJECT_ID, emulatorHost, emulatorPorts } from '../../src/lib/firebase';
import { logOut, reloadCurrentUser, signInWithEmail } from '../../src/services/firebase/auth';
import { confirmPhoneCode, removePhoneNumber, sendPhoneCode } from '../../src/services/firebase/phone';

/**
 * The phone service against the Auth emulator (issue 45): the number linked by SMS code, seen in
 * the ID token as the rules see it, and removed. The browser's SDK (jsdom): RecaptchaVerifier and
 * linkWithPhoneNumber exist only there; on the emulator no reCAPTCHA is solved and no SMS is sent,
 * the code is read from the emulator's endpoint. (Not ./emulator.ts: jsdom's URL cannot read
 * firebase.json the way scripts/lib/emulators.mjs does; the app's own copy of the ports serves.)
 */
const PHONE = '+919845012345';

// Node resolves firebase/auth to its Node build, where phone sign-in is a stub that throws: the
// app's modules get the SDK's browser build, as a bundle for the browser does.
vi.mock('firebase/auth', async () => {
  const fromFirebase = createRequire(createRequire(import.meta.url).resolve('firebase/package.json'));
  return import(join(dirname(fromFirebase.resolve('@firebase/auth/package.json')), 'dist/esm/index.js'));
});
const AUTH_EMULATOR = `http://${emulatorHost}:${emulatorPorts.auth}`;

async function clearAuthEmulator(): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
}

async function createEmulatorAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
}

async function smsCode(phoneNumber: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/verificationCodes`);
  const body = (await response.json()) as { verificationCodes?: Array<{ phoneNumber: string; code: string }> };
  const code = (body.verificationCodes ?? []).filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`No code was sent to ${phoneNumber}`);
  return code;
}

function recaptchaContainer(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

const tokenPhone = async () => (await getIdTokenResult(firebaseAuth().currentUser!)).claims.phone_number ?? null;

describe('phone service on the Auth emulator', () => {
  beforeEach(async () => {
    await logOut();
    await clearAuthEmulator();
  });

  afterAll(async () => {
    await logOut();
  });

  it('links a number by SMS code (a wrong code refused), puts it in the ID token, and removes it', async () => {
    await createEmulatorAccount('arjun@example.com', 'secret-123');
    await signInWithEmail('arjun@example.com', 'secret-123');

    expect(await sendPhoneCode(PHONE, recaptchaContainer())).toEqual({ demoCode: null });
    const code = await smsCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(confirmPhoneCode(wrong)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    expect((await reloadCurrentUser())?.phoneNumber).toBeNull();

    await confirmPhoneCode(code);
    expect((await reloadCurrentUser())?.phoneNumber).toBe(PHONE);
    expect(await tokenPhone()).toBe(PHONE);

    await removePhoneNumber();
    expect((await reloadCurrentUser())?.phoneNumber).toBeNull();
    expect(await tokenPhone()).toBeNull();
  });

  it('refuses a number another account has linked', async () => {
    await createEmulatorAccount('arjun@example.com', 'secret-123');
    await createEmulatorAccount('meera@example.com', 'secret-456');
    await signInWithEmail('arjun@example.com', 'secret-123');
    await sendPhoneCode(PHONE, recaptchaContainer());
    await confirmPhoneCode(await smsCode(PHONE));

    await signInWithEmail('meera@example.com', 'secret-456');
    const error = await sendPhoneCode(PHONE, recaptchaContainer())
      .then(async () => confirmPhoneCode(await smsCode(PHONE)))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: expect.stringMatching(/^auth\/(credential-already-in-use|account-exists-with-different-credential)$/),
    });
    expect((await reloadCurrentUser())?.phoneNumber).toBeNull();
  });

  it('refuses a code when none was sent', async () => {
    await createEmulatorAccount('arjun@example.com', 'secret-123');
    await signInWithEmail('arjun@example.com', 'secret-123');
    await expect(confirmPhoneCode('123456')).rejects.toMatchObject({ code: 'auth/missing-verification-id' });
  });
});
