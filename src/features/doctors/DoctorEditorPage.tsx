import { Suspense, useId, useState, type FormEvent } from 'react';
import { LoadingMessage } from '../../components/StatusMessage';
import { Link, useNavigate } from 'react-router-dom';
import { createDoctor, getDoctor, updateDoctor } from '@services/doctors';
import { deleteImage, uploadDoctorPhoto } from '@services/images';
import { FormField, TextAreaField } from '../../components/FormField';
import { ImageUploadField, useImageUpload } from '../../components/ImageUploadField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { doctorPath, paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { invalidate } from '../../lib/invalidation';
import { resizeImage } from '../../lib/resizeImage';
import { toast } from '../../lib/toast';
import { blankFields, useFormCheck, type FormProblems } from '../../lib/useFormCheck';
import { editorSpecMessages, type EditorSpecMessages } from '../../components/editorMessages';
import { listFromText } from '../../services/doctorFields';
import type { Doctor, DoctorInput } from '../../types';
import { AdminEditorPage, adminMessages, type EditedThing } from '../admin';
import { ScheduleEditor } from '../bookings';
import { DOCTORS_TAG } from './doctorReads';
import { doctorEditorMessages, type DoctorEditorMessages } from './editorMessages';
import {
  DoctorTranslationFields,
  translationProblems,
  translationsInput,
  typedTranslations,
  type TranslationFieldName,
  type TranslationsTyped,
} from './DoctorTranslationFields';

const PHOTO_WIDTH = 640;

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

type Required = 'name' | 'qualifications' | 'registrationNumber' | 'registrationCouncil';
type Field = Required | 'photoAlt' | 'order' | TranslationFieldName;

/**
 * Name, qualifications and the registration are required; so is the photo's description once
 * there is a photo. A Kannada or Hindi version must match the English one for one.
 */
function checkDoctor(input: DoctorInput, m: EditorSpecMessages, t: DoctorEditorMessages): FormProblems<Field> {
  const { photo, photoAlt, order, name, qualifications, registrationNumber, registrationCouncil } = input;
  const blank = blankFields<Required>({ name, qualifications, registrationNumber, registrationCouncil }, m.missingFields);
  const translations = translationProblems(input, t);
  const problems: FormProblems<Field> = { fields: { ...blank.fields, ...translations.fields }, toast: blank.toast ?? translations.toast };
  if (photo && !photoAlt.trim()) {
    problems.fields.photoAlt = m.imageAltMissing;
    problems.toast ??= m.imageAltMissing;
  }
  if (!Number.isInteger(order) || order < 0 || order > DOCTOR_LIMITS.order) {
    problems.fields.order = t.orderRange(DOCTOR_LIMITS.order);
    problems.toast ??= problems.fields.order;
  }
  return problems;
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

function DoctorForm({ doctor }: { doctor?: Doctor }) {
  const ids = useId();
  const navigate = useNavigate();
  const t = useMessages(doctorEditorMessages);
  const a = useMessages(adminMessages);
  const m = useMessages(editorSpecMessages);
  const [name, setName] = useState(doctor?.name ?? '');
  const [qualifications, setQualifications] = useState(doctor?.qualifications ?? '');
  const [registrationNumber, setRegistrationNumber] = useState(doctor?.registrationNumber ?? '');
  const [registrationCouncil, setRegistrationCouncil] = useState(doctor?.registrationCouncil ?? '');
  const [specialities, setSpecialities] = useState(doctor?.specialities.join(', ') ?? '');
  const [languages, setLanguages] = useState(doctor?.languages.join(', ') ?? '');
  const [consultingHours, setConsultingHours] = useState(doctor?.consultingHours ?? '');
  const [bio, setBio] = useState(doctor?.bio ?? '');
  const [order, setOrder] = useState(String(doctor?.order ?? 10));
  const [photo, setPhoto] = useState(doctor?.photo ?? '');
  const [photoAlt, setPhotoAlt] = useState(doctor?.photoAlt ?? '');
  const [translations, setTranslations] = useState<TranslationsTyped>(typedTranslations(doctor?.translations));
  const [saving, setSaving] = useState(false);
  const input: DoctorInput = {
    name,
    photo,
    photoAlt,
    qualifications,
    registrationNumber,
    registrationCouncil,
    specialities: listFromText(specialities),
    languages: listFromText(languages),
    consultingHours,
    bio,
    order: Number(order),
    translations: translationsInput(translations),
  };
  const check = useFormCheck(input, (values) => checkDoctor(values, m, t));
  const photoUpload = useImageUpload(t.photoNoun, async (file, onProgress) => {
    setPhoto(await uploadDoctorPhoto(await resizeImage(file, PHOTO_WIDTH), onProgress));
  });
  const { uploading } = photoUpload;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploading || !check.passes()) return;
    setSaving(true);
    try {
      let id = doctor?.id;
      if (doctor) {
        await updateDoctor(doctor.id, input);
        if (doctor.photo && doctor.photo !== photo) {
          deleteImage(doctor.photo).catch((error: unknown) => console.error('Could not delete the old photo', error));
        }
      } else {
        id = await createDoctor(input);
      }
      invalidate(DOCTORS_TAG);
      toast.success(doctor ? m.doctorUpdated : m.doctorCreated);
      navigate(doctorPath(id!));
    } catch (error) {
      console.error('Could not save the doctor', error);
      toast.error(t.saveFailed);
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-text">{t.nmcNote}</p>
      <FormField
        label={t.name}
        required
        maxLength={DOCTOR_LIMITS.name}
        value={name}
        error={check.error('name')}
        onChange={(e) => setName(e.target.value)}
      />
      <FormField
        label={t.qualifications}
        required
        maxLength={DOCTOR_LIMITS.qualifications}
        hint={t.qualificationsHint}
        value={qualifications}
        error={check.error('qualifications')}
        onChange={(e) => setQualifications(e.target.value)}
      />
      <div className="row">
        <div className="col-12 col-md-5">
          <FormField
            label={t.registrationNumber}
            required
            maxLength={DOCTOR_LIMITS.registrationNumber}
            value={registrationNumber}
            error={check.error('registrationNumber')}
            onChange={(e) => setRegistrationNumber(e.target.value)}
          />
        </div>
        <div className="col-12 col-md-7">
          <FormField
            label={t.registrationCouncil}
            required
            maxLength={DOCTOR_LIMITS.registrationCouncil}
            hint={t.councilHint}
            value={registrationCouncil}
            error={check.error('registrationCouncil')}
            onChange={(e) => setRegistrationCouncil(e.target.value)}
          />
        </div>
      </div>
      <FormField
        label={t.specialities}
        hint={t.specialitiesHint(DOCTOR_LIMITS.specialities)}
        maxLength={DOCTOR_LIMITS.specialities * (DOCTOR_LIMITS.speciality + 2)}
        value={specialities}
        onChange={(e) => setSpecialities(e.target.value)}
      />
      <FormField
        label={t.languages}
        hint={t.languagesHint(DOCTOR_LIMITS.languages)}
        maxLength={DOCTOR_LIMITS.languages * (DOCTOR_LIMITS.language + 2)}
        value={languages}
        onChange={(e) => setLanguages(e.target.value)}
      />
      <FormField
        label={t.consultingHours}
        hint={t.consultingHoursHint}
        maxLength={DOCTOR_LIMITS.consultingHours}
        value={consultingHours}
        onChange={(e) => setConsultingHours(e.target.value)}
      />
      <TextAreaField
        label={t.bio}
        rows={4}
        maxLength={DOCTOR_LIMITS.bio}
        hint={a.characters(bio.length, DOCTOR_LIMITS.bio)}
        value={bio}
        onChange={(e) => setBio(e.target.value)}
      />
      <DoctorTranslationFields value={translations} onChange={setTranslations} error={check.error} />
      <ImageUploadField
        id={`${ids}-photo`}
        label={t.photo}
        hint={t.photoHint(PHOTO_WIDTH)}
        progress={photoUpload.progress}
        error={photoUpload.error}
        disabled={uploading}
        onChosen={(file) => void photoUpload.choose(file)}
        preview={photo && <img src={photo} alt={t.chosenPhoto} width={160} height={160} className="doctor-photo editor-preview mt-2" />}
      />
      {photo && (
        <FormField
          label={t.photoAlt}
          required
          maxLength={DOCTOR_LIMITS.photoAlt}
          hint={t.photoAltHint}
          value={photoAlt}
          error={check.error('photoAlt')}
          onChange={(e) => setPhotoAlt(e.target.value)}
        />
      )}
      <FormField
        label={t.order}
        type="number"
        inputMode="numeric"
        min={0}
        max={DOCTOR_LIMITS.order}
        hint={t.orderHint}
        value={order}
        error={check.error('order')}
        onChange={(e) => setOrder(e.target.value)}
      />
      <div className="d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? a.saving : doctor ? a.saveChanges : a.save}
        </button>
        <Link to={paths.doctors}>{t.backToDoctors}</Link>
      </div>
    </form>
  );
}
