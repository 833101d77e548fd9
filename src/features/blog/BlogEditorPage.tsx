import { useId, useState, type FormEvent } from 'react';
import { blankFields, useFormCheck, type FormProblems } from '../../lib/useFormCheck';
import { Link, useNavigate } from 'react-router-dom';
import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { createBlog, getBlog, updateBlog } from '@services/blogs';
import { deleteImage, uploadBlogImage } from '@services/images';
import { ImageUploadField, useImageUpload } from '../../components/ImageUploadField';
import { FormField, TextAreaField } from '../../components/FormField';
import { BLOG_CATEGORIES } from '../../config/constants';
import { BLOG_LIMITS, CARD_IMAGE_WIDTH, IMAGE_MAX_WIDTH } from '../../config/limits';
import { cardImage, resizeImage } from '../../lib/resizeImage';
import { useMessages } from '../../i18n/messages';
import { editorSpecMessages, type EditorSpecMessages } from '../../components/editorMessages';
import { editorMessages, type EditorMessages } from './editorMessages';
import type { Blog, Trending } from '../../types';
import { AdminEditorPage, type EditedThing } from '../admin';
import { useSession } from '../auth';
import { blogImage } from './blogImage';
import { BLOGS_TAG } from './blogsTag';
import { PostBody } from './PostBody';
import { TagInput } from './TagInput';
import { BylineFields, type Byline } from './BylineFields';
import { TranslationFields, type TitledTranslations } from '../admin';
import { halfTranslated } from '../../lib/contentLanguage';
import { POST_TRANSLATED_FIELDS } from '../../services/blogFields';
import type { TranslatedLocale } from '../../config/locales';
import { paths } from '../../config/routes';

/** What the blog editor edits, for the shared admin editor page (create, or load and update). */
const blogs = (t: EditorMessages): EditedThing<Blog> => ({
  noun: 'blog',
  headings: { create: t.createHeading, update: t.updateHeading },
  backTo: { path: paths.blog, label: t.backToBlogs },
  load: getBlog,
});

export default function BlogEditorPage() {
  const t = useMessages(editorMessages);
  return <AdminEditorPage thing={blogs(t)} form={(blog) => <BlogForm blog={blog} />} />;
}

function BlogForm({ blog }: { blog?: Blog }) {
  const t = useMessages(editorMessages);
  const m = useMessages(editorSpecMessages);
  const { user } = useSession();
  const navigate = useNavigate();
  const ids = useId();
  const [category, setCategory] = useState(blog?.category ?? '');
  const [title, setTitle] = useState(blog?.title ?? '');
  const [tags, setTags] = useState<string[]>(blog?.tags ?? []);
  const [trending, setTrending] = useState<Trending>(blog?.trending ?? 'no');
  const [description, setDescription] = useState(blog?.description ?? '');
  const [imgUrl, setImgUrl] = useState(blog?.imgUrl ?? '');
  const [imgCardUrl, setImgCardUrl] = useState(blog?.imgCardUrl ?? '');
  const [imgAlt, setImgAlt] = useState(blog?.imgAlt ?? '');
  const [translations, setTranslations] = useState<TitledTranslations>(blog?.translations ?? {});
  // The languages half filled in at the last save (a title without its body, or the reverse).
  const [halfFilled, setHalfFilled] = useState<TranslatedLocale[]>([]);
  const [byline, setByline] = useState<Byline>({
    authorId: blog?.authorId ?? '',
    reviewerId: blog?.reviewerId ?? '',
    reviewedAgain: false,
  });
  /** Null while not saving; otherwise whether the save publishes. */
  const [savingAs, setSavingAs] = useState<boolean | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const wasPublished = blog?.published ?? false;
  const saving = savingAs !== null;
  const check = useFormCheck({ category, title, description, authorId: byline.authorId, imgUrl, imgAlt }, (values) => checkPost(values, m));

  const image = useImageUpload('image', async (file, onProgress) => {
    const [resized, card] = await Promise.all([resizeImage(file, IMAGE_MAX_WIDTH), cardImage(file, CARD_IMAGE_WIDTH)]);
    // One bar for both uploads, shared by their sizes.
    const share = card ? resized.size / (resized.size + card.size) : 1;
    const url = await uploadBlogImage(resized, (percent) => onProgress(Math.round(percent * share)));
    const cardUrl = card ? await uploadBlogImage(card, (percent) => onProgress(Math.round(100 * share + percent * (1 - share)))) : '';
    setImgUrl(url);
    setImgCardUrl(cardUrl);
  });
  const { uploading } = image;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Which button sent the form. Enter in a field presses the first one, which never publishes
    // a draft by accident: "Save draft" for a new post or a draft, "Update" for a published one.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const published = submitter instanceof HTMLButtonElement ? submitter.value === 'publish' : wasPublished;
    if (saving || uploading || !user) return;
    const half = halfTranslated(translations, POST_TRANSLATED_FIELDS);
    setHalfFilled(half);
    if (!check.passes() || half.length > 0) return;
    setSavingAs(published);
    const input = {
      category,
      title: title.trim(),
      tags,
      trending,
      description: description.trim(),
      imgUrl,
      imgCardUrl,
      imgAlt: imgAlt.trim(),
      published,
      translations,
      ...byline,
    };
    try {
      if (blog) {
        await updateBlog(blog.id, input, user);
        for (const old of [blog.imgUrl, blog.imgCardUrl]) {
          if (old && old !== imgUrl && old !== imgCardUrl) {
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
      setSavingAs(null);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {blog && !wasPublished && (
        <p className="alert alert-warning" role="note">
          {t.draftNote}
        </p>
      )}
      <div className="mb-3">
        <label htmlFor={`${ids}-category`} className="form-label">
          {t.category}
        </label>
        <select
          id={`${ids}-category`}
          className={`form-select${check.error('category') ? ' is-invalid' : ''}`}
          required
          value={category}
          aria-invalid={check.error('category') ? true : undefined}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">{t.chooseCategory}</option>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={t.title}
        required
        maxLength={BLOG_LIMITS.title}
        value={title}
        error={check.error('title')}
        onChange={(e) => setTitle(e.target.value)}
      />
      <BylineFields blog={blog} value={byline} onChange={setByline} authorError={check.error('authorId')} />
      <TagInput tags={tags} onChange={setTags} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t.trending}</legend>
        {(['no', 'yes'] as const).map((value) => (
          <div key={value} className="form-check form-check-inline">
            <input
              className="form-check-input"
              type="radio"
              name="trending"
              id={`${ids}-trending-${value}`}
              value={value}
              checked={trending === value}
              onChange={() => setTrending(value)}
            />
            <label className="form-check-label" htmlFor={`${ids}-trending-${value}`}>
              {value === 'yes' ? t.yes : t.no}
            </label>
          </div>
        ))}
      </fieldset>
      <TextAreaField
        label={t.description}
        required
        rows={10}
        maxLength={BLOG_LIMITS.description}
        hint={t.descriptionHint}
        value={description}
        error={check.error('description')}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="mb-3">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-pressed={previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? t.hidePreview : t.preview}
        </button>
        {previewing && (
          <section className="card mt-2" aria-label={t.previewLabel}>
            <div className="card-body">
              {description.trim() ? (
                <PostBody text={description} className="blog-description" />
              ) : (
                <p className="text-body-secondary mb-0">{t.nothingToPreview}</p>
              )}
            </div>
          </section>
        )}
      </div>
      {/* The post in Kannada and Hindi, beside the English: each language's title and body, or neither. */}
      <TranslationFields
        value={translations}
        onChange={setTranslations}
        labels={{ title: t.title, description: t.description }}
        limits={{ title: BLOG_LIMITS.title, description: BLOG_LIMITS.description }}
        halfFilled={halfFilled}
        rows={8}
      />
      <ImageUploadField
        id={`${ids}-image`}
        label={t.image}
        hint={t.imageHint(IMAGE_MAX_WIDTH)}
        progress={image.progress}
        error={image.error}
        disabled={uploading}
        onChosen={(file) => void image.choose(file)}
        preview={imgUrl && <img src={blogImage(imgUrl)} alt={t.chosenImage} width={280} height={158} className="editor-preview mt-2" />}
      />
      {imgUrl && (
        <FormField
          label={t.imageDescription}
          required
          maxLength={BLOG_LIMITS.imgAlt}
          hint={t.imageDescriptionHint}
          value={imgAlt}
          error={check.error('imgAlt')}
          onChange={(e) => setImgAlt(e.target.value)}
        />
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {(wasPublished ? [true, false] : [false, true]).map((publish) => (
          <button
            key={String(publish)}
            type="submit"
            value={publish ? 'publish' : 'draft'}
            className={`btn ${publish ? 'btn-primary' : 'btn-outline-secondary'}`}
            disabled={saving || uploading}
          >
            {savingAs === publish ? t.saving : saveButtonLabel(t, wasPublished, publish)}
          </button>
        ))}
        <Link to={wasPublished || !blog ? paths.blog : paths.drafts}>{t.cancel}</Link>
      </div>
    </form>
  );
}

/**
 * The two save buttons: a draft (or a new post) is saved as a draft or published; a published
 * post is updated or moved back to the drafts.
 */
function saveButtonLabel(t: EditorMessages, wasPublished: boolean, publish: boolean): string {
  if (wasPublished) return publish ? t.update : t.moveToDrafts;
  return publish ? t.publish : t.saveDraft;
}

function savedMessage(m: EditorSpecMessages, wasPublished: boolean, published: boolean, existed: boolean): string {
  if (!published) return wasPublished ? m.blogUnpublished : m.blogDraftSaved;
  if (wasPublished) return m.blogUpdated;
  return existed ? m.blogPublished : m.blogCreated;
}

type PostField = 'category' | 'title' | 'description' | 'authorId' | 'imgAlt';

/** Category, title, description and author are required; so is the image's description once there is an image. */
function checkPost(
  {
    imgUrl,
    imgAlt,
    ...required
  }: {
    category: string;
    title: string;
    description: string;
    authorId: string;
    imgUrl: string;
    imgAlt: string;
  },
  m: EditorSpecMessages,
): FormProblems<PostField> {
  const blank = blankFields(required, m.missingFields);
  if (blank.fields.authorId) blank.fields.authorId = m.blogAuthorMissing;
  const altMissing = imgUrl !== '' && !imgAlt.trim();
  if (!altMissing) return blank;
  return { fields: { ...blank.fields, imgAlt: m.imageAltMissing }, toast: blank.toast ?? m.imageAltMissing };
}
