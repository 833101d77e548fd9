import { useRef, useState } from 'react';
import { setStaffRoles } from '@services/staff';
import type { StaffRole } from '../../config/staffRoles';
import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { isPermissionDenied } from '../../services/errors';
import { StaffChangeError } from '../../services/staffFields';
import type { StaffMessages } from './messages';

export const STAFF_TAG = 'staff';

/** Why a change failed, in the page's words. */
export function staffChangeProblem(error: unknown, t: StaffMessages, email = ''): string {
  if (error instanceof StaffChangeError) {
    if (error.problem === 'last-owner') return t.lastOwner;
    if (error.problem === 'own-roles') return t.ownRoles;
    if (error.problem === 'doctor-link') return t.doctorMissing;
    if (error.problem === 'doctor-taken') return t.doctorTaken;
    return t.noAccount(email);
  }
  if (isPermissionDenied(error)) return t.refused;
  console.error('Could not change the staff roles', error);
  return t.failed;
}

/**
 * One save at a time (double clicks): `problem` says why the last one failed; the form keeps its
 * values. `onSaved` runs in the same update that makes the buttons usable again, so a second click
 * never finds the form still holding what was just saved.
 */
export function useStaffChange(t: StaffMessages, by: string) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  async function save(
    uid: string,
    roles: StaffRole[],
    doctorId: string,
    done: string,
    { email = '', onSaved }: { email?: string; onSaved?: () => void } = {},
  ): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setSaving(true);
    setProblem(null);
    try {
      await setStaffRoles(uid, roles, doctorId, by);
      onSaved?.();
      toast.success(done);
      invalidate(STAFF_TAG);
      return true;
    } catch (error) {
      setProblem(staffChangeProblem(error, t, email));
      return false;
    } finally {
      running.current = false;
      setSaving(false);
    }
  }
  return { saving, problem, setProblem, save };
}
