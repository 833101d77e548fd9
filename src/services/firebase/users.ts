import { deleteField, doc, FieldPath, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { readRoles } from '../../config/staffRoles';
import { asString, readConverter } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { AuthUser, UserProfile } from '../../types';
import { isPermissionDenied } from '../errors';
import { newProfileFields, profileChanges } from '../profileChanges';
import { StaffChangeError } from '../staffFields';

/** users/{uid}: the profile, and the staff roles that only an owner (or make-admin) sets. */

const profileConverter = readConverter<UserProfile>((id, data) => ({
  uid: id,
  displayName: asString(data.displayName) || null,
  email: asString(data.email) || null,
  photoURL: asString(data.photoURL) || null,
  roles: readRoles(data.roles),
  doctorId: asString(data.doctorId),
  whatsAppNumber: asString(data.whatsAppNumber),
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
    await listVerifiedEmail(user);
    return {
      uid: user.uid,
      displayName: displayName || null,
      email: user.email,
      photoURL: user.photoURL,
      roles: [],
      doctorId: '',
      whatsAppNumber: '',
    };
  }
  await listVerifiedEmail(user);
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

const emailRef = (email: string) => doc(firestore(), 'accountEmails', email.toLowerCase());
const listedKey = (user: AuthUser) => `accountEmail:${user.uid}:${user.email ?? ''}`;

/**
 * accountEmails/{e-mail} → uid, written by a verified account for its own address: how an owner
 * finds a person to give a role (Admin → Staff), and the rules' proof that the account verified
 * it. Once per browser and address (localStorage remembers it); a failure costs nothing but the
 * entry, so it is only logged.
 */
async function listVerifiedEmail(user: AuthUser): Promise<void> {
  if (!user.emailVerified || !user.email) return;
  try {
    if (localStorage.getItem(listedKey(user))) return;
    await setDoc(emailRef(user.email), { uid: user.uid });
    localStorage.setItem(listedKey(user), '1');
  } catch (error) {
    console.error('Could not list the verified e-mail address', error);
  }
}

/** Sets the name shown with one's comments; the rules refuse a staff-like or staff member's name. */
export async function setPublicName(uid: string, name: string): Promise<void> {
  await updateDoc(profileRef(uid), { displayName: name.trim() });
}

const ownersRef = () => doc(firestore(), 'clinic', 'owners');

/** Who is an owner (clinic/owners); [] for anyone who is not one (only owners read it). */
async function ownerUids(): Promise<string[]> {
  try {
    return Object.keys(((await getDoc(ownersRef())).data()?.uids ?? {}) as Record<string, unknown>);
  } catch (error) {
    if (isPermissionDenied(error)) return [];
    throw error;
  }
}

/**
 * Whether `uid` is the clinic's only owner: their account is not deleted until another owner is
 * named (the rules keep one owner).
 */
export async function isOnlyOwner(uid: string): Promise<boolean> {
  const owners = await ownerUids();
  return owners.length === 1 && owners[0] === uid;
}

/**
 * Erases the profile (deleting an account: after the comments and requests, before the Auth
 * user) and, in the same write, records the erasure (`erasures/{uid}`: the time, nothing else), so
 * that restoring an older backup leaves the person out (npm run restore; docs/privacy.md). An
 * owner leaves clinic/owners in the same write; the only owner is refused (StaffChangeError
 * 'last-owner'), as the rules refuse it.
 */
export async function deleteProfile(uid: string, email: string | null): Promise<void> {
  // The address's entry goes too, when it is this account's (a deleted entry is not there to read),
  // and so does the proof of its WhatsApp number (phoneOwners), when it still names the account.
  const listed = email ? await getDoc(emailRef(email)).catch(() => null) : null;
  const profile = await getDoc(profileRef(uid)).catch(() => null);
  const owners = readRoles(profile?.get('roles')).includes('owner') ? await ownerUids() : [];
  if (owners.includes(uid) && owners.length <= 1) throw new StaffChangeError('last-owner');
  const number: unknown = profile?.get('whatsAppNumber');
  const phoneRef = typeof number === 'string' && number ? doc(firestore(), 'phoneOwners', number) : null;
  const proved = phoneRef ? await getDoc(phoneRef).catch(() => null) : null;
  const batch = writeBatch(firestore());
  batch.delete(profileRef(uid));
  if (owners.includes(uid)) batch.update(ownersRef(), new FieldPath('uids', uid), deleteField(), 'changed', uid);
  if (email && listed?.data()?.uid === uid) batch.delete(emailRef(email));
  if (phoneRef && proved?.data()?.uid === uid) batch.delete(phoneRef);
  batch.set(doc(firestore(), 'erasures', uid), { at: serverTimestamp() });
  await batch.commit();
}
