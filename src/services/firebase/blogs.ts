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
import { BLOG_PAGE_SIZE, LATEST_BLOGS_COUNT, RELATED_POSTS_COUNT, TRENDING_BLOGS_COUNT } from '../../config/constants';
import { matchesSearch, normalizeTag, searchWords } from '../../lib/blogText';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Blog, BlogCursor, BlogInput, BlogPage, ContentAuthor, PostSummary } from '../../types';
import { blogEditorFields, postKeywords, blogFromStored, bylineFields, publicationDate } from '../blogFields';
import { stringList } from '../../lib/fieldValues';
import { blogPageOf, newestFirst, relatedPosts } from '../blogOrder';
import { changeTopicCounts, type TopicFields } from '../blogTopicCounts';
import { deleteAllComments } from './comments';
import { readTopicCountsIn, writeTopicCountsIn } from './topicsSummary';
import { documentGone } from '../errors';

/**
 * Blog posts (collection `blogs`) and the search keywords kept on each. Comments live in their
 * own subcollection (comments.ts); every save and delete also updates the sidebar's summary
 * document (blogTopics.ts) in the same transaction.
 */

const blogConverter = readConverter<Blog & { keywords: string[] }>((id, data) => ({
  ...blogFromStored(id, data, toDate),
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

/**
 * The names of the post's author and reviewer, read in the save's transaction as the rules read
 * them ('' for no reviewer, and for a doctor who is not there: the rules then refuse the save).
 */
async function doctorNames(tx: Transaction, input: BlogInput) {
  const nameOf = async (id: string) => (id ? asString((await tx.get(doc(firestore(), 'doctors', id))).data()?.name) : '');
  const [author, reviewer] = await Promise.all([nameOf(input.authorId), nameOf(input.reviewerId)]);
  return { author, reviewer };
}

/**
 * The fields an admin's save writes, exactly as the rules expect them, from what is stored (null
 * for a new post): its first publication date (see publicationDate) and its review.
 */
async function savedFields(tx: Transaction, input: BlogInput, author: ContentAuthor, stored: DocumentData | null) {
  const fields = blogEditorFields(input, author);
  const publishedAt = publicationDate(stored?.publishedAt ?? null, fields.published, serverTimestamp);
  const review = stored && { reviewerId: asString(stored.reviewerId), reviewedAt: stored.reviewedAt ?? null };
  const byline = bylineFields(input, await doctorNames(tx, input), review, serverTimestamp);
  return { ...fields, ...byline, keywords: postKeywords(fields), timestamp: serverTimestamp(), publishedAt };
}

/** What a post adds to the sidebar's counts: only a published post counts. */
const countedTopics = (data: DocumentData): TopicFields | null =>
  data.published === true ? { tags: stringList(data.tags), category: asString(data.category) } : null;

/** Every public query asks for published posts only; the rules refuse one that does not. */
const published = where('published', '==', true);

/** One page of published blogs, newest publication first, starting after `cursor` (null: the first page). */
export async function listBlogsPage(cursor: BlogCursor | null): Promise<BlogPage> {
  const constraints: QueryConstraint[] = [published, orderBy('publishedAt', 'desc'), orderBy(documentId(), 'desc')];
  if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.publishedAt), cursor.id));
  return blogPageOf((await fetchBlogs(...constraints, limit(BLOG_PAGE_SIZE))).map(withoutKeywords));
}

/** The newest published blogs marked trending ('Most Popular'), at most TRENDING_BLOGS_COUNT. */
export async function listTrendingBlogs(): Promise<Blog[]> {
  return (await fetchBlogs(where('trending', '==', 'yes'), published, orderBy('publishedAt', 'desc'), limit(TRENDING_BLOGS_COUNT))).map(
    withoutKeywords,
  );
}

export async function listLatestBlogs(): Promise<Blog[]> {
  return (await fetchBlogs(published, orderBy('publishedAt', 'desc'), limit(LATEST_BLOGS_COUNT))).map(withoutKeywords);
}

export async function listBlogsByTag(tag: string): Promise<Blog[]> {
  return (await fetchBlogs(where('tags', 'array-contains', normalizeTag(tag)), published)).map(withoutKeywords).sort(newestFirst);
}

export async function listBlogsByCategory(category: string): Promise<Blog[]> {
  return (await fetchBlogs(where('category', '==', category), published)).map(withoutKeywords).sort(newestFirst);
}

/**
 * Up to RELATED_POSTS_COUNT published posts that share the post's category or a tag, newest first
 * (relatedPosts): the newest of each kind, one more than needed as the post itself may be among
 * them. At most 2 × (RELATED_POSTS_COUNT + 1) document reads, however many posts there are.
 */
export async function listRelatedBlogs(post: Pick<Blog, 'id' | 'category' | 'tags'>): Promise<PostSummary[]> {
  const newest = [published, orderBy('publishedAt', 'desc'), limit(RELATED_POSTS_COUNT + 1)];
  const [sameCategory, sharedTag] = await Promise.all([
    fetchBlogs(where('category', '==', post.category), ...newest),
    // Firestore refuses array-contains-any with an empty list; the rules cap tags at 10 (it allows 30).
    post.tags.length > 0 ? fetchBlogs(where('tags', 'array-contains-any', post.tags), ...newest) : [],
  ]);
  return relatedPosts(post, [...sameCategory, ...sharedTag].map(withoutKeywords));
}

/** Admins only (the rules refuse anyone else): every draft, last saved first. */
export async function listDraftBlogs(): Promise<Blog[]> {
  return (await fetchBlogs(where('published', '==', false), orderBy('timestamp', 'desc'))).map(withoutKeywords);
}

/**
 * Blogs whose title and tags contain every word of the search (any case). Firestore matches
 * the first word through the keywords array; the remaining words are checked here.
 */
export async function searchBlogs(term: string): Promise<Blog[]> {
  const required = searchWords(term);
  if (required.length === 0) return [];
  const candidates = await fetchBlogs(where('keywords', 'array-contains', required[0]), published);
  return candidates
    .filter((blog) => matchesSearch(blog.keywords, required))
    .map(withoutKeywords)
    .sort(newestFirst);
}

/**
 * One post, or null when there is none for this reader: the rules refuse a draft (and a post
 * that does not exist) to anyone but an admin, and that refusal reads here as "no such post".
 */
export async function getBlog(id: string): Promise<Blog | null> {
  try {
    const snapshot = await getDoc(blogRef(id).withConverter(blogConverter));
    return snapshot.exists() ? withoutKeywords(snapshot.data()) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/** The record of a public change (contentChanges.ts) loads with an admin's write, not with a visitor's read of this module. */
const loadContentChanges = () => import('./contentChanges');

/**
 * Runs `write` in a transaction with the post as it is stored (null: none), and brings the
 * topic counts along: a post counts while it is published.
 */
async function withTopicCounts(
  id: string,
  write: (tx: Transaction, stored: DocumentData | null) => DocumentData | null | Promise<DocumentData | null>,
): Promise<void> {
  const { recordContentChange } = await loadContentChanges();
  await runTransaction(firestore(), async (tx) => {
    // Every read of a transaction comes before its writes.
    const counts = await readTopicCountsIn(tx);
    const existing = await tx.get(blogRef(id));
    const stored = existing.exists() ? existing.data() : null;
    const before = stored && countedTopics(stored);
    // `write` may read more (the post's doctors), then writes the post.
    const written = await write(tx, stored);
    const after = written && countedTopics(written);
    // A change that adds or removes no published post changes no count, and no public page.
    if (before || after) {
      writeTopicCountsIn(tx, changeTopicCounts(counts, before, after));
      recordContentChange(tx);
    }
  });
}

export async function createBlog(input: BlogInput, author: ContentAuthor): Promise<string> {
  const ref = doc(collection(firestore(), 'blogs'));
  await withTopicCounts(ref.id, async (tx) => {
    const fields = await savedFields(tx, input, author, null);
    tx.set(ref, { ...fields, likes: [] });
    return fields;
  });
  return ref.id;
}

/**
 * Saves an admin's edit, publishing, keeping or withdrawing the post as `input.published` says;
 * likes are left alone. Fails with `not-found` when the post was deleted.
 */
export async function updateBlog(id: string, input: BlogInput, author: ContentAuthor): Promise<void> {
  await withTopicCounts(id, async (tx, stored) => {
    if (!stored) throw documentGone();
    const fields = await savedFields(tx, input, author, stored);
    tx.update(blogRef(id), fields);
    return fields;
  });
}

/**
 * Deletes the post's comments, then the post, then any comment added meanwhile. A missing post
 * is already gone; the delete is still sent, so the rules refuse it to non-admins as they refuse
 * any delete.
 */
export async function deleteBlog(id: string): Promise<void> {
  // The comments go first: if a batch fails, the post is still listed and the admin's retry
  // finishes the job. The sweep after the post catches a comment added meanwhile (once the post
  // is gone, the rules refuse new ones), and makes a retry of a half-done delete complete it.
  await deleteAllComments(id);
  await withTopicCounts(id, (tx) => {
    tx.delete(blogRef(id));
    return null;
  });
  await deleteAllComments(id);
}
