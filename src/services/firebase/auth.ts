import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { firebaseAuth } from '../../lib/auth';
import type { AuthUser } from '../../types';

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

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscribe. */
export function observeAuthState(callback: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => callback(user ? toAuthUser(user) : null));
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return toAuthUser(credential.user);
}

export async function logOut(): Promise<void> {
  await signOut(firebaseAuth());
}
