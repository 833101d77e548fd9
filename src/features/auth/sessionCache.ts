import type { SessionUser } from '../../types';

/**
 * The `USER` entry in localStorage (spec section 3): lets the header draw the right buttons
 * before the SDK has answered. It is only a hint for the UI; the rules decide what anyone can
 * do, and the entry is replaced as soon as the SDK reports the real user.
 */
export const USER_CACHE_KEY = 'USER';

/**
 * The entry as stored: the session user and the spec's `isAdmin` flag, derived from the roles
 * (true for whoever sees the spec's Add Blog / Add Faq / Add Service menu and the edit and delete
 * icons on services, FAQs and posts: the `editContent` permission, i.e. owner and content editor;
 * docs/decisions.md). The flag is written for whoever reads the entry; the app reads the roles.
 */
export type CachedUserEntry = SessionUser & { isAdmin: boolean };

// PERMISSIONS.editContent (src/config/staffRoles.ts), written out: every page carries this module,
// and the roles' table loads only for staff. tests/unit/sessionCache.test.ts holds the two equal.
const ADMIN_ROLES: readonly string[] = ['owner', 'editor'];

export const isAdminRoles = (roles: readonly string[]): boolean => roles.some((role) => ADMIN_ROLES.includes(role));

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const nullableString = (x: unknown) => x === null || typeof x === 'string';
  return (
    typeof v.uid === 'string' &&
    v.uid.length > 0 &&
    nullableString(v.email) &&
    nullableString(v.displayName) &&
    nullableString(v.photoURL) &&
    typeof v.emailVerified === 'boolean' &&
    Array.isArray(v.roles) &&
    v.roles.every((role) => typeof role === 'string') &&
    typeof v.doctorId === 'string' &&
    (v.publicName === undefined || nullableString(v.publicName)) &&
    // Cached before WhatsApp numbers were kept: the session reads it from the profile moments later.
    (v.phoneNumber === undefined || nullableString(v.phoneNumber))
  );
}

/** The entry as stored (a string compares by value, so it can be a useSyncExternalStore snapshot). */
export function cachedUserEntry(): string | null {
  try {
    return localStorage.getItem(USER_CACHE_KEY);
  } catch {
    return null;
  }
}

export function parseCachedUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed)) return null;
    // The flag is derived, never trusted back: the roles are what the app reads.
    const { isAdmin: _derived, ...user } = parsed as CachedUserEntry;
    return user;
  } catch {
    return null;
  }
}

export function readCachedUser(): SessionUser | null {
  return parseCachedUser(cachedUserEntry());
}

/** Calls back when another tab changes the entry (a sign-in or sign-out there). */
export function subscribeToCachedUser(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_CACHE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function writeCachedUser(user: SessionUser): void {
  const entry: CachedUserEntry = { ...user, isAdmin: isAdminRoles(user.roles) };
  try {
    localStorage.setItem(USER_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Private mode or full storage: the session still works, only the hint is lost.
  }
}

export function clearCachedUser(): void {
  try {
    localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // Nothing to clear.
  }
}
