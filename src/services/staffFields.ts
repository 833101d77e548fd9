import { STAFF_ROLES, type StaffRole } from '../config/staffRoles';

/** Why a change of roles was refused before it was sent (the rules refuse the same). */
export type StaffChangeProblem = 'own-roles' | 'last-owner' | 'doctor-link' | 'doctor-taken' | 'no-account';

export class StaffChangeError extends Error {
  constructor(readonly problem: StaffChangeProblem) {
    super(`Staff change refused: ${problem}`);
    this.name = 'StaffChangeError';
  }
}

/**
 * A person's roles as both backends store them (users/{uid}): known roles once each, in the
 * table's order; the doctor profile only for a doctor (and a doctor needs one); `staff` while any
 * role is left; who changed them.
 */
export function staffRolesFields(roles: readonly StaffRole[], doctorId: string, by: string) {
  const kept = STAFF_ROLES.filter((role) => roles.includes(role));
  const isDoctor = kept.includes('doctor');
  if (isDoctor && !doctorId.trim()) throw new StaffChangeError('doctor-link');
  return { roles: kept, doctorId: isDoctor ? doctorId.trim() : '', staff: kept.length > 0, rolesChangedBy: by };
}
