import { useId } from 'react';
import { getBlog } from '@services/blogs';
import { ImageWithDescription } from '../../components/ImageUploadField';
import { BLOG_LIMITS, IMAGE_MAX_WIDTH } from '../../config/limits';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import type { Blog } from '../../types';
import { AdminEditorPage, TranslationFields, type EditedThing } from '../admin';
import { BlogPostFields } from './BlogPostFields';
import { BlogSaveButtons } from './BlogSaveButtons';
import { blogImage } from './blogImage';
import { editorMessages, type EditorMessages } from './editorMessages';
import { useBlogEditorForm } from './useBlogEditorForm';

/** What the blog editor edits, for the shared admin editor page (create, or load and update). */
const blogs = (t: EditorMessages): EditedThing<Blog> => ({
  noun: 'blog',
  headings: { create: t.createHeading, update: t.updateHeading },
  backTo: { path: paths.blog, label: t.backToBlogs },
  load: getBlog,
});

export default function BlogEditorPage() {
  const t = useMessages(editorMessages);
  return <AdminEditorPage allow={['editContent', 'ownPosts']} thing={blogs(t)} form={(blog) => <BlogForm blog={blog} />} />;
}

/** The form, empty or filled from the loaded post; its state and saving are useBlogEditorForm's. */
function BlogForm({ blog }: { blog?: Blog }) {
  const t = useMessages(editorMessages);
  const ids = useId();
  const { values, set, check, image, halfFilled, savingAs, busy, wasPublished, submit } = useBlogEditorForm(blog);
  return (
    <form onSubmit={submit} noValidate>
      {blog && !wasPublished && (
        <p className="alert alert-warning" role="note">
          {t.draftNote}
        </p>
      )}
      <BlogPostFields ids={ids} blog={blog} values={values} set={set} error={check.error} />
      {/* The post in Kannada and Hindi, beside the English: each language's title and body, or neither. */}
      <TranslationFields
        value={values.translations}
        onChange={set('translations')}
        labels={{ title: t.title, description: t.description }}
        limits={{ title: BLOG_LIMITS.title, description: BLOG_LIMITS.description }}
        halfFilled={halfFilled}
        rows={8}
      />
      <ImageWithDescription
        id={`${ids}-image`}
        upload={image}
        label={t.image}
        hint={t.imageHint(IMAGE_MAX_WIDTH)}
        preview={
          values.imgUrl && (
            <img src={blogImage(values.imgUrl)} alt={t.chosenImage} width={280} height={158} className="editor-preview mt-2" />
          )
        }
        description={{
          label: t.imageDescription,
          hint: t.imageDescriptionHint,
          maxLength: BLOG_LIMITS.imgAlt,
          value: values.imgAlt,
          error: check.error('imgAlt'),
          onChange: set('imgAlt'),
        }}
      />
      <BlogSaveButtons wasPublished={wasPublished} existed={Boolean(blog)} savingAs={savingAs} disabled={busy} />
    </form>
  );
}
