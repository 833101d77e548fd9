import { BLOG_LIMITS } from '../config/limits';
import { blogKeywords, normalizeTag } from '../lib/blogText';
import { cleanTranslations, translationsFrom } from '../lib/contentLanguage';
import { asString, stringList } from '../lib/fieldValues';
import type { Blog, BlogInput, ContentAuthor } from '../types';

/**
 * A post's publication date after a save, for both backends (as the rules' validFirstPublication
 * and validPublicationChange): the date it already has, else `now()` if this save publishes it,
 * else none. So the first publication dates a post and every later save keeps that date.
 */
export function publicationDate<Time>(stored: Time | null, published: boolean, now: () => Time): Time | null {
  return stored ?? (published ? now() : null);
}

/** A post's review as stored: by whom (a doctor's id, '' for none) and when. */
export interface StoredReview<Time> {
  reviewerId: string;
  reviewedAt: Time | null;
}

/**
 * The byline and the review a save stores, for both backends (as the rules' validByline): the
 * doctors' ids with their names as the service has just read them ('' for a doctor who is not
 * there, which the rules refuse), and the review's date: kept while the reviewer stays the same,
 * else (a new reviewer, or `reviewedAgain`) the save's time; none without a reviewer.
 */
export function bylineFields<Time>(
  input: Pick<BlogInput, 'authorId' | 'reviewerId' | 'reviewedAgain'>,
  names: { author: string; reviewer: string },
  stored: StoredReview<Time> | null,
  now: () => Time,
) {
  const reviewerId = input.reviewerId;
  const keepDate = stored !== null && stored.reviewerId === reviewerId && stored.reviewedAt !== null && !input.reviewedAgain;
  return {
    authorId: input.authorId,
    author: names.author,
    reviewerId,
    reviewerName: reviewerId ? names.reviewer : '',
    reviewedAt: reviewerId ? (keepDate ? stored.reviewedAt : now()) : null,
  };
}

/**
 * What an admin's save stores of the editor's input, for both backends: trimmed text, tags
 * normalised, de-duplicated and bounded as the rules require, and the saving admin's account
 * (the byline is the doctor's: bylineFields).
 */
export function blogEditorFields(input: BlogInput, author: ContentAuthor) {
  const tags = [...new Set(input.tags.map((tag) => normalizeTag(tag).slice(0, BLOG_LIMITS.tag)).filter(Boolean))].slice(
    0,
    BLOG_LIMITS.tags,
  );
  return {
    title: input.title.trim(),
    category: input.category,
    tags,
    trending: input.trending,
    description: input.description.trim(),
    imgUrl: input.imgUrl,
    imgCardUrl: input.imgCardUrl,
    // A description belongs to an image: none is kept without one.
    imgAlt: input.imgUrl ? input.imgAlt.trim() : '',
    published: input.published,
    userId: author.uid,
    // Each language whole or not at all (the rules refuse half of one).
    translations: cleanTranslations(input.translations, POST_TRANSLATED_FIELDS),
  };
}

/** A post's fields that have a Kannada and a Hindi version. */
export const POST_TRANSLATED_FIELDS = ['title', 'description'] as const;

/** The search keywords of a post's saved fields: its titles in every language, and its tags. */
export const postKeywords = (fields: Pick<Blog, 'title' | 'tags' | 'translations'>) =>
  blogKeywords(
    fields.title,
    fields.tags,
    Object.values(fields.translations ?? {}).map((translation) => translation.title),
  );

/**
 * A stored post as the app shows it, whoever read it: the Firebase module (Firestore Lite) and
 * the deploy's render (Admin SDK), each with its own reading of a timestamp.
 */
export function blogFromStored(id: string, data: Record<string, unknown>, toDate: (value: unknown) => Date | null): Blog {
  return {
    id,
    title: asString(data.title),
    category: asString(data.category),
    tags: stringList(data.tags),
    trending: data.trending === 'yes' ? 'yes' : 'no',
    description: asString(data.description),
    imgUrl: asString(data.imgUrl),
    imgCardUrl: asString(data.imgCardUrl),
    imgAlt: asString(data.imgAlt),
    likes: stringList(data.likes),
    author: asString(data.author),
    authorId: asString(data.authorId),
    reviewerId: asString(data.reviewerId),
    reviewerName: asString(data.reviewerName),
    reviewedAt: data.reviewerId ? toDate(data.reviewedAt) : null,
    userId: asString(data.userId),
    timestamp: toDate(data.timestamp),
    published: data.published === true,
    publishedAt: toDate(data.publishedAt),
    translations: translationsFrom(data.translations, POST_TRANSLATED_FIELDS),
  };
}
