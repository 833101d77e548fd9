import { Suspense, useId } from 'react';
import { LoadingMessage } from '../../components/StatusMessage';
import { Link, useParams } from 'react-router-dom';
import { getDoctor } from '@services/doctors';
import { FormField } from '../../components/FormField';
import { ImageWithDescription } from '../../components/ImageUploadField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import type { Doctor } from '../../types';
import { AdminEditorPage, adminMessages, type EditedThing } from '../admin';
import { useCan } from '../auth';
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
  const { id } = useParams();
  return (
    <AdminEditorPage
      // The content roles add and edit any doctor; a doctor edits their own profile's text; the
      // front desk opens an existing doctor's page for the leave dates (src/config/staffRoles.ts).
      allow={id ? ['editContent', 'ownProfile', 'editLeave'] : ['editContent']}
      when={(session) => session.can('editContent') || session.can('editLeave') || session.doctorId === id}
      thing={useDoctorThing()}
      form={(doctor) => <DoctorEditor doctor={doctor} />}
    />
  );
}

/** The parts of the page that the person's roles may save: the profile, the schedule, or both. */
function DoctorEditor({ doctor }: { doctor?: Doctor }) {
  const t = useMessages(doctorEditorMessages);
  const can = useCan();
  const editsProfile = can('editContent') || (doctor !== undefined && can('ownProfile'));
  const editsSchedule = can('editSchedules') || can('editLeave');
  return (
    <>
      {editsProfile && <DoctorForm doctor={doctor} ownProfile={!can('editContent')} />}
      {editsSchedule && (
        <section className={editsProfile ? 'mt-5 pt-4 border-top' : ''} aria-labelledby="doctor-schedule-heading">
          <h2 id="doctor-schedule-heading" className="h4">
            {t.bookingSchedule}
          </h2>
          {doctor ? (
            <Suspense fallback={<LoadingMessage label={t.scheduleLoading} />}>
              <ScheduleEditor doctorId={doctor.id} doctorName={doctor.name} sessionsLocked={!can('editSchedules')} />
            </Suspense>
          ) : (
            <p>{t.scheduleAfterSave}</p>
          )}
        </section>
      )}
    </>
  );
}

/**
 * The form, empty or filled from the loaded profile; its state and saving are useDoctorEditorForm's.
 * A doctor's own profile (`ownProfile`): the name and registration are shown but locked, and the
 * photo and the order on the page are the clinic's (the rules keep all five).
 */
function DoctorForm({ doctor, ownProfile = false }: { doctor?: Doctor; ownProfile?: boolean }) {
  const ids = useId();
  const t = useMessages(doctorEditorMessages);
  const a = useMessages(adminMessages);
  const { values, set, check, photoUpload, saving, busy, submit } = useDoctorEditorForm(doctor);
  return (
    <form onSubmit={submit} noValidate>
      <p className="form-text">{t.nmcNote}</p>
      <DoctorProfileFields values={values} set={set} error={check.error} locked={ownProfile} />
      <DoctorTranslationFields value={values.translations} onChange={set('translations')} error={check.error} />
      {!ownProfile && (
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
      )}
      {!ownProfile && (
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
      )}
      <div className="d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {saving ? a.saving : doctor ? a.saveChanges : a.save}
        </button>
        <Link to={paths.doctors}>{t.backToDoctors}</Link>
      </div>
    </form>
  );
}
