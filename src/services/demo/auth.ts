import type { AuthUser } from '../../types';
import { demoDb, firebaseLikeError, latency } from './store';

/** Demo twin of the auth service: the seed accounts, the session kept in localStorage. */

const SESSION_KEY = 'clinic-demo-session';
const listeners = new Set<(user: AuthUser | null) => void>();

function currentUser(): AuthUser | null {
  const uid = globalThis.localStorage?.getItem(SESSION_KEY);
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

function notify(): void {
  const user = currentUser();
  listeners.forEach((listener) => listener(user));
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
  const account = demoDb().accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
  if (!account || account.password !== password) {
    throw firebaseLikeError('auth/invalid-credential', 'Error');
  }
  globalThis.localStorage?.setItem(SESSION_KEY, account.uid);
  notify();
  const user = currentUser();
  if (!user) throw firebaseLikeError('auth/internal-error', 'Error');
  return user;
}

export async function logOut(): Promise<void> {
  await latency();
  globalThis.localStorage?.removeItem(SESSION_KEY);
  notify();
}
