import type { ReactNode } from 'react';
import { can, type Permission } from '../../config/staffRoles';
import { useSession } from './useSession';

/** IfCan's check, loaded only for someone with roles. */
export default function PermissionGate({ anyOf, children }: { anyOf: Permission[]; children: ReactNode }) {
  const { roles } = useSession();
  return anyOf.some((permission) => can(roles, permission)) ? children : null;
}
