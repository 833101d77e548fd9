import { useReducer, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createBlog, updateBlog } from '@services/blogs';
import { deleteImage, uploadBlogImage } from '@services/images';
import { useImageUpload } from '../../components/ImageUploadField';
import { editorSpecMessages } from '../../components/editorMessages';
import { CARD_IMAGE_WIDTH, IMAGE_MAX_WIDTH } from '../../config/limits';
import type { TranslatedLocale } from '../../config/locales';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { halfTranslated } from '../../lib/contentLanguage';
import { invalidate } from '../../lib/invalidation';
import { cardImage, resizeImage } from '../../lib/resizeImage';
import { toast } from '../../lib/toast';
import { useFormCheck } from '../../lib/useFormCheck';
import { POST_TRANSLATED_FIELDS } from '../../services/blogFields';
import type { Blog } from '../../types';
import { useSession } from '../auth';
import { blogFormValues, blogInput, checkPost, postCheckValues, savedMessage, type BlogFormValues } from './blogEditorForm';
import { BLOGS_TAG } from './blogsTag';
import { editorMessages } from './editorMessages';

interface BlogFormState {
  values: BlogFormValues;
  /** The languages half filled in at the last save (a title without its body, or the reverse). */
  halfFilled: TranslatedLocale[];
  /** Null while not saving; otherwise whether the save publishes. */
  savingAs: boolean | null;
}

type BlogFormAction =
  | { type: 'set'; values: Partial<BlogFormValues> }
  | { type: 'halfFilled'; locales: TranslatedLocale[] }
  | { type: 'savingAs'; published: boolean | null };

function reducer(state: BlogFormState, action: BlogFormAction): BlogFormState {
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'halfFilled':
      return { ...state, halfFilled: action.locales };
    case 'savingAs':
      return { ...state, savingAs: action.published };
  }
}

/**
 * The blog editor's state and work: the fields (empty, or the loaded post's), the image upload,
 * the check, and the save (draft or published), after which it says so and leaves the page.
 */
export function useBlogEditorForm(blog?: Blog) {
  const t = useMessages(editorMessages);
  const m = useMessages(editorSpecMessages);
  const { user } = useSession();
  const navigate = useNavigate();
  const [{ values, halfFilled, savingAs }, dispatch] = useReducer(reducer, blog, (loaded) => ({
    values: blogFormValues(loaded),
    halfFilled: [],
    savingAs: null,
  }));
  const wasPublished = blog?.published ?? false;
  const saving = savingAs !== null;
  const check = useFormCheck(postCheckValues(values), (checked) => checkPost(checked, m));

  const image = useImageUpload('image', async (file, onProgress) => {
    const [resized, card] = await Promise.all([resizeImage(file, IMAGE_MAX_WIDTH), cardImage(file, CARD_IMAGE_WIDTH)]);
    // One bar for both uploads, shared by their sizes.
    const share = card ? resized.size / (resized.size + card.size) : 1;
    const url = await uploadBlogImage(resized, (percent) => onProgress(Math.round(percent * share)));
    const cardUrl = card ? await uploadBlogImage(card, (percent) => onProgress(Math.round(100 * share + percent * (1 - share)))) : '';
    dispatch({ type: 'set', values: { imgUrl: url, imgCardUrl: cardUrl } });
  });
  const { uploading } = image;

  /** A setter for one field, for its onChange. */
  const set =
    <Field extends keyof BlogFormValues>(field: Field) =>
    (value: BlogFormValues[Field]) =>
      dispatch({ type: 'set', values: { [field]: value } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Which button sent the form. Enter in a field presses the first one, which never publishes
    // a draft by accident: "Save draft" for a new post or a draft, "Update" for a published one.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const published = submitter instanceof HTMLButtonElement ? submitter.value === 'publish' : wasPublished;
    if (saving || uploading || !user) return;
    const half = halfTranslated(values.translations, POST_TRANSLATED_FIELDS);
    dispatch({ type: 'halfFilled', locales: half });
    if (!check.passes() || half.length > 0) return;
    dispatch({ type: 'savingAs', published });
    const input = blogInput(values, published);
    try {
      if (blog) {
        await updateBlog(blog.id, input, user);
        for (const old of [blog.imgUrl, blog.imgCardUrl]) {
          if (old && old !== values.imgUrl && old !== values.imgCardUrl) {
            deleteImage(old).catch((error: unknown) => console.error('Could not delete the old image', error));
          }
        }
      } else {
        await createBlog(input, user);
      }
      invalidate(BLOGS_TAG);
      toast.success(savedMessage(m, wasPublished, published, Boolean(blog)));
      navigate(published ? paths.blogAfterSave : paths.drafts);
    } catch (error) {
      console.error('Could not save the blog', error);
      toast.error(t.saveFailed);
      dispatch({ type: 'savingAs', published: null });
    }
  }

  return { values, set, check, image, halfFilled, savingAs, busy: saving || uploading, wasPublished, submit };
}
