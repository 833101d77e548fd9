import { doc, getDoc, setDoc } from 'firebase/firestore';
import { asString, readConverter } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { AuthUser, UserProfile } from '../../types';

/** users/{uid}: the profile, and the admin flag that only the make-admin script sets. */

const profileConverter = readConverter<UserProfile>((id, data) => ({
  uid: id,
  displayName: asString(data.displayName) || null,
  email: asString(data.email) || null,
  photoURL: asString(data.photoURL) || null,
  admin: data.admin === true,
}));

const profileRef = (uid: string) => doc(firestore(), 'users', uid).withConverter(profileConverter);

/** Reads the user's profile, creating it on first sign-in with exactly the allowed fields. */
export async function getOrCreateProfile(user: AuthUser): Promise<UserProfile> {
  const ref = profileRef(user.uid);
  const snapshot = await getDoc(ref);
  if (snapshot.exists()) return snapshot.data();
  const profile = {
    uid: user.uid,
    displayName: user.displayName ?? '',
    email: user.email ?? '',
    photoURL: user.photoURL ?? '',
  };
  await setDoc(doc(firestore(), 'users', user.uid), profile);
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL, admin: false };
}
