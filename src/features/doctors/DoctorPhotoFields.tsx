import { FormField } from '../../components/FormField';
import { ImageUploadField, type useImageUpload } from '../../components/ImageUploadField';
import { DOCTOR_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { PHOTO_WIDTH } from './doctorEditorForm';
import { doctorEditorMessages } from './editorMessages';

interface DoctorPhotoFieldsProps {
  id: string;
  upload: ReturnType<typeof useImageUpload>;
  photo: string;
  photoAlt: string;
  altError: string | null;
  onAltChange: (photoAlt: string) => void;
}

/** The doctor's photo, its preview, and once there is one, its required description. */
export function DoctorPhotoFields({ id, upload, photo, photoAlt, altError, onAltChange }: DoctorPhotoFieldsProps) {
  const t = useMessages(doctorEditorMessages);
  return (
    <>
      <ImageUploadField
        id={id}
        label={t.photo}
        hint={t.photoHint(PHOTO_WIDTH)}
        progress={upload.progress}
        error={upload.error}
        disabled={upload.uploading}
        onChosen={(file) => void upload.choose(file)}
        preview={photo && <img src={photo} alt={t.chosenPhoto} width={160} height={160} className="doctor-photo editor-preview mt-2" />}
      />
      {photo && (
        <FormField
          label={t.photoAlt}
          required
          maxLength={DOCTOR_LIMITS.photoAlt}
          hint={t.photoAltHint}
          value={photoAlt}
          error={altError}
          onChange={(e) => onAltChange(e.target.value)}
        />
      )}
    </>
  );
}
