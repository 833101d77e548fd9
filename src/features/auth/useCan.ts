import { use, useCallback } from 'react';
import type { Permission } from '../../config/staffRoles';
import { useSession } from './useSession';

// The roles' table, fetched the first time a staff member's page asks: a visitor's pages (which
// ask too, for their edit buttons) never download it.
let rolesTable: Promise<typeof import('../../config/staffRoles')> | null = null;

/**
 * Whether the signed-in person's roles admit a row of the table (src/config/staffRoles.ts). For
 * someone with roles, the component waits (Suspense) the moment the table takes to arrive.
 */
export function useCan(): (permission: Permission) => boolean {
  const { roles } = useSession();
  const table = roles.length > 0 ? use((rolesTable ??= import('../../config/staffRoles'))) : null;
  return useCallback((permission: Permission) => table?.can(roles, permission) ?? false, [roles, table]);
}
