import {
  applyActionCode,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  getIdTokenResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from '../../lib/auth';
import type { AuthUser } from '../../types';
import { paths } from '../../config/routes';

/** Auth service: the only code that talks to Firebase Authentication. */

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

function requireCurrentUser(): User {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error('No user is signed in.'), { code: 'auth/no-current-user' });
  return user;
}

/** Where the verification and reset e-mails send people back to. */
function continueUrl(path: string) {
  return typeof window === 'undefined' ? undefined : { url: `${window.location.origin}${path}` };
}

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscribe. */
export function observeAuthState(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => callback(user ? toAuthUser(user) : null));
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return toAuthUser(credential.user);
}

/** Google sign-in in a popup. The popup resolver is passed here so other pages never load it. */
export async function signInWithGoogle(): Promise<AuthUser> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(firebaseAuth(), provider, browserPopupRedirectResolver);
  return toAuthUser(credential.user);
}

/** Creates the account, signed in, with the full name as display name. */
export async function registerWithEmail(fullName: string, email: string, password: string): Promise<AuthUser> {
  const credential = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(credential.user, { displayName: fullName });
  return toAuthUser(credential.user);
}

export async function sendVerificationEmail(): Promise<void> {
  await sendEmailVerification(requireCurrentUser(), continueUrl(paths.verifyEmail));
}

/** Applies the code of a verification link (when the link leads back to our /verify-email). */
export async function applyVerificationCode(code: string): Promise<void> {
  await applyActionCode(firebaseAuth(), code);
}

/** Real verification links arrive by e-mail; only the demo backend has one to show on screen. */
export function demoVerificationLink(): string | null {
  return null;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email, continueUrl(paths.login));
}

/**
 * Fetches the current user again from the server (for instance to see emailVerified change).
 * reload() does not touch the ID token, and the rules read `email_verified` from the token: so
 * once the account is verified but the token still says otherwise, a fresh token is fetched, and
 * the rules let the person comment at once rather than within the hour.
 */
export async function reloadCurrentUser(): Promise<AuthUser | null> {
  const user = firebaseAuth().currentUser;
  if (!user) return null;
  await reload(user);
  if (user.emailVerified) {
    const { claims } = await getIdTokenResult(user);
    if (claims.email_verified !== true) await getIdTokenResult(user, true);
  }
  return toAuthUser(user);
}

export async function logOut(): Promise<void> {
  await signOut(firebaseAuth());
}

/** How the signed-in person proves it is them again: their password, or Google. */
export function signInMethod(): 'password' | 'google' | null {
  const user = firebaseAuth().currentUser;
  if (!user) return null;
  return user.providerData.some((p) => p.providerId === 'password') ? 'password' : 'google';
}

/**
 * Signs the person in again, as Firebase asks before deleting an account whose last sign-in is
 * not recent (auth/requires-recent-login): with their password, or with Google.
 */
export async function reauthenticate(password?: string): Promise<void> {
  const user = requireCurrentUser();
  if (password !== undefined) {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  }
}

/** Deletes the signed-in account for good (after its data: see features/account/accountData). */
export async function deleteCurrentUser(): Promise<void> {
  await deleteUser(requireCurrentUser());
}
