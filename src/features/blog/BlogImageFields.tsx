import { FormField } from '../../components/FormField';
import { ImageUploadField, type useImageUpload } from '../../components/ImageUploadField';
import { BLOG_LIMITS, IMAGE_MAX_WIDTH } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import { blogImage } from './blogImage';
import { editorMessages } from './editorMessages';

interface BlogImageFieldsProps {
  id: string;
  upload: ReturnType<typeof useImageUpload>;
  imgUrl: string;
  imgAlt: string;
  altError: string | null;
  onAltChange: (imgAlt: string) => void;
}

/** The post's image, its preview, and once there is one, its required description. */
export function BlogImageFields({ id, upload, imgUrl, imgAlt, altError, onAltChange }: BlogImageFieldsProps) {
  const t = useMessages(editorMessages);
  return (
    <>
      <ImageUploadField
        id={id}
        label={t.image}
        hint={t.imageHint(IMAGE_MAX_WIDTH)}
        progress={upload.progress}
        error={upload.error}
        disabled={upload.uploading}
        onChosen={(file) => void upload.choose(file)}
        preview={imgUrl && <img src={blogImage(imgUrl)} alt={t.chosenImage} width={280} height={158} className="editor-preview mt-2" />}
      />
      {imgUrl && (
        <FormField
          label={t.imageDescription}
          required
          maxLength={BLOG_LIMITS.imgAlt}
          hint={t.imageDescriptionHint}
          value={imgAlt}
          error={altError}
          onChange={(e) => onAltChange(e.target.value)}
        />
      )}
    </>
  );
}
