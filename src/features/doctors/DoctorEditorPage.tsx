import { Suspense, useId, useState, type FormEvent } from 'react';
import { LoadingMessage } from '../../components/StatusMessage';
import { Link, useNavigate } from 'react-router-dom';
import { createDoctor, getDoctor, updateDoctor } from '@services/doctors';
import { deleteImage, uploadDoctorPhoto } from '@services/images';
import { FormField, TextAreaField } from '../../components/FormField';
import { ImageUploadField, useImageUpload } from '../../components/ImageUploadField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { doctorPath, paths } from '../../config/routes';
import { invalidate } from '../../lib/invalidation';
import { resizeImage } from '../../lib/resizeImage';
import { toast } from '../../lib/toast';
import { blankFields, useFormCheck, type FormProblems } from '../../lib/useFormCheck';
import { messages } from '../../messages';
import { listFromText } from '../../services/doctorFields';
import type { Doctor, DoctorInput } from '../../types';
import { AdminEditorPage, type EditedThing } from '../admin';
import { ScheduleEditor } from '../bookings';
import { DOCTORS_TAG } from './doctorReads';

const PHOTO_WIDTH = 640;

const doctorThing: EditedThing<Doctor> = {
  noun: 'doctor',
  headings: { create: 'Add Doctor', update: 'Update Doctor' },
  backTo: { path: paths.doctors, label: 'Back to our doctors' },
  load: getDoctor,
};

type Required = 'name' | 'qualifications' | 'registrationNumber' | 'registrationCouncil';
type Field = Required | 'photoAlt' | 'order';

/** Name, qualifications and the registration are required; so is the photo's description once there is a photo. */
function checkDoctor(values: Record<Required, string> & { photo: string; photoAlt: string; order: string }): FormProblems<Field> {
  const { photo, photoAlt, order, ...required } = values;
  const blank = blankFields<Required>(required, messages.missingFields);
  const problems: FormProblems<Field> = { fields: { ...blank.fields }, toast: blank.toast };
  if (photo && !photoAlt.trim()) {
    problems.fields.photoAlt = messages.imageAltMissing;
    problems.toast ??= messages.imageAltMissing;
  }
  const place = Number(order);
  if (!Number.isInteger(place) || place < 0 || place > DOCTOR_LIMITS.order) {
    problems.fields.order = `Please give a whole number from 0 to ${DOCTOR_LIMITS.order}.`;
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
  return (
    <AdminEditorPage
      thing={doctorThing}
      form={(doctor) => (
        <>
          <DoctorForm doctor={doctor} />
          <section className="mt-5 pt-4 border-top" aria-labelledby="doctor-schedule-heading">
            <h2 id="doctor-schedule-heading" className="h4">
              Booking schedule
            </h2>
            {doctor ? (
              <Suspense fallback={<LoadingMessage label="Loading the schedule…" />}>
                <ScheduleEditor doctorId={doctor.id} doctorName={doctor.name} />
              </Suspense>
            ) : (
              <p>The times patients can book online can be set once the doctor is saved: edit the doctor from their profile then.</p>
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
  const [saving, setSaving] = useState(false);
  const check = useFormCheck({ name, qualifications, registrationNumber, registrationCouncil, photo, photoAlt, order }, checkDoctor);
  const photoUpload = useImageUpload('photo', async (file, onProgress) => {
    setPhoto(await uploadDoctorPhoto(await resizeImage(file, PHOTO_WIDTH), onProgress));
  });
  const { uploading } = photoUpload;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploading || !check.passes()) return;
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
    };
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
      toast.success(doctor ? messages.doctorUpdated : messages.doctorCreated);
      navigate(doctorPath(id!));
    } catch (error) {
      console.error('Could not save the doctor', error);
      toast.error('Could not save the doctor. Please check your connection and try again; what you typed is still here.');
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="form-text">
        Publish only what the National Medical Commission allows a doctor to make public: name, qualifications, registration, specialities,
        languages and hours. Check the registration against the council&apos;s register before saving. No ratings, testimonials or claims of
        results.
      </p>
      <FormField
        label="Name"
        required
        maxLength={DOCTOR_LIMITS.name}
        value={name}
        error={check.error('name')}
        onChange={(e) => setName(e.target.value)}
      />
      <FormField
        label="Qualifications"
        required
        maxLength={DOCTOR_LIMITS.qualifications}
        hint="As on the registration certificate, e.g. MBBS, MD (General Medicine)."
        value={qualifications}
        error={check.error('qualifications')}
        onChange={(e) => setQualifications(e.target.value)}
      />
      <div className="row">
        <div className="col-12 col-md-5">
          <FormField
            label="Registration number"
            required
            maxLength={DOCTOR_LIMITS.registrationNumber}
            value={registrationNumber}
            error={check.error('registrationNumber')}
            onChange={(e) => setRegistrationNumber(e.target.value)}
          />
        </div>
        <div className="col-12 col-md-7">
          <FormField
            label="Registration council"
            required
            maxLength={DOCTOR_LIMITS.registrationCouncil}
            hint="e.g. Karnataka Medical Council, or National Medical Commission."
            value={registrationCouncil}
            error={check.error('registrationCouncil')}
            onChange={(e) => setRegistrationCouncil(e.target.value)}
          />
        </div>
      </div>
      <FormField
        label="Specialities"
        hint={`Separated by commas, at most ${DOCTOR_LIMITS.specialities}.`}
        maxLength={DOCTOR_LIMITS.specialities * (DOCTOR_LIMITS.speciality + 2)}
        value={specialities}
        onChange={(e) => setSpecialities(e.target.value)}
      />
      <FormField
        label="Languages"
        hint={`Separated by commas, e.g. English, Kannada, Hindi; at most ${DOCTOR_LIMITS.languages}.`}
        maxLength={DOCTOR_LIMITS.languages * (DOCTOR_LIMITS.language + 2)}
        value={languages}
        onChange={(e) => setLanguages(e.target.value)}
      />
      <FormField
        label="Consulting hours"
        hint="e.g. Monday to Friday, 9 am to 1 pm."
        maxLength={DOCTOR_LIMITS.consultingHours}
        value={consultingHours}
        onChange={(e) => setConsultingHours(e.target.value)}
      />
      <TextAreaField
        label="Short biography"
        rows={4}
        maxLength={DOCTOR_LIMITS.bio}
        hint={`${bio.length} / ${DOCTOR_LIMITS.bio} characters`}
        value={bio}
        onChange={(e) => setBio(e.target.value)}
      />
      <ImageUploadField
        id={`${ids}-photo`}
        label="Photo"
        hint={`JPEG, PNG, WebP or GIF, up to 5 MB; resized to ${PHOTO_WIDTH} px. A square portrait shows best.`}
        progress={photoUpload.progress}
        error={photoUpload.error}
        disabled={uploading}
        onChosen={(file) => void photoUpload.choose(file)}
        preview={photo && <img src={photo} alt="Chosen photo" width={160} height={160} className="doctor-photo editor-preview mt-2" />}
      />
      {photo && (
        <FormField
          label="Photo description"
          required
          maxLength={DOCTOR_LIMITS.photoAlt}
          hint="What the photo shows, for people who use a screen reader, e.g. “Portrait of Dr. Ananya Iyer”."
          value={photoAlt}
          error={check.error('photoAlt')}
          onChange={(e) => setPhotoAlt(e.target.value)}
        />
      )}
      <FormField
        label="Place in the list"
        type="number"
        inputMode="numeric"
        min={0}
        max={DOCTOR_LIMITS.order}
        hint="Smaller numbers come first."
        value={order}
        error={check.error('order')}
        onChange={(e) => setOrder(e.target.value)}
      />
      <div className="d-flex gap-2 align-items-center">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? 'Saving…' : doctor ? 'Save changes' : 'Save'}
        </button>
        <Link to={paths.doctors}>Back to our doctors</Link>
      </div>
    </form>
  );
}
