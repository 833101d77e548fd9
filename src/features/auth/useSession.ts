import { useContext, useEffect } from 'react';
import { SessionContext, type Session } from './SessionProvider';

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The session, with the auth SDK loaded: for pages that sign people in or check who they are. */
export function useAuthSession(): Session {
  const session = useSession();
  const { startAuth } = session;
  useEffect(startAuth, [startAuth]);
  return session;
}
