import { useReducer, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createDoctor, updateDoctor } from '@services/doctors';
import { deleteImage, uploadDoctorPhoto } from '@services/images';
import { useImageUpload } from '../../components/ImageUploadField';
import { editorSpecMessages } from '../../components/editorMessages';
import { doctorPath } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { invalidate } from '../../lib/invalidation';
import { resizeImage } from '../../lib/resizeImage';
import { toast } from '../../lib/toast';
import { useFormCheck } from '../../lib/useFormCheck';
import type { Doctor } from '../../types';
import { checkDoctor, doctorFormValues, doctorInput, PHOTO_WIDTH, type DoctorFormValues } from './doctorEditorForm';
import { DOCTORS_TAG } from './doctorReads';
import { doctorEditorMessages } from './editorMessages';

interface DoctorFormState {
  values: DoctorFormValues;
  saving: boolean;
}

type DoctorFormAction = { type: 'set'; values: Partial<DoctorFormValues> } | { type: 'saving'; saving: boolean };

function reducer(state: DoctorFormState, action: DoctorFormAction): DoctorFormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'saving':
      return { ...state, saving: action.saving };
  }
}

/**
 * The doctor editor's state and work: the fields (empty, or the loaded profile's), the photo
 * upload, the check, and the save, after which it says so and opens the doctor's page.
 */
export function useDoctorEditorForm(doctor?: Doctor) {
  const navigate = useNavigate();
  const t = useMessages(doctorEditorMessages);
  const m = useMessages(editorSpecMessages);
  const [{ values, saving }, dispatch] = useReducer(reducer, doctor, (loaded) => ({ values: doctorFormValues(loaded), saving: false }));
  const input = doctorInput(values);
  const check = useFormCheck(input, (checked) => checkDoctor(checked, m, t));
  const photoUpload = useImageUpload(t.photoNoun, async (file, onProgress) => {
    const photo = await uploadDoctorPhoto(await resizeImage(file, PHOTO_WIDTH), onProgress);
    dispatch({ type: 'set', values: { photo } });
  });
  const { uploading } = photoUpload;

  /** A setter for one field, for its onChange. */
  const set =
    <Field extends keyof DoctorFormValues>(field: Field) =>
    (value: DoctorFormValues[Field]) =>
      dispatch({ type: 'set', values: { [field]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploading || !check.passes()) return;
    dispatch({ type: 'saving', saving: true });
    try {
      let id = doctor?.id;
      if (doctor) {
        await updateDoctor(doctor.id, input);
        if (doctor.photo && doctor.photo !== values.photo) {
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
      dispatch({ type: 'saving', saving: false });
    }
  }

  return { values, set, check, photoUpload, saving, busy: saving || uploading, submit };
}
