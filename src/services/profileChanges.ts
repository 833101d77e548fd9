import type { AuthUser, UserProfile } from '../types';

/** The display name and photo the account has and the profile lacks, or null when in step. */
export function profileChanges(profile: UserProfile, user: AuthUser): Partial<Pick<UserProfile, 'displayName' | 'photoURL'>> | null {
  const changes: Partial<Pick<UserProfile, 'displayName' | 'photoURL'>> = {};
  if (user.displayName && user.displayName !== profile.displayName) changes.displayName = user.displayName;
  if (user.photoURL && user.photoURL !== profile.photoURL) changes.photoURL = user.photoURL;
  return Object.keys(changes).length > 0 ? changes : null;
}
