import { blankFields, type FormProblems } from '../../lib/useFormCheck';
import type { EditorSpecMessages } from '../../components/editorMessages';
import type { Blog } from '../../types';
import type { TitledTranslations } from '../admin';
import type { Byline } from './BylineFields';
import type { EditorMessages } from './editorMessages';

/** What the blog editor's fields hold: the stored post's own fields, its translations and its byline as chosen. */
export type BlogFormValues = Pick<Blog, 'category' | 'title' | 'tags' | 'trending' | 'description' | 'imgUrl' | 'imgCardUrl' | 'imgAlt'> & {
  translations: TitledTranslations;
  byline: Byline;
};

/** The fields as a new post starts them, or as the stored post fills them. */
export function blogFormValues(blog?: Blog): BlogFormValues {
  return {
    category: blog?.category ?? '',
    title: blog?.title ?? '',
    tags: blog?.tags ?? [],
    trending: blog?.trending ?? 'no',
    description: blog?.description ?? '',
    imgUrl: blog?.imgUrl ?? '',
    imgCardUrl: blog?.imgCardUrl ?? '',
    imgAlt: blog?.imgAlt ?? '',
    translations: blog?.translations ?? {},
    // A review is recorded again only when the admin says so, whatever the post had.
    byline: { authorId: blog?.authorId ?? '', reviewerId: blog?.reviewerId ?? '', reviewedAgain: false },
  };
}

/** What the service saves: the fields trimmed, published or a draft. */
export function blogInput(values: BlogFormValues, published: boolean) {
  return {
    category: values.category,
    title: values.title.trim(),
    tags: values.tags,
    trending: values.trending,
    description: values.description.trim(),
    imgUrl: values.imgUrl,
    imgCardUrl: values.imgCardUrl,
    imgAlt: values.imgAlt.trim(),
    published,
    translations: values.translations,
    ...values.byline,
  };
}

/**
 * The two save buttons: a draft (or a new post) is saved as a draft or published; a published
 * post is updated or moved back to the drafts.
 */
export function saveButtonLabel(t: EditorMessages, wasPublished: boolean, publish: boolean): string {
  if (wasPublished) return publish ? t.update : t.moveToDrafts;
  return publish ? t.publish : t.saveDraft;
}

export function savedMessage(m: EditorSpecMessages, wasPublished: boolean, published: boolean, existed: boolean): string {
  if (!published) return wasPublished ? m.blogUnpublished : m.blogDraftSaved;
  if (wasPublished) return m.blogUpdated;
  return existed ? m.blogPublished : m.blogCreated;
}

export type PostField = 'category' | 'title' | 'description' | 'authorId' | 'imgAlt';

/** What the check looks at: the byline's author beside the post's own fields. */
export function postCheckValues({ category, title, description, byline, imgUrl, imgAlt }: BlogFormValues) {
  return { category, title, description, authorId: byline.authorId, imgUrl, imgAlt };
}

/** Category, title, description and author are required; so is the image's description once there is an image. */
export function checkPost(
  { imgUrl, imgAlt, ...required }: ReturnType<typeof postCheckValues>,
  m: EditorSpecMessages,
): FormProblems<PostField> {
  const blank = blankFields(required, m.missingFields);
  if (blank.fields.authorId) blank.fields.authorId = m.blogAuthorMissing;
  const altMissing = imgUrl !== '' && !imgAlt.trim();
  if (!altMissing) return blank;
  return { fields: { ...blank.fields, imgAlt: m.imageAltMissing }, toast: blank.toast ?? m.imageAltMissing };
}
