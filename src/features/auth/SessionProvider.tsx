import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../types';
import { clearCachedUser, readCachedUser, writeCachedUser } from './sessionCache';

export interface Session {
  /** The signed-in user, or null. Until `confirmed`, this may come from the localStorage cache. */
  user: SessionUser | null;
  isAdmin: boolean;
  /** True once the auth SDK has reported the real state. */
  confirmed: boolean;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

// The auth SDK and Firestore are loaded after the first render, so they are not part of the
// JavaScript every page waits for.
const loadAuth = () => import('@services/auth');
const loadUsers = () => import('@services/users');

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(readCachedUser);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    // Auth callbacks can overlap (profile read in flight when the user changes): only the
    // latest one may write the session.
    let latest = 0;

    void loadAuth().then((auth) => {
      if (!active) return;
      unsubscribe = auth.observeAuthState(async (authUser) => {
        const call = ++latest;
        if (!authUser) {
          clearCachedUser();
          setUser(null);
          setConfirmed(true);
          return;
        }
        let isAdmin = false;
        try {
          const profile = await (await loadUsers()).getOrCreateProfile(authUser);
          isAdmin = profile.admin;
        } catch (error) {
          console.error('Could not read the user profile', error);
        }
        if (!active || call !== latest) return;
        const sessionUser: SessionUser = { ...authUser, isAdmin };
        writeCachedUser(sessionUser);
        setUser(sessionUser);
        setConfirmed(true);
      });
    });

    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const logout = useCallback(async () => {
    await (await loadAuth()).logOut();
    clearCachedUser();
    setUser(null);
  }, []);

  const session = useMemo<Session>(
    () => ({ user, isAdmin: user?.isAdmin === true, confirmed, logout }),
    [user, confirmed, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
