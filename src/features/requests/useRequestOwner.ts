import { useSession } from '../auth';

/**
 * The account a request is filed under: the signed-in person's uid once Firebase has confirmed
 * the session (the rules accept only one's own), so it shows under My requests; undefined for a
 * visitor, whose request is filed as before.
 */
export function useRequestOwner(): string | undefined {
  const { user, confirmed } = useSession();
  return confirmed && user ? user.uid : undefined;
}
