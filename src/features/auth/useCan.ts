import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type * as StaffRoles from '../../config/staffRoles';
import type { Permission } from '../../config/staffRoles';
import { useSession } from './useSession';

// The roles' table, fetched once someone with roles is signed in: a visitor's pages (which ask
// too, for their edit buttons) never download it.
let table: typeof StaffRoles | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadTable(): void {
  loading ??= import('../../config/staffRoles').then(
    (module) => {
      table = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      // Offline or a deploy in between: the next page that asks tries again.
      loading = null;
    },
  );
}

/** The table once it is here (null before, and always for a visitor). */
function useRolesTable(): typeof StaffRoles | null {
  const { roles } = useSession();
  const loaded = useSyncExternalStore(
    subscribe,
    () => table,
    () => null,
  );
  useEffect(() => {
    if (roles.length > 0) loadTable();
  }, [roles.length]);
  return loaded;
}

/**
 * Whether the signed-in person's roles admit a row of the table (src/config/staffRoles.ts); false
 * until the table has arrived (StaffOnly waits for it: useRolesReady).
 */
export function useCan(): (permission: Permission) => boolean {
  const { roles } = useSession();
  const loaded = useRolesTable();
  return useCallback((permission: Permission) => loaded?.can(roles, permission) ?? false, [roles, loaded]);
}

/** True once what the person's roles admit is known (at once for someone without roles). */
export function useRolesReady(): boolean {
  const { roles } = useSession();
  return useRolesTable() !== null || roles.length === 0;
}
