import { useState, type ChangeEvent, type ReactNode } from 'react';
import { IMAGE_TYPES } from '../config/limits';
import { useMessages } from '../i18n/messages';
import { imageUploadUnavailable } from '../lib/imageUpload';
import { imageProblem } from '../lib/resizeImage';
import { toast } from '../lib/toast';
import { editorSpecMessages } from './editorMessages';
import { FormField } from './FormField';

/**
 * The editors' image upload, for an ImageUploadField: checks the chosen file (type, size), runs
 * `upload` (which resizes, uploads with progress from 0 to 100, and keeps the address), and says
 * how it went. `noun` names the image in the failure message ("image", "photo"), in the page's
 language.
 */
export function useImageUpload(noun: string, upload: (file: File, onProgress: (percent: number) => void) => Promise<void>) {
  const t = useMessages(editorSpecMessages);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File) {
    // imageProblem decides; the words are the page's language's.
    const problem = imageProblem(file) && ((IMAGE_TYPES as readonly string[]).includes(file.type) ? t.imageTooLarge : t.imageWrongType);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      await upload(file, setProgress);
      setProgress(100);
      toast.info(t.imageUploaded);
    } catch (failure) {
      console.error(`Could not upload the ${noun}`, failure);
      setProgress(null);
      setError(t.uploadFailed(noun));
    }
  }

  return { progress, error, uploading: progress !== null && progress < 100, choose };
}

interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** What the field takes (types, size, resizing); replaced by why upload is off where it is. */
  hint: ReactNode;
  /** 0 to 100 while uploading and after, null before the first upload. */
  progress: number | null;
  error: string | null;
  disabled: boolean;
  onChosen: (file: File) => void;
  /** The chosen image, shown under the field. */
  preview?: ReactNode;
}

/** A file field for one image, with its hint, error and upload progress (the admin editors'). */
export function ImageUploadField({ id, label, hint, progress, error, disabled, onChosen, preview }: ImageUploadFieldProps) {
  const t = useMessages(editorSpecMessages);
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failed upload.
    event.target.value = '';
    if (file) onChosen(file);
  }

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="form-control"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        disabled={disabled || imageUploadUnavailable !== null}
        onChange={onChange}
      />
      <div id={`${id}-hint`} className="form-text">
        {imageUploadUnavailable !== null ? t.uploadUnavailable : hint}
      </div>
      {error && (
        <p className="text-danger mt-2" role="alert">
          {error}
        </p>
      )}
      {progress !== null && (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t.uploadProgress(label)}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${progress}%` }}>
            {progress}%
          </div>
        </div>
      )}
      {preview}
    </div>
  );
}

interface ImageWithDescriptionProps {
  id: string;
  upload: ReturnType<typeof useImageUpload>;
  label: string;
  hint: string;
  /** The chosen image, or nothing (''): the description is asked for only once there is one. */
  preview: ReactNode;
  /** The image's description for people who cannot see it: required with an image. */
  description: { label: string; hint: string; maxLength: number; value: string; error: string | null; onChange: (value: string) => void };
}

/** An image field with its preview and, once an image is chosen, its required description (a post's image, a doctor's photo). */
export function ImageWithDescription({ id, upload, label, hint, preview, description }: ImageWithDescriptionProps) {
  return (
    <>
      <ImageUploadField
        id={id}
        label={label}
        hint={hint}
        progress={upload.progress}
        error={upload.error}
        disabled={upload.uploading}
        onChosen={(file) => void upload.choose(file)}
        preview={preview}
      />
      {preview && (
        <FormField
          label={description.label}
          required
          maxLength={description.maxLength}
          hint={description.hint}
          value={description.value}
          error={description.error}
          onChange={(e) => description.onChange(e.target.value)}
        />
      )}
    </>
  );
}
