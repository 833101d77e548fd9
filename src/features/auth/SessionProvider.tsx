import { createContext, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { StaffRole } from '../../config/staffRoles';
import type { AuthUser, SessionUser } from '../../types';
import { cachedUserEntry, clearCachedUser, parseCachedUser, readCachedUser, subscribeToCachedUser, writeCachedUser } from './sessionCache';

export interface Session {
  /** The signed-in user, or null. Until `confirmed`, this may come from the localStorage cache. */
  user: SessionUser | null;
  /** The person's staff roles ([] for a patient or visitor): for menus and pages; the rules decide. */
  roles: StaffRole[];
  /** The doctor profile a doctor is ('' otherwise). What the roles admit: useCan. */
  doctorId: string;
  /** True once the auth SDK has reported the real state (only after `startAuth`). */
  confirmed: boolean;
  /**
   * Loads the auth SDK and follows the signed-in state. It starts by itself when the USER hint
   * says someone is signed in; pages that sign in or check access call it (useAuthSession).
   */
  startAuth: () => void;
  /** Fetches the user again (e.g. after e-mail verification) and updates the session. */
  reload: () => Promise<SessionUser | null>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

// A visitor never downloads the auth SDK: it is loaded when the USER hint says there is a
// session to restore, when another tab signs in, or when a page that needs it asks.
const loadAuth = () => import('@services/auth');
const loadUsers = () => import('@services/users');

async function withProfile(authUser: AuthUser): Promise<SessionUser> {
  try {
    const profile = await (await loadUsers()).getOrCreateProfile(authUser);
    // The WhatsApp number is the profile's, proved by SMS code (never the Auth user's: a phone
    // that could sign in would let a recycled or swapped SIM into the account; issue 45).
    return {
      ...authUser,
      roles: profile.roles,
      doctorId: profile.doctorId,
      publicName: profile.displayName,
      phoneNumber: profile.whatsAppNumber || null,
    };
  } catch (error) {
    // Without a readable profile the person is still signed in, only never as staff.
    console.error('Could not read the user profile', error);
    return { ...authUser, roles: [], doctorId: '', publicName: null, phoneNumber: null };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // The USER hint stands for the user until the SDK reports. It reads as null while a
  // prerendered page hydrates (the HTML was rendered for a visitor), then as stored.
  const hintEntry = useSyncExternalStore(subscribeToCachedUser, cachedUserEntry, () => null);
  const hint = useMemo(() => parseCachedUser(hintEntry), [hintEntry]);
  const [reported, setReported] = useState<SessionUser | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [asked, setAsked] = useState(false);
  const authWanted = asked || hint !== null;
  const user = confirmed ? reported : hint;
  // Auth callbacks and reloads can overlap (a profile read in flight when the user changes):
  // only the latest one may write the session.
  const latest = useRef(0);

  const apply = useCallback(async (authUser: AuthUser | null): Promise<SessionUser | null> => {
    const call = ++latest.current;
    if (authUser) {
      // The hint is written at once, so a page loaded before the profile arrives (a reload right
      // after signing in) still knows there is a session; roles only from the profile.
      const known = readCachedUser();
      const same = known?.uid === authUser.uid;
      writeCachedUser({
        ...authUser,
        roles: same ? known.roles : [],
        doctorId: same ? known.doctorId : '',
        publicName: same ? known.publicName : undefined,
        phoneNumber: (same && known.phoneNumber) || null,
      });
    }
    const next = authUser ? await withProfile(authUser) : null;
    if (call !== latest.current) return next;
    if (next) writeCachedUser(next);
    else clearCachedUser();
    setReported(next);
    setConfirmed(true);
    // Once loaded, the SDK keeps being followed, even after a sign-out clears the hint.
    setAsked(true);
    return next;
  }, []);

  useEffect(() => {
    if (!authWanted) return;
    let active = true;
    let unsubscribe = () => {};
    void loadAuth().then((auth) => {
      if (!active) return;
      unsubscribe = auth.observeAuthState((authUser) => {
        if (active) void apply(authUser);
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [apply, authWanted]);

  const startAuth = useCallback(() => setAsked(true), []);

  const reload = useCallback(async () => apply(await (await loadAuth()).reloadCurrentUser()), [apply]);

  const logout = useCallback(async () => {
    await (await loadAuth()).logOut();
    await apply(null);
  }, [apply]);

  const session = useMemo<Session>(() => {
    const roles = user?.roles ?? [];
    return { user, roles, doctorId: user?.doctorId ?? '', confirmed, startAuth, reload, logout };
  }, [user, confirmed, startAuth, reload, logout]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
