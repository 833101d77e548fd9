import { lazy, Suspense, type ReactNode } from 'react';
import type { Permission } from '../../config/staffRoles';
import { useSession } from './useSession';

const PermissionGate = lazy(() => import('./PermissionGate'));

/**
 * Shows `children` (a staff control on a public page: edit, remove) to someone whose roles admit
 * one of `anyOf` (src/config/staffRoles.ts). For a visitor or a patient it is nothing at all, and
 * the page carries neither the check nor the table.
 */
export function IfCan({ anyOf, children }: { anyOf: Permission[]; children: ReactNode }) {
  const { roles } = useSession();
  if (roles.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PermissionGate anyOf={anyOf}>{children}</PermissionGate>
    </Suspense>
  );
}
