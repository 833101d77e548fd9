import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { BLOG_PAGE_SIZE, LATEST_BLOGS_COUNT, TRENDING_BLOGS_COUNT } from '../../config/constants';
import { blogKeywords, matchesSearch, normalizeTag, searchWords } from '../../lib/blogText';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Blog, BlogCursor, BlogInput, BlogPage, ContentAuthor } from '../../types';
import { blogEditorFields } from '../blogFields';
import { newestFirst } from '../blogOrder';
import { changeTopicCounts, type TopicFields } from '../blogTopicCounts';
import { deleteAllComments } from './comments';
import { readTopicCountsIn, writeTopicCountsIn } from './topicsSummary';

/**
 * Blog posts (collection `blogs`) and the search keywords kept on each. Comments live in their
 * own subcollection (comments.ts); every save and delete also updates the sidebar's summary
 * document (blogTopics.ts) in the same transaction.
 */

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

const blogConverter = readConverter<Blog & { keywords: string[] }>((id, data) => ({
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
  keywords: stringList(data.keywords),
}));

const blogsCollection = () => collection(firestore(), 'blogs').withConverter(blogConverter);
const blogRef = (id: string) => doc(firestore(), 'blogs', id);

function withoutKeywords({ keywords: _keywords, ...blog }: Blog & { keywords: string[] }): Blog {
  return blog;
}

async function fetchBlogs(...constraints: QueryConstraint[]): Promise<Array<Blog & { keywords: string[] }>> {
  const snapshot = await getDocs(query(blogsCollection(), ...constraints));
  return snapshot.docs.map((d) => d.data());
}

/** The fields an admin's save writes, exactly as the rules expect them. */
function savedFields(input: BlogInput, author: ContentAuthor) {
  const fields = blogEditorFields(input, author);
  return { ...fields, keywords: blogKeywords(fields.title, fields.tags), timestamp: serverTimestamp() };
}

const topicFieldsOf = (data: DocumentData): TopicFields => ({ tags: stringList(data.tags), category: asString(data.category) });

function notFound(): Error & { code: string } {
  return Object.assign(new Error('No document to update'), { code: 'not-found' });
}

/**
 * One page of blogs, newest first, starting after `cursor` (null: the first page). `next` is
 * set whenever the page is full, so a visit reads only the posts it shows; the page after the
 * last full one may be empty.
 */
export async function listBlogsPage(cursor: BlogCursor | null): Promise<BlogPage> {
  const constraints: QueryConstraint[] = [orderBy('timestamp', 'desc'), orderBy(documentId(), 'desc')];
  if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.timestamp), cursor.id));
  const blogs = (await fetchBlogs(...constraints, limit(BLOG_PAGE_SIZE))).map(withoutKeywords);
  const last = blogs.at(-1);
  return { blogs, next: blogs.length === BLOG_PAGE_SIZE && last?.timestamp ? { timestamp: last.timestamp, id: last.id } : null };
}

/** The newest blogs marked trending ('Most Popular'), at most TRENDING_BLOGS_COUNT. */
export async function listTrendingBlogs(): Promise<Blog[]> {
  return (await fetchBlogs(where('trending', '==', 'yes'), orderBy('timestamp', 'desc'), limit(TRENDING_BLOGS_COUNT))).map(withoutKeywords);
}

export async function listLatestBlogs(): Promise<Blog[]> {
  return (await fetchBlogs(orderBy('timestamp', 'desc'), limit(LATEST_BLOGS_COUNT))).map(withoutKeywords);
}

export async function listBlogsByTag(tag: string): Promise<Blog[]> {
  return (await fetchBlogs(where('tags', 'array-contains', normalizeTag(tag)))).map(withoutKeywords).sort(newestFirst);
}

export async function listBlogsByCategory(category: string): Promise<Blog[]> {
  return (await fetchBlogs(where('category', '==', category))).map(withoutKeywords).sort(newestFirst);
}

/**
 * Blogs whose title and tags contain every word of the search (any case). Firestore matches
 * the first word through the keywords array; the remaining words are checked here.
 */
export async function searchBlogs(term: string): Promise<Blog[]> {
  const required = searchWords(term);
  if (required.length === 0) return [];
  const candidates = await fetchBlogs(where('keywords', 'array-contains', required[0]));
  return candidates.filter((blog) => matchesSearch(blog.keywords, required)).map(withoutKeywords).sort(newestFirst);
}

export async function getBlog(id: string): Promise<Blog | null> {
  const snapshot = await getDoc(blogRef(id).withConverter(blogConverter));
  return snapshot.exists() ? withoutKeywords(snapshot.data()) : null;
}

/** Runs `write` in a transaction that also brings the topic counts from `before` to `after`. */
async function withTopicCounts(
  id: string,
  write: (tx: Transaction, before: TopicFields | null) => TopicFields | null,
): Promise<void> {
  await runTransaction(firestore(), async (tx) => {
    // Every read of a transaction comes before its writes.
    const counts = await readTopicCountsIn(tx);
    const existing = await tx.get(blogRef(id));
    const before = existing.exists() ? topicFieldsOf(existing.data()) : null;
    const after = write(tx, before);
    // Deleting a post that is already gone changes no count.
    if (before || after) writeTopicCountsIn(tx, changeTopicCounts(counts, before, after));
  });
}

export async function createBlog(input: BlogInput, author: ContentAuthor): Promise<string> {
  const ref = doc(collection(firestore(), 'blogs'));
  const fields = savedFields(input, author);
  await withTopicCounts(ref.id, (tx) => {
    tx.set(ref, { ...fields, likes: [] });
    return fields;
  });
  return ref.id;
}

/** Saves an admin's edit; likes are left alone. Fails with `not-found` when the post was deleted. */
export async function updateBlog(id: string, input: BlogInput, author: ContentAuthor): Promise<void> {
  const fields = savedFields(input, author);
  await withTopicCounts(id, (tx, before) => {
    if (!before) throw notFound();
    tx.update(blogRef(id), fields);
    return fields;
  });
}

/**
 * Deletes the post, then its comments. A missing post is already gone; the delete is still sent,
 * so the rules refuse it to non-admins as they refuse any delete.
 */
export async function deleteBlog(id: string): Promise<void> {
  let existed = false;
  await withTopicCounts(id, (tx, before) => {
    existed = before !== null;
    tx.delete(blogRef(id));
    return null;
  });
  if (existed) await deleteAllComments(id);
}
