import { COMMENT_NAME_MAX_LENGTH } from '../../config/limits';
import { readRoles } from '../../config/staffRoles';
import type { AuthUser, UserProfile } from '../../types';
import { newProfileFields, profileChanges } from '../profileChanges';
import { StaffChangeError } from '../staffFields';
import {
  demoDb,
  demoPublicNameAllowed,
  latency,
  permissionDenied,
  requireDemoSelf,
  saveDemoDb,
  serverNow,
  type DemoProfile,
} from './store';

/** The profile as the Firebase module's converter reads it: the staff fields only an owner writes stay out. */
const asProfile = (stored: DemoProfile): UserProfile => ({
  uid: stored.uid,
  displayName: stored.displayName,
  email: stored.email,
  photoURL: stored.photoURL,
  roles: readRoles(stored.roles),
  doctorId: stored.doctorId ?? '',
  whatsAppNumber: stored.whatsAppNumber || '',
});

/**
 * Demo twin of the users service, with the rules' checks of the public name. Its accountEmails
 * entry (how an owner finds the person in Admin → Staff) is the verified account itself here
 * (staff.ts).
 */
export async function getOrCreateProfile(user: AuthUser): Promise<UserProfile> {
  await latency();
  const db = demoDb();
  const existing = db.users.find((u) => u.uid === user.uid);
  if (existing) {
    const changes = profileChanges(existing, user);
    // As the rules: a staff member's name is refused, and the profile stays as it was.
    if (changes && (changes.displayName === undefined || demoPublicNameAllowed(changes.displayName ?? '', user.uid))) {
      Object.assign(existing, changes);
      saveDemoDb();
    }
    return asProfile(existing);
  }
  const fields = newProfileFields(user);
  const displayName = demoPublicNameAllowed(fields.displayName, user.uid) ? fields.displayName : '';
  const profile: DemoProfile = {
    uid: user.uid,
    displayName: displayName || null,
    email: user.email,
    photoURL: user.photoURL,
    roles: [],
    doctorId: '',
    whatsAppNumber: '',
  };
  db.users.push(profile);
  saveDemoDb();
  return asProfile(profile);
}

export async function setPublicName(uid: string, name: string): Promise<void> {
  await latency();
  const profile = demoDb().users.find((u) => u.uid === uid);
  const trimmed = name.trim();
  requireDemoSelf(uid);
  if (!profile || trimmed.length > COMMENT_NAME_MAX_LENGTH || !demoPublicNameAllowed(trimmed, uid)) throw permissionDenied();
  profile.displayName = trimmed || null;
  saveDemoDb();
}

/** The twin of clinic/owners' uids: the profiles with the owner's role. */
const ownerUids = () =>
  demoDb()
    .users.filter((u) => readRoles(u.roles).includes('owner'))
    .map((u) => u.uid);

/** Whether `uid` is the clinic's only owner (as Firebase: anyone else reads no owners, and is none). */
export async function isOnlyOwner(uid: string): Promise<boolean> {
  await latency();
  const owners = ownerUids();
  return owners.length === 1 && owners[0] === uid;
}

/**
 * As the rules: only one's own profile, and never the only owner's (StaffChangeError 'last-owner',
 * as Firebase's module refuses it before the rules would). Its accountEmails entry goes with it on
 * Firebase; here the entry is the account with its profile (staff.ts), so a profile gone is an
 * entry gone, and an owner's place in clinic/owners too.
 */
export async function deleteProfile(uid: string, _email: string | null): Promise<void> {
  await latency();
  requireDemoSelf(uid);
  const db = demoDb();
  const owners = ownerUids();
  if (owners.includes(uid) && owners.length <= 1) throw new StaffChangeError('last-owner');
  const number = db.users.find((u) => u.uid === uid)?.whatsAppNumber;
  db.users = db.users.filter((u) => u.uid !== uid);
  // As Firebase, the proof of their WhatsApp number goes with the profile, when it still names them.
  if (number && db.phoneOwners?.[number]?.uid === uid) delete db.phoneOwners[number];
  // As Firebase, the erasure is recorded (erasures/{uid}): the account books no more.
  (db.erasures ??= {})[uid] = serverNow();
  saveDemoDb();
}
