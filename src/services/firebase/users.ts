import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { asString, readConverter } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { AuthUser, UserProfile } from '../../types';
import { profileChanges } from '../profileChanges';

/** users/{uid}: the profile, and the admin flag that only the make-admin script sets. */

const profileConverter = readConverter<UserProfile>((id, data) => ({
  uid: id,
  displayName: asString(data.displayName) || null,
  email: asString(data.email) || null,
  photoURL: asString(data.photoURL) || null,
  admin: data.admin === true,
}));

const profileRef = (uid: string) => doc(firestore(), 'users', uid);

/**
 * Reads the user's profile, creating it on first sign-in with exactly the allowed fields.
 * A display name or photo that the account gained since (registration sets the name just
 * after creating the account) is copied onto the profile.
 */
export async function getOrCreateProfile(user: AuthUser): Promise<UserProfile> {
  const snapshot = await getDoc(profileRef(user.uid).withConverter(profileConverter));
  if (!snapshot.exists()) {
    await setDoc(profileRef(user.uid), {
      uid: user.uid,
      displayName: user.displayName ?? '',
      email: user.email ?? '',
      photoURL: user.photoURL ?? '',
    });
    return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL, admin: false };
  }
  const profile = snapshot.data();
  const changes = profileChanges(profile, user);
  if (!changes) return profile;
  await updateDoc(profileRef(user.uid), changes);
  return { ...profile, ...changes };
}
