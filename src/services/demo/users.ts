import type { AuthUser, UserProfile } from '../../types';
import { profileChanges } from '../profileChanges';
import { demoDb, latency, saveDemoDb } from './store';

/** Demo twin of the users service. */
export async function getOrCreateProfile(user: AuthUser): Promise<UserProfile> {
  await latency();
  const db = demoDb();
  const existing = db.users.find((u) => u.uid === user.uid);
  if (existing) {
    const changes = profileChanges(existing, user);
    if (changes) {
      Object.assign(existing, changes);
      saveDemoDb();
    }
    return { ...existing };
  }
  const profile: UserProfile = {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    admin: false,
  };
  db.users.push(profile);
  saveDemoDb();
  return { ...profile };
}
