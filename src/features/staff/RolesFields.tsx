import { useId } from 'react';
import { SelectField } from '../../components/FormField';
import { STAFF_ROLES, type StaffRole } from '../../config/staffRoles';
import { useMessages } from '../../i18n/messages';
import type { Doctor } from '../../types';
import { roleWords, staffMessages } from './messages';

interface RolesFieldsProps {
  roles: StaffRole[];
  doctorId: string;
  doctors: Doctor[];
  disabled?: boolean;
  onRoles: (roles: StaffRole[]) => void;
  onDoctor: (doctorId: string) => void;
}

/** The four roles as checkboxes, each with what it opens, and the doctor profile for a doctor. */
export function RolesFields({ roles, doctorId, doctors, disabled = false, onRoles, onDoctor }: RolesFieldsProps) {
  const t = useMessages(staffMessages);
  const id = useId();
  const words = roleWords(t);
  const toggle = (role: StaffRole, on: boolean) => onRoles(STAFF_ROLES.filter((r) => (r === role ? on : roles.includes(r))));
  return (
    <>
      <fieldset className="mb-3" disabled={disabled}>
        <legend className="form-label fs-6">{t.roles}</legend>
        {STAFF_ROLES.map((role) => (
          <div className="form-check" key={role}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${role}`}
              checked={roles.includes(role)}
              onChange={(e) => toggle(role, e.target.checked)}
              aria-describedby={`${id}-${role}-hint`}
            />
            <label className="form-check-label" htmlFor={`${id}-${role}`}>
              {words[role].name}
            </label>
            <div id={`${id}-${role}-hint`} className="form-text mt-0">
              {words[role].hint}
            </div>
          </div>
        ))}
      </fieldset>
      {roles.includes('doctor') && (
        <SelectField
          label={t.doctorProfile}
          hint={t.doctorProfileHint}
          value={doctorId}
          disabled={disabled}
          onChange={(e) => onDoctor(e.target.value)}
        >
          <option value="">{t.chooseDoctor}</option>
          {doctors.map((doctor) => (
            <option key={doctor.id} value={doctor.id}>
              {doctor.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
