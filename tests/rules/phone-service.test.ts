// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAdditionalUserInfo,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type Auth,
} from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebaseAuth } from '../../src/lib/auth';
import { EMULATOR_PROJECT_ID, emulatorHost, emulatorPorts, firebaseApp } from '../../src/lib/firebase';
import { logOut, signInWithEmail } from '../../src/services/firebase/auth';
import { confirmPhoneCode, removePhoneNumber, sendPhoneCode } from '../../src/services/firebase/phone';
import { getOrCreateProfile } from '../../src/services/firebase/users';

/**
 * The phone service on the Emulator Suite (Auth and Firestore, through the real rules; issue 45):
 * the number is PROVED by SMS code on a second app, never linked to the account. After a proof,
 * phoneOwners/{number} names the account and the profile keeps the number, no Auth user has the
 * number, and signing in with the number's SMS code opens a new, empty user: never the account.
 * The browser's SDK (jsdom): RecaptchaVerifier and signInWithPhoneNumber exist only there; on the
 * emulator no reCAPTCHA is solved and no SMS is sent, the code is read from the emulator's
 * endpoint. (Not ../integration/emulator.ts: jsdom's URL cannot read firebase.json the way
 * scripts/lib/emulators.mjs does; the app's own copy of the ports serves.)
 */
const PHONE = '+919845012345';

// Node resolves firebase/auth to its Node build, where phone sign-in is a stub that throws: the
// app's modules get the SDK's browser build, as a bundle for the browser does.
vi.mock('firebase/auth', async () => {
  const fromFirebase = createRequire(createRequire(import.meta.url).resolve('firebase/package.json'));
  return import(join(dirname(fromFirebase.resolve('@firebase/auth/package.json')), 'dist/esm/index.js'));
});

const AUTH_EMULATOR = `http://${emulatorHost}:${emulatorPorts.auth}`;
const FIRESTORE_EMULATOR = `http://${emulatorHost}:${emulatorPorts.firestore}`;
const DOCUMENTS = `/projects/${EMULATOR_PROJECT_ID}/databases/(default)/documents`;

async function clearEmulators(): Promise<void> {
  for (const url of [
    `${AUTH_EMULATOR}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`,
    `${FIRESTORE_EMULATOR}/emulator/v1${DOCUMENTS}`,
  ]) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Could not clear ${url}: ${response.status}`);
  }
}

async function createEmulatorAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
}

/** Every Auth user's uid, e-mail and phone, as the emulator keeps them (its admin endpoint). */
async function authUsers(): Promise<Array<{ localId: string; email?: string; phoneNumber?: string }>> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  const body = (await response.json()) as { userInfo?: Array<{ localId: string; email?: string; phoneNumber?: string }> };
  return body.userInfo ?? [];
}

/** Who phoneOwners/{number} names, read past the rules (the emulator's owner token), or null. */
async function ownerOf(number: string): Promise<string | null> {
  const response = await fetch(`${FIRESTORE_EMULATOR}/v1${DOCUMENTS}/phoneOwners/${encodeURIComponent(number)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return null;
  const body = (await response.json()) as { fields?: { uid?: { stringValue?: string } } };
  return body.fields?.uid?.stringValue ?? null;
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

/** A patient signed in with e-mail and password, with the profile a first sign-in creates. */
async function signedInPatient(email: string): Promise<string> {
  await createEmulatorAccount(email, 'secret-123');
  const user = await signInWithEmail(email, 'secret-123');
  await getOrCreateProfile(user);
  return user.uid;
}

const profileNumber = async () => (await getOrCreateProfile(await signInAgain())).whatsAppNumber;
const signInAgain = async () => {
  const user = firebaseAuth().currentUser!;
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL, emailVerified: user.emailVerified };
};

/** Proves the number for the signed-in account, as My account does. */
async function prove(number = PHONE): Promise<void> {
  await sendPhoneCode(number, recaptchaContainer());
  await confirmPhoneCode(await smsCode(number));
}

/** Someone else's browser: an app of its own that signs in with the number's SMS code (a SIM swap, a recycled number). */
let attackers = 0;
function attackerAuth(): Auth {
  const app = initializeApp(firebaseApp().options, `attacker-${++attackers}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, AUTH_EMULATOR, { disableWarnings: true });
  auth.settings.appVerificationDisabledForTesting = true;
  return auth;
}

describe('phone service on the Emulator Suite', () => {
  beforeEach(async () => {
    await logOut();
    await clearEmulators();
  });

  afterAll(async () => {
    await logOut();
  });

  it('proves a number by SMS code (a wrong code refused): phoneOwners names the account, the profile keeps it, no Auth user has it', async () => {
    const uid = await signedInPatient('arjun@example.com');
    expect(await sendPhoneCode(PHONE, recaptchaContainer())).toEqual({ demoCode: null });
    const code = await smsCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(confirmPhoneCode(wrong)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    expect(await ownerOf(PHONE)).toBeNull();
    expect(await profileNumber()).toBe('');

    await confirmPhoneCode(code);
    expect(await ownerOf(PHONE)).toBe(uid);
    expect(await profileNumber()).toBe(PHONE);
    // The account is still the one signed in, with no phone of its own; the phone's user is gone.
    const main = firebaseAuth().currentUser!;
    expect(main.uid).toBe(uid);
    expect(main.phoneNumber).toBeNull();
    expect(main.providerData.map((provider) => provider.providerId)).toEqual(['password']);
    expect(await authUsers()).toEqual([expect.objectContaining({ localId: uid, email: 'arjun@example.com' })]);
    expect((await authUsers()).some((user) => user.phoneNumber)).toBe(false);
  });

  it('the number is no way into the account: signing in with its SMS code opens a new, empty user', async () => {
    const uid = await signedInPatient('arjun@example.com');
    await prove();

    const auth = attackerAuth();
    const confirmation = await signInWithPhoneNumber(auth, PHONE, new RecaptchaVerifier(auth, recaptchaContainer(), { size: 'invisible' }));
    const credential = await confirmation.confirm(await smsCode(PHONE));
    expect(credential.user.uid).not.toBe(uid);
    expect(credential.user.email).toBeNull();
    expect(getAdditionalUserInfo(credential)?.isNewUser).toBe(true);
    // The patient's session is untouched.
    expect(firebaseAuth().currentUser?.uid).toBe(uid);
  });

  it('removes the number: the profile forgets it and its proof is deleted', async () => {
    await signedInPatient('arjun@example.com');
    await prove();
    await removePhoneNumber();
    expect(await profileNumber()).toBe('');
    expect(await ownerOf(PHONE)).toBeNull();
    // Nothing to remove: harmless.
    await removePhoneNumber();
  });

  it('another account proving the same number takes it over; the first one’s removal then leaves the new owner’s proof', async () => {
    await signedInPatient('arjun@example.com');
    await prove();
    const meera = await signedInPatient('meera@example.com');
    await prove();
    expect(await ownerOf(PHONE)).toBe(meera);
    expect(await profileNumber()).toBe(PHONE);

    await signInWithEmail('arjun@example.com', 'secret-123');
    // Arjun's profile still names the number, but its proof does not: the rules refuse his opt-ins.
    expect(await profileNumber()).toBe(PHONE);
    await removePhoneNumber();
    expect(await profileNumber()).toBe('');
    expect(await ownerOf(PHONE)).toBe(meera);
  });

  it('refuses a code when none was sent', async () => {
    await signedInPatient('arjun@example.com');
    await expect(confirmPhoneCode('123456')).rejects.toMatchObject({ code: 'auth/missing-verification-id' });
  });
});
