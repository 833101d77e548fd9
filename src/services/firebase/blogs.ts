import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';
import { BLOG_PAGE_SIZE, LATEST_BLOGS_COUNT } from '../../config/constants';
import { blogKeywords, matchesSearch, normalizeTag, searchWords } from '../../lib/blogText';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { Blog, BlogComment, BlogCursor, BlogInput, BlogPage, ContentAuthor, NewComment } from '../../types';
import { authorName } from '../authorName';
import { newestFirst } from '../blogOrder';

/** Blog posts (collection `blogs`), their comments, and the search keywords kept on each. */

function toComment(value: unknown): BlogComment | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as DocumentData;
  const createdAt = toDate(data.createdAt);
  if (!createdAt) return null;
  return { createdAt, userId: asString(data.userId), name: asString(data.name), body: asString(data.body) };
}

const blogConverter = readConverter<Blog & { keywords: string[] }>((id, data) => ({
  id,
  title: asString(data.title),
  category: asString(data.category),
  tags: Array.isArray(data.tags) ? data.tags.filter((t): t is string => typeof t === 'string') : [],
  trending: data.trending === 'yes' ? 'yes' : 'no',
  description: asString(data.description),
  imgUrl: asString(data.imgUrl),
  comments: Array.isArray(data.comments) ? data.comments.map(toComment).filter((c): c is BlogComment => c !== null) : [],
  likes: Array.isArray(data.likes) ? data.likes.filter((l): l is string => typeof l === 'string') : [],
  author: asString(data.author),
  userId: asString(data.userId),
  timestamp: toDate(data.timestamp),
  keywords: Array.isArray(data.keywords) ? data.keywords.filter((k): k is string => typeof k === 'string') : [],
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
function editableFields(input: BlogInput, author: ContentAuthor) {
  const tags = [...new Set(input.tags.map(normalizeTag).filter(Boolean))];
  return {
    title: input.title.trim(),
    category: input.category,
    tags,
    trending: input.trending,
    description: input.description.trim(),
    imgUrl: input.imgUrl,
    keywords: blogKeywords(input.title, tags),
    author: authorName(author),
    userId: author.uid,
    timestamp: serverTimestamp(),
  };
}

/** One page of blogs, newest first, starting after `cursor` (null: the first page). */
export async function listBlogsPage(cursor: BlogCursor | null): Promise<BlogPage> {
  const constraints: QueryConstraint[] = [orderBy('timestamp', 'desc'), orderBy(documentId(), 'desc')];
  if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.timestamp), cursor.id));
  // One more than a page tells whether another page exists.
  const found = (await fetchBlogs(...constraints, limit(BLOG_PAGE_SIZE + 1))).map(withoutKeywords);
  const blogs = found.slice(0, BLOG_PAGE_SIZE);
  const last = blogs.at(-1);
  return { blogs, next: found.length > BLOG_PAGE_SIZE && last?.timestamp ? { timestamp: last.timestamp, id: last.id } : null };
}

/** Blogs marked trending ('Most Popular'), newest first. */
export async function listTrendingBlogs(): Promise<Blog[]> {
  return (await fetchBlogs(where('trending', '==', 'yes'))).map(withoutKeywords).sort(newestFirst);
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

/** Live updates of one blog (null when it does not exist or was deleted); returns the unsubscribe. */
export function subscribeToBlog(id: string, onChange: (blog: Blog | null) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    blogRef(id).withConverter(blogConverter),
    (snapshot) => onChange(snapshot.exists() ? withoutKeywords(snapshot.data()) : null),
    onError,
  );
}

/** Live updates of every blog (for the sidebar's tags and category counts); returns the unsubscribe. */
export function subscribeToAllBlogs(onChange: (blogs: Blog[]) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(blogsCollection(), (snapshot) => onChange(snapshot.docs.map((d) => withoutKeywords(d.data()))), onError);
}

export async function createBlog(input: BlogInput, author: ContentAuthor): Promise<string> {
  const ref = await addDoc(collection(firestore(), 'blogs'), { ...editableFields(input, author), comments: [], likes: [] });
  return ref.id;
}

/** Saves an admin's edit. Comments and likes are left alone. */
export async function updateBlog(id: string, input: BlogInput, author: ContentAuthor): Promise<void> {
  await updateDoc(blogRef(id), editableFields(input, author));
}

export async function deleteBlog(id: string): Promise<void> {
  await deleteDoc(blogRef(id));
}

/**
 * Appends one comment atomically (arrayUnion), leaving the rest of the blog, its timestamp
 * included, untouched. serverTimestamp cannot go inside an array, so createdAt is the
 * client's time; the rules require it to be within minutes of the server's.
 */
export async function addComment(blogId: string, comment: NewComment): Promise<void> {
  await updateDoc(blogRef(blogId), {
    comments: arrayUnion({ createdAt: Timestamp.now(), userId: comment.userId, name: comment.name, body: comment.body.trim() }),
  });
}

/** Removes one comment (admins' moderation). */
export async function removeComment(blogId: string, comment: BlogComment): Promise<void> {
  await updateDoc(blogRef(blogId), {
    comments: arrayRemove({ createdAt: Timestamp.fromDate(comment.createdAt), userId: comment.userId, name: comment.name, body: comment.body }),
  });
}
