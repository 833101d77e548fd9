import { useCallback } from 'react';
import { can, type Permission } from '../../config/staffRoles';
import { useSession } from './useSession';

/**
 * Whether the signed-in person's roles admit a row of the table (src/config/staffRoles.ts). Apart
 * from the session, so that the table loads with the pages that ask, not with every page.
 */
export function useCan(): (permission: Permission) => boolean {
  const { roles } = useSession();
  return useCallback((permission: Permission) => can(roles, permission), [roles]);
}
