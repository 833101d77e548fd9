import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, LATEST_BLOGS_COUNT, RELATED_POSTS_COUNT, TRENDING_BLOGS_COUNT } from '../../config/constants';
import { AUTHOR_MAX_LENGTH, BLOG_LIMITS, BLOG_TRENDING_VALUES } from '../../config/limits';
import { matchesSearch, normalizeTag, searchWords } from '../../lib/blogText';
import type { Blog, BlogCursor, BlogInput, BlogPage, ContentAuthor, PostSummary } from '../../types';
import { blogEditorFields, postKeywords, bylineFields, publicationDate } from '../blogFields';
import { blogPageOf, comesAfter, lastSavedFirst, newestFirst, relatedPosts } from '../blogOrder';
import {
  billReads,
  demoDb,
  demoImageAddressAllowed,
  demoCan,
  demoReadsDrafts,
  demoSessionUid,
  isDemoDoctorOf,
  latency,
  permissionDenied,
  recordDemoContentChange,
  requireDemoPermission,
  rulesEntryText,
  rulesNonBlank,
  saveDemoDb,
  serverNow,
} from './store';
import { documentGone } from '../errors';

/**
 * Demo twin of the blogs module: the same queries over the demo database, the same limits and
 * the same refusals. Reads are billed as Firestore bills them.
 */

const changed = saveDemoDb;

/** What every public query asks for, as the Firebase module's where('published', '==', true): published posts, newest first. */
const all = (): Blog[] => structuredClone(demoDb().blogs.filter((b) => b.published)).sort(newestFirst);
const findBlog = (id: string) => demoDb().blogs.find((b) => b.id === id);
const billed = (blogs: Blog[]): Blog[] => billReads(blogs, blogs.length);

const isAfter = (blog: Blog, cursor: BlogCursor) => comesAfter(blog, blog.publishedAt, { time: cursor.publishedAt, id: cursor.id });

export async function listBlogsPage(cursor: BlogCursor | null): Promise<BlogPage> {
  await latency();
  const blogs = billed(
    all()
      .filter((blog) => !cursor || isAfter(blog, cursor))
      .slice(0, BLOG_PAGE_SIZE),
  );
  return blogPageOf(blogs);
}

export async function listTrendingBlogs(): Promise<Blog[]> {
  await latency();
  return billed(
    all()
      .filter((b) => b.trending === 'yes')
      .slice(0, TRENDING_BLOGS_COUNT),
  );
}

export async function listLatestBlogs(): Promise<Blog[]> {
  await latency();
  return billed(all().slice(0, LATEST_BLOGS_COUNT));
}

export async function listBlogsByTag(tag: string): Promise<Blog[]> {
  await latency();
  return billed(all().filter((b) => b.tags.includes(normalizeTag(tag))));
}

export async function listBlogsByCategory(category: string): Promise<Blog[]> {
  await latency();
  return billed(all().filter((b) => b.category === category));
}

/** As the Firebase module: the newest few of the same category, and of a shared tag (no query without tags). */
export async function listRelatedBlogs(post: Pick<Blog, 'id' | 'category' | 'tags'>): Promise<PostSummary[]> {
  await latency();
  const newest = (matches: (other: Blog) => boolean) =>
    billed(
      all()
        .filter(matches)
        .slice(0, RELATED_POSTS_COUNT + 1),
    );
  const sameCategory = newest((other) => other.category === post.category);
  const sharedTag = post.tags.length > 0 ? newest((other) => other.tags.some((tag) => post.tags.includes(tag))) : [];
  return relatedPosts(post, [...sameCategory, ...sharedTag]);
}

/** As the rules: drafts are read by the content roles and by doctors (readsDrafts). */
export async function listDraftBlogs(): Promise<Blog[]> {
  await latency();
  if (!demoReadsDrafts()) throw permissionDenied();
  return billed(structuredClone(demoDb().blogs.filter((b) => !b.published)).sort(lastSavedFirst));
}

export async function searchBlogs(term: string): Promise<Blog[]> {
  await latency();
  const required = searchWords(term);
  if (required.length === 0) return [];
  // Firestore reads every post with the first word, then the rest are checked in the browser.
  const candidates = billed(all().filter((b) => postKeywords(b).includes(required[0])));
  return candidates.filter((b) => matchesSearch(postKeywords(b), required));
}

/** As the Firebase module: a draft, like a post that does not exist, is null for anyone who does not read drafts. */
export async function getBlog(id: string): Promise<Blog | null> {
  await latency();
  const blog = findBlog(id);
  const readable = blog && (blog.published || demoReadsDrafts());
  return billReads(readable ? structuredClone(blog) : null, 1);
}

/** A doctor's name, '' when there is no such doctor. */
const doctorName = (id: string) => demoDb().doctors.find((doctor) => doctor.id === id)?.name ?? '';

const isOneOf = (values: readonly unknown[], value: unknown) => values.includes(value);

/** The rules' validTags: at most BLOG_LIMITS.tags, each a text of 1 to BLOG_LIMITS.tag characters. */
const tagsValid = (tags: unknown) =>
  Array.isArray(tags) &&
  tags.length <= BLOG_LIMITS.tags &&
  tags.every((tag) => typeof tag === 'string' && tag.length >= 1 && tag.length <= BLOG_LIMITS.tag);

/**
 * The rules' validBlogContent for what the editor's save stores: the title and body non-blank
 * within BLOG_LIMITS in every language, a category of the list, trending 'yes' or 'no', bounded
 * tags, image addresses of the site or its Storage (at most IMAGE_ADDRESS_MAX_LENGTH), an image
 * with its description; and, as validFirstPublication and validPublicationChange, `published`
 * true or false.
 */
function requireValidContent(fields: ReturnType<typeof blogEditorFields>): void {
  const valid =
    rulesEntryText(fields, BLOG_LIMITS) &&
    isOneOf(BLOG_CATEGORIES, fields.category) &&
    tagsValid(fields.tags) &&
    isOneOf(BLOG_TRENDING_VALUES, fields.trending) &&
    demoImageAddressAllowed(fields.imgUrl) &&
    demoImageAddressAllowed(fields.imgCardUrl) &&
    fields.imgAlt.length <= BLOG_LIMITS.imgAlt &&
    (!fields.imgUrl || rulesNonBlank(fields.imgAlt, BLOG_LIMITS.imgAlt)) &&
    typeof fields.published === 'boolean';
  if (!valid) throw permissionDenied();
}

/** The rules' doctorsPost: the post's author or reviewer is the signed-in doctor. */
const doctorsPost = (post: { authorId: unknown; reviewerId: unknown }) => isDemoDoctorOf(post.authorId) || isDemoDoctorOf(post.reviewerId);

/**
 * The rules' doctorsByline: a doctor names nobody but themselves, as the author (of a new post, or
 * one that was theirs) with the reviewer kept, or as the reviewer already named with the author kept.
 */
function doctorsByline(input: BlogInput, stored: Blog | null): boolean {
  const reviewerKept = input.reviewerId === '' || input.reviewerId === (stored?.reviewerId ?? '');
  const asAuthor = isDemoDoctorOf(input.authorId) && (!stored || stored.authorId === input.authorId) && reviewerKept;
  const asReviewer =
    isDemoDoctorOf(input.reviewerId) && stored !== null && stored.reviewerId === input.reviewerId && stored.authorId === input.authorId;
  return asAuthor || asReviewer;
}

/**
 * As the rules: the content roles save any post; a doctor a post they write or review (ownPosts),
 * naming no other doctor in its byline; always under their own uid.
 */
function requireMaySave(input: BlogInput, author: ContentAuthor, stored: Blog | null): void {
  const uid = demoSessionUid();
  const mine = (!stored || doctorsPost(stored)) && doctorsByline(input, stored);
  if (!uid || uid !== author.uid || !(demoCan('editContent') || mine)) throw permissionDenied();
}

function savedFields(input: BlogInput, author: ContentAuthor, stored: Blog | null) {
  requireMaySave(input, author, stored);
  const fields = blogEditorFields(input, author);
  requireValidContent(fields);
  const timestamp = serverNow();
  const names = { author: doctorName(input.authorId), reviewer: doctorName(input.reviewerId) };
  const byline = bylineFields(input, names, stored, () => timestamp);
  // As validByline: the author, and the reviewer if any, are doctors of the clinic.
  if (!byline.author || byline.author.length > AUTHOR_MAX_LENGTH || (byline.reviewerId && !byline.reviewerName)) throw permissionDenied();
  return { ...fields, ...byline, timestamp, publishedAt: publicationDate(stored?.publishedAt ?? null, fields.published, () => timestamp) };
}

export async function createBlog(input: BlogInput, author: ContentAuthor): Promise<string> {
  await latency();
  const id = crypto.randomUUID();
  const fields = savedFields(input, author, null);
  demoDb().blogs.push({ id, ...fields, likes: [] });
  // As on Firebase: a change that adds or removes no published post changes no public page.
  if (fields.published) recordDemoContentChange();
  changed();
  return id;
}

/**
 * As the Firebase module: the transaction's read of the post is refused to anyone who does not
 * read drafts unless it is published, and its write to anyone but the content roles and the
 * post's doctors, so a patient is refused either way; an edit of a post that is gone by someone
 * who reads drafts stops there (not-found) before anything is written or checked.
 */
export async function updateBlog(id: string, input: BlogInput, author: ContentAuthor): Promise<void> {
  await latency();
  const blog = findBlog(id);
  if (!blog?.published && !demoReadsDrafts()) throw permissionDenied();
  if (!blog) throw documentGone();
  const fields = savedFields(input, author, blog);
  if (blog.published || fields.published) recordDemoContentChange();
  Object.assign(blog, fields);
  changed();
}

/** Deletes the post and its comments (a missing post is already gone). */
export async function deleteBlog(id: string): Promise<void> {
  await latency();
  requireDemoPermission('editContent');
  const db = demoDb();
  if (db.blogs.some((b) => b.id === id && b.published)) recordDemoContentChange();
  db.blogs = db.blogs.filter((b) => b.id !== id);
  delete db.comments[id];
  changed();
}
