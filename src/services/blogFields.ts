import { BLOG_LIMITS } from '../config/limits';
import { normalizeTag } from '../lib/blogText';
import { asString, stringList } from '../lib/fieldValues';
import type { Blog, BlogInput, ContentAuthor } from '../types';
import { authorName } from './authorName';

/**
 * A post's publication date after a save, for both backends (as the rules' validFirstPublication
 * and validPublicationChange): the date it already has, else `now()` if this save publishes it,
 * else none. So the first publication dates a post and every later save keeps that date.
 */
export function publicationDate<Time>(stored: Time | null, published: boolean, now: () => Time): Time | null {
  return stored ?? (published ? now() : null);
}

/**
 * What an admin's save stores of the editor's input, for both backends: trimmed text, tags
 * normalised, de-duplicated and bounded as the rules require, and the saving admin.
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
    author: authorName(author),
    userId: author.uid,
  };
}

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
    userId: asString(data.userId),
    timestamp: toDate(data.timestamp),
    published: data.published === true,
    publishedAt: toDate(data.publishedAt),
  };
}
