import { BLOG_PAGE_SIZE, LATEST_BLOGS_COUNT } from '../../config/constants';
import { blogKeywords, matchesSearch, normalizeTag, searchWords } from '../../lib/blogText';
import type { Blog, BlogComment, BlogCursor, BlogInput, BlogPage, ContentAuthor, NewComment } from '../../types';
import { authorName } from '../authorName';
import { newestFirst } from '../blogOrder';
import { demoDb, demoSessionUid, firebaseLikeError, latency, requireDemoAdmin, saveDemoDb } from './store';

/** Demo twin of the blogs module: the same queries over the demo database, with live updates. */

const listeners = new Set<() => void>();

function changed(): void {
  saveDemoDb();
  listeners.forEach((listener) => listener());
}

const all = (): Blog[] => structuredClone(demoDb().blogs).sort(newestFirst);
const findBlog = (id: string) => demoDb().blogs.find((b) => b.id === id);

function isAfter(blog: Blog, cursor: BlogCursor): boolean {
  const t = blog.timestamp?.getTime() ?? 0;
  const c = cursor.timestamp.getTime();
  return t < c || (t === c && blog.id < cursor.id);
}

export async function listBlogsPage(cursor: BlogCursor | null): Promise<BlogPage> {
  await latency();
  const remaining = all().filter((blog) => !cursor || isAfter(blog, cursor));
  const blogs = remaining.slice(0, BLOG_PAGE_SIZE);
  const last = blogs.at(-1);
  return { blogs, next: remaining.length > BLOG_PAGE_SIZE && last?.timestamp ? { timestamp: last.timestamp, id: last.id } : null };
}

export async function listTrendingBlogs(): Promise<Blog[]> {
  await latency();
  return all().filter((b) => b.trending === 'yes');
}

export async function listLatestBlogs(): Promise<Blog[]> {
  await latency();
  return all().slice(0, LATEST_BLOGS_COUNT);
}

export async function listBlogsByTag(tag: string): Promise<Blog[]> {
  await latency();
  return all().filter((b) => b.tags.includes(normalizeTag(tag)));
}

export async function listBlogsByCategory(category: string): Promise<Blog[]> {
  await latency();
  return all().filter((b) => b.category === category);
}

export async function searchBlogs(term: string): Promise<Blog[]> {
  await latency();
  const required = searchWords(term);
  return all().filter((b) => matchesSearch(blogKeywords(b.title, b.tags), required));
}

export async function getBlog(id: string): Promise<Blog | null> {
  await latency();
  const blog = findBlog(id);
  return blog ? structuredClone(blog) : null;
}

export function subscribeToBlog(id: string, onChange: (blog: Blog | null) => void, _onError: (error: Error) => void): () => void {
  const emit = () => {
    const blog = findBlog(id);
    onChange(blog ? structuredClone(blog) : null);
  };
  listeners.add(emit);
  queueMicrotask(() => listeners.has(emit) && emit());
  return () => {
    listeners.delete(emit);
  };
}

export function subscribeToAllBlogs(onChange: (blogs: Blog[]) => void, _onError: (error: Error) => void): () => void {
  const emit = () => onChange(all());
  listeners.add(emit);
  queueMicrotask(() => listeners.has(emit) && emit());
  return () => {
    listeners.delete(emit);
  };
}

function editableFields(input: BlogInput, author: ContentAuthor) {
  if (requireDemoAdmin() !== author.uid) throw firebaseLikeError('permission-denied', 'Missing or insufficient permissions.');
  return {
    title: input.title.trim(),
    category: input.category,
    tags: [...new Set(input.tags.map(normalizeTag).filter(Boolean))],
    trending: input.trending,
    description: input.description.trim(),
    imgUrl: input.imgUrl,
    author: authorName(author),
    userId: author.uid,
    timestamp: new Date(),
  };
}

export async function createBlog(input: BlogInput, author: ContentAuthor): Promise<string> {
  await latency();
  const id = crypto.randomUUID();
  demoDb().blogs.push({ id, ...editableFields(input, author), comments: [], likes: [] });
  changed();
  return id;
}

export async function updateBlog(id: string, input: BlogInput, author: ContentAuthor): Promise<void> {
  await latency();
  const blog = findBlog(id);
  if (!blog) throw firebaseLikeError('not-found', 'No document to update');
  Object.assign(blog, editableFields(input, author));
  changed();
}

export async function deleteBlog(id: string): Promise<void> {
  await latency();
  requireDemoAdmin();
  demoDb().blogs = demoDb().blogs.filter((b) => b.id !== id);
  changed();
}

export async function addComment(blogId: string, comment: NewComment): Promise<void> {
  await latency();
  // As the rules: a signed-in, verified user, commenting as themselves.
  const uid = demoSessionUid();
  const account = demoDb().accounts.find((a) => a.uid === uid);
  if (!account?.emailVerified || comment.userId !== uid) throw firebaseLikeError('permission-denied', 'Missing or insufficient permissions.');
  const blog = findBlog(blogId);
  if (!blog) throw firebaseLikeError('not-found', 'No document to update');
  blog.comments.push({ createdAt: new Date(), userId: comment.userId, name: comment.name, body: comment.body.trim() });
  changed();
}

export async function removeComment(blogId: string, comment: BlogComment): Promise<void> {
  await latency();
  requireDemoAdmin();
  const blog = findBlog(blogId);
  if (!blog) return;
  blog.comments = blog.comments.filter(
    (c) => !(c.createdAt.getTime() === comment.createdAt.getTime() && c.userId === comment.userId && c.body === comment.body),
  );
  changed();
}
