import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthUser, SessionUser } from '../../types';
import { clearCachedUser, readCachedUser, writeCachedUser } from './sessionCache';

export interface Session {
  /** The signed-in user, or null. Until `confirmed`, this may come from the localStorage cache. */
  user: SessionUser | null;
  isAdmin: boolean;
  /** True once the auth SDK has reported the real state. */
  confirmed: boolean;
  /** Fetches the user again (e.g. after e-mail verification) and updates the session. */
  reload: () => Promise<SessionUser | null>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

// The auth SDK and Firestore are loaded after the first render, so they are not part of the
// JavaScript every page waits for.
const loadAuth = () => import('@services/auth');
const loadUsers = () => import('@services/users');

async function withProfile(authUser: AuthUser): Promise<SessionUser> {
  try {
    const profile = await (await loadUsers()).getOrCreateProfile(authUser);
    return { ...authUser, isAdmin: profile.admin };
  } catch (error) {
    // Without a readable profile the person is still signed in, only never as an admin.
    console.error('Could not read the user profile', error);
    return { ...authUser, isAdmin: false };
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(readCachedUser);
  const [confirmed, setConfirmed] = useState(false);
  // Auth callbacks and reloads can overlap (a profile read in flight when the user changes):
  // only the latest one may write the session.
  const latest = useRef(0);

  const apply = useCallback(async (authUser: AuthUser | null): Promise<SessionUser | null> => {
    const call = ++latest.current;
    const next = authUser ? await withProfile(authUser) : null;
    if (call !== latest.current) return next;
    if (next) writeCachedUser(next);
    else clearCachedUser();
    setUser(next);
    setConfirmed(true);
    return next;
  }, []);

  useEffect(() => {
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
  }, [apply]);

  const reload = useCallback(async () => apply(await (await loadAuth()).reloadCurrentUser()), [apply]);

  const logout = useCallback(async () => {
    await (await loadAuth()).logOut();
    await apply(null);
  }, [apply]);

  const session = useMemo<Session>(
    () => ({ user, isAdmin: user?.isAdmin === true, confirmed, reload, logout }),
    [user, confirmed, reload, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
