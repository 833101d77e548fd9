import { FormField, TextAreaField } from '../../components/FormField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { adminMessages } from '../admin';
import type { DoctorField, DoctorFormValues } from './doctorEditorForm';
import { doctorEditorMessages } from './editorMessages';

interface DoctorProfileFieldsProps {
  values: DoctorFormValues;
  set: <Field extends keyof DoctorFormValues>(field: Field) => (value: DoctorFormValues[Field]) => void;
  error: (field: DoctorField) => string | null;
  /** A doctor editing their own profile: the name and registration stay as the clinic set them. */
  locked?: boolean;
}

/** The profile in English: who the doctor is and is registered as, what they treat, when and in which languages. */
export function DoctorProfileFields({ values, set, error, locked = false }: DoctorProfileFieldsProps) {
  const t = useMessages(doctorEditorMessages);
  const a = useMessages(adminMessages);
  return (
    <>
      <FormField
        label={t.name}
        required
        disabled={locked}
        maxLength={DOCTOR_LIMITS.name}
        value={values.name}
        error={error('name')}
        onChange={(e) => set('name')(e.target.value)}
      />
      <FormField
        label={t.qualifications}
        required
        maxLength={DOCTOR_LIMITS.qualifications}
        hint={t.qualificationsHint}
        value={values.qualifications}
        error={error('qualifications')}
        onChange={(e) => set('qualifications')(e.target.value)}
      />
      <div className="row">
        <div className="col-12 col-md-5">
          <FormField
            label={t.registrationNumber}
            required
            disabled={locked}
            maxLength={DOCTOR_LIMITS.registrationNumber}
            value={values.registrationNumber}
            error={error('registrationNumber')}
            onChange={(e) => set('registrationNumber')(e.target.value)}
          />
        </div>
        <div className="col-12 col-md-7">
          <FormField
            label={t.registrationCouncil}
            required
            disabled={locked}
            maxLength={DOCTOR_LIMITS.registrationCouncil}
            hint={t.councilHint}
            value={values.registrationCouncil}
            error={error('registrationCouncil')}
            onChange={(e) => set('registrationCouncil')(e.target.value)}
          />
        </div>
      </div>
      <FormField
        label={t.specialities}
        hint={t.specialitiesHint(DOCTOR_LIMITS.specialities)}
        maxLength={DOCTOR_LIMITS.specialities * (DOCTOR_LIMITS.speciality + 2)}
        value={values.specialities}
        onChange={(e) => set('specialities')(e.target.value)}
      />
      <FormField
        label={t.languages}
        hint={t.languagesHint(DOCTOR_LIMITS.languages)}
        maxLength={DOCTOR_LIMITS.languages * (DOCTOR_LIMITS.language + 2)}
        value={values.languages}
        onChange={(e) => set('languages')(e.target.value)}
      />
      <FormField
        label={t.consultingHours}
        hint={t.consultingHoursHint}
        maxLength={DOCTOR_LIMITS.consultingHours}
        value={values.consultingHours}
        onChange={(e) => set('consultingHours')(e.target.value)}
      />
      <TextAreaField
        label={t.bio}
        rows={4}
        maxLength={DOCTOR_LIMITS.bio}
        hint={a.characters(values.bio.length, DOCTOR_LIMITS.bio)}
        value={values.bio}
        onChange={(e) => set('bio')(e.target.value)}
      />
    </>
  );
}
