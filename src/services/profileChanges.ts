import type { AuthUser, UserProfile } from '../types';
import { isAcceptablePublicName } from './publicName';
import { tidyPublicName } from './publicNameCheck';

type ProfileChanges = Partial<Pick<UserProfile, 'displayName' | 'photoURL'>>;

/**
 * What a first sign-in may copy from the account onto the profile: its name (the public name on
 * comments) when it could be a patient's, and its photo.
 */
export function newProfileFields(user: AuthUser): { displayName: string; photoURL: string } {
  const name = tidyPublicName(user.displayName ?? '');
  return { displayName: isAcceptablePublicName(name) ? name : '', photoURL: user.photoURL ?? '' };
}

/**
 * The name and photo the account has and the profile lacks, or null when in step. The name is
 * copied only onto a profile without one (registration names the account just after creating
 * it): once set, the profile's name is the public one, and an account rename does not reach it.
 */
export function profileChanges(profile: UserProfile, user: AuthUser): ProfileChanges | null {
  const changes: ProfileChanges = {};
  const name = newProfileFields(user).displayName;
  if (!profile.displayName && name) changes.displayName = name;
  if (user.photoURL && user.photoURL !== profile.photoURL) changes.photoURL = user.photoURL;
  return Object.keys(changes).length > 0 ? changes : null;
}
