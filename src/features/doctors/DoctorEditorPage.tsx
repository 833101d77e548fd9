import { Suspense, useId } from 'react';
import { LoadingMessage } from '../../components/StatusMessage';
import { Link } from 'react-router-dom';
import { getDoctor } from '@services/doctors';
import { FormField } from '../../components/FormField';
import { ImageWithDescription } from '../../components/ImageUploadField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import type { Doctor } from '../../types';
import { AdminEditorPage, adminMessages, type EditedThing } from '../admin';
import { ScheduleEditor } from '../bookings';
import { PHOTO_WIDTH } from './doctorEditorForm';
import { doctorEditorMessages } from './editorMessages';
import { DoctorProfileFields } from './DoctorProfileFields';
import { DoctorTranslationFields } from './DoctorTranslationFields';
import { useDoctorEditorForm } from './useDoctorEditorForm';

/** What the editor edits, named in the page's language. */
function useDoctorThing(): EditedThing<Doctor> {
  const t = useMessages(doctorEditorMessages);
  return {
    noun: t.noun,
    headings: { create: t.addDoctor, update: t.updateDoctor },
    backTo: { path: paths.doctors, label: t.backToDoctors },
    load: getDoctor,
  };
}

/**
 * `/adddoctor` and `/updatedoctor/{id}`: a doctor's public profile. The form says what the
 * National Medical Commission lets a doctor publish; ratings and testimonials are not among it.
 * Below it, with its own save, the times patients can book the doctor online.
 */
export default function DoctorEditorPage() {
  const t = useMessages(doctorEditorMessages);
  return (
    <AdminEditorPage
      thing={useDoctorThing()}
      form={(doctor) => (
        <>
          <DoctorForm doctor={doctor} />
          <section className="mt-5 pt-4 border-top" aria-labelledby="doctor-schedule-heading">
            <h2 id="doctor-schedule-heading" className="h4">
              {t.bookingSchedule}
            </h2>
            {doctor ? (
              <Suspense fallback={<LoadingMessage label={t.scheduleLoading} />}>
                <ScheduleEditor doctorId={doctor.id} doctorName={doctor.name} />
              </Suspense>
            ) : (
              <p>{t.scheduleAfterSave}</p>
            )}
          </section>
        </>
      )}
    />
  );
}

/** The form, empty or filled from the loaded profile; its state and saving are useDoctorEditorForm's. */
function DoctorForm({ doctor }: { doctor?: Doctor }) {
  const ids = useId();
  const t = useMessages(doctorEditorMessages);
  const a = useMessages(adminMessages);
  const { values, set, check, photoUpload, saving, busy, submit } = useDoctorEditorForm(doctor);
  return (
    <form onSubmit={submit} noValidate>
      <p className="form-text">{t.nmcNote}</p>
      <DoctorProfileFields values={values} set={set} error={check.error} />
      <DoctorTranslationFields value={values.translations} onChange={set('translations')} error={check.error} />
      <ImageWithDescription
        id={`${ids}-photo`}
        upload={photoUpload}
        label={t.photo}
        hint={t.photoHint(PHOTO_WIDTH)}
        preview={
          values.photo && (
            <img src={values.photo} alt={t.chosenPhoto} width={160} height={160} className="doctor-photo editor-preview mt-2" />
          )
        }
        description={{
          label: t.photoAlt,
          hint: t.photoAltHint,
          maxLength: DOCTOR_LIMITS.photoAlt,
          value: values.photoAlt,
          error: check.error('photoAlt'),
          onChange: set('photoAlt'),
        }}
      />
      <FormField
        label={t.order}
        type="number"
        inputMode="numeric"
        min={0}
        max={DOCTOR_LIMITS.order}
        hint={t.orderHint}
        value={values.order}
        error={check.error('order')}
        onChange={(e) => set('order')(e.target.value)}
      />
      <div className="d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {saving ? a.saving : doctor ? a.saveChanges : a.save}
        </button>
        <Link to={paths.doctors}>{t.backToDoctors}</Link>
      </div>
    </form>
  );
}
