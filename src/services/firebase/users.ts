import { doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { asString, readConverter } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { AuthUser, UserProfile } from '../../types';
import { isPermissionDenied } from '../errors';
import { newProfileFields, profileChanges } from '../profileChanges';

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
 * A name or photo that the account gained since (registration sets the name just after
 * creating the account) is copied onto the profile. A name the rules keep for staff is left
 * off: the person is asked for another one before their first comment.
 */
export async function getOrCreateProfile(user: AuthUser): Promise<UserProfile> {
  const snapshot = await getDoc(profileRef(user.uid).withConverter(profileConverter));
  if (!snapshot.exists()) {
    const fields = newProfileFields(user);
    const create = (displayName: string) =>
      setDoc(profileRef(user.uid), { uid: user.uid, displayName, email: user.email ?? '', photoURL: fields.photoURL });
    let displayName = fields.displayName;
    try {
      await create(displayName);
    } catch (error) {
      // A staff member's name (staffNames): the profile starts without a name.
      if (!displayName || !isPermissionDenied(error)) throw error;
      displayName = '';
      await create(displayName);
    }
    return { uid: user.uid, displayName: displayName || null, email: user.email, photoURL: user.photoURL, admin: false };
  }
  const profile = snapshot.data();
  const changes = profileChanges(profile, user);
  if (!changes) return profile;
  try {
    await updateDoc(profileRef(user.uid), changes);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    return profile;
  }
  return { ...profile, ...changes };
}

/** Sets the name shown with one's comments; the rules refuse a staff-like or staff member's name. */
export async function setPublicName(uid: string, name: string): Promise<void> {
  await updateDoc(profileRef(uid), { displayName: name.trim() });
}

/**
 * Erases the profile (deleting an account: after the comments and requests, before the Auth
 * user) and, in the same write, records the erasure (`erasures/{uid}`: the time, nothing else), so
 * that restoring an older backup leaves the person out (npm run restore; docs/privacy.md).
 */
export async function deleteProfile(uid: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(profileRef(uid));
  batch.set(doc(firestore(), 'erasures', uid), { at: serverTimestamp() });
  await batch.commit();
}
