import { AUTH_PASSWORD_MIN_LENGTH } from '../../config/limits';
import { isEmailShaped } from '../../lib/formChecks';
import type { AuthUser } from '../../types';
import { demoDb, demoSessionUid, latency, saveDemoDb, setDemoSessionUid } from './store';
import { paths } from '../../config/routes';
import { firebaseLikeError } from '../errors';

/**
 * Demo twin of the auth service: the seed accounts plus anyone who registers, the session kept
 * in localStorage. No e-mail leaves the browser: a verification "e-mail" is a link the verify
 * page shows (demoVerificationLink), which applies its code like Firebase's would.
 */

const listeners = new Set<(user: AuthUser | null) => void>();
const DEMO_GOOGLE_ACCOUNT = { email: 'google.user@clinic.test', displayName: 'Priya Sharma (Google)' };

function currentUser(): AuthUser | null {
  const uid = demoSessionUid();
  const account = uid ? demoDb().accounts.find((a) => a.uid === uid) : undefined;
  if (!account) return null;
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    photoURL: null,
    emailVerified: account.emailVerified,
  };
}

/** When the demo session signed in (ms), as Firebase keeps a sign-in's time for sensitive operations. */
const SIGNED_IN_AT_KEY = 'clinic-demo-signed-in-at';
/** Firebase refuses to delete an account whose last sign-in is older than about five minutes. */
const RECENT_LOGIN_MS = 5 * 60 * 1000;

function startSession(uid: string): AuthUser {
  setDemoSessionUid(uid);
  globalThis.localStorage?.setItem(SIGNED_IN_AT_KEY, String(Date.now()));
  const user = currentUser();
  if (!user) throw firebaseLikeError('auth/internal-error', 'Error');
  listeners.forEach((listener) => listener(user));
  return user;
}

function requireCurrentAccount() {
  const uid = demoSessionUid();
  const account = uid ? demoDb().accounts.find((a) => a.uid === uid) : undefined;
  if (!account) throw Object.assign(new Error('No user is signed in.'), { code: 'auth/no-current-user' });
  return account;
}

function findAccount(email: string) {
  return demoDb().accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
}

export function observeAuthState(callback: (user: AuthUser | null) => void): () => void {
  listeners.add(callback);
  // Firebase reports the initial state asynchronously; so does the twin.
  queueMicrotask(() => {
    if (listeners.has(callback)) callback(currentUser());
  });
  return () => {
    listeners.delete(callback);
  };
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  await latency();
  if (!isEmailShaped(email)) throw firebaseLikeError('auth/invalid-email', 'Error');
  const account = findAccount(email);
  if (!account || account.password !== password) throw firebaseLikeError('auth/invalid-credential', 'Error');
  return startSession(account.uid);
}

/** Signs in as a fixed demo Google account (created on first use). */
export async function signInWithGoogle(): Promise<AuthUser> {
  await latency();
  let account = findAccount(DEMO_GOOGLE_ACCOUNT.email);
  if (!account) {
    account = { uid: 'demo-google-user', password: '', roles: [], doctorId: '', emailVerified: true, ...DEMO_GOOGLE_ACCOUNT };
    demoDb().accounts.push(account);
    saveDemoDb();
  }
  return startSession(account.uid);
}

export async function registerWithEmail(fullName: string, email: string, password: string): Promise<AuthUser> {
  await latency();
  if (!isEmailShaped(email)) throw firebaseLikeError('auth/invalid-email', 'Error');
  if (password.length < AUTH_PASSWORD_MIN_LENGTH)
    throw firebaseLikeError('auth/weak-password', `Password should be at least ${AUTH_PASSWORD_MIN_LENGTH} characters`);
  if (findAccount(email)) throw firebaseLikeError('auth/email-already-in-use', 'Error');
  const uid = `demo-${crypto.randomUUID()}`;
  demoDb().accounts.push({ uid, email: email.trim(), password, displayName: fullName, roles: [], doctorId: '', emailVerified: false });
  saveDemoDb();
  return startSession(uid);
}

export async function sendVerificationEmail(): Promise<void> {
  await latency();
  const account = requireCurrentAccount();
  demoDb().verificationCodes[crypto.randomUUID()] = account.uid;
  saveDemoDb();
}

export async function applyVerificationCode(code: string): Promise<void> {
  await latency();
  const codes = demoDb().verificationCodes;
  const account = demoDb().accounts.find((a) => a.uid === codes[code]);
  if (!account) throw firebaseLikeError('auth/invalid-action-code', 'Error');
  account.emailVerified = true;
  delete codes[code];
  saveDemoDb();
}

/** The latest verification link "sent" to the signed-in user, for the verify page to show. */
export function demoVerificationLink(): string | null {
  const uid = demoSessionUid();
  const code = Object.entries(demoDb().verificationCodes).findLast(([, owner]) => owner === uid)?.[0];
  return code ? `${paths.verifyEmail}?mode=verifyEmail&oobCode=${encodeURIComponent(code)}` : null;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await latency();
  if (!isEmailShaped(email)) throw firebaseLikeError('auth/invalid-email', 'Error');
  // Like Firebase with e-mail enumeration protection: no word on whether the account exists.
}

export async function reloadCurrentUser(): Promise<AuthUser | null> {
  await latency();
  return currentUser();
}

export async function logOut(): Promise<void> {
  await latency();
  setDemoSessionUid(null);
  listeners.forEach((listener) => listener(null));
}

export function signInMethod(): 'password' | 'google' | null {
  const uid = demoSessionUid();
  const account = uid ? demoDb().accounts.find((a) => a.uid === uid) : undefined;
  if (!account) return null;
  return account.email === DEMO_GOOGLE_ACCOUNT.email ? 'google' : 'password';
}

/** As Firebase: the password must be the account's (auth/invalid-credential otherwise); Google always says yes here. */
export async function reauthenticate(password?: string): Promise<void> {
  await latency();
  const account = requireCurrentAccount();
  if (password !== undefined && password !== account.password) throw firebaseLikeError('auth/invalid-credential', 'Error');
  globalThis.localStorage?.setItem(SIGNED_IN_AT_KEY, String(Date.now()));
}

/** As Firebase: refused without a recent sign-in (auth/requires-recent-login); then the account is gone and signed out. */
export async function deleteCurrentUser(): Promise<void> {
  await latency();
  const account = requireCurrentAccount();
  const signedInAt = Number(globalThis.localStorage?.getItem(SIGNED_IN_AT_KEY) ?? 0);
  if (Date.now() - signedInAt > RECENT_LOGIN_MS) throw firebaseLikeError('auth/requires-recent-login', 'Error');
  const db = demoDb();
  db.accounts = db.accounts.filter((a) => a.uid !== account.uid);
  saveDemoDb();
  setDemoSessionUid(null);
  listeners.forEach((listener) => listener(null));
}
