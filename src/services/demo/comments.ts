import { COMMENT_PAGE_SIZE } from '../../config/constants';
import { COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH, COMMENT_QUERY_LIMIT } from '../../config/limits';
import type { BlogComment, CommentCursor, CommentPage, MyComment, NewComment } from '../../types';
import { comesAfter, newestFirstBy } from '../blogOrder';
import {
  billReads,
  demoDb,
  demoPublicNameAllowed,
  demoReservedNames,
  demoCan,
  demoReadsDrafts,
  demoSessionUid,
  isDemoStaff,
  latency,
  permissionDenied,
  requireDemoSelf,
  rulesNonBlank,
  saveDemoDb,
  serverNow,
} from './store';

/** Demo twin of the comments module, with the rules' checks and refusals. */

const commentsOf = (blogId: string): BlogComment[] => demoDb().comments[blogId] ?? [];

const newestFirst = newestFirstBy<BlogComment>((comment) => comment.createdAt);
const isAfter = (comment: BlogComment, cursor: CommentCursor) =>
  comesAfter(comment, comment.createdAt, { time: cursor.createdAt, id: cursor.id });

/** As the rules: comments are read only while their post exists and is published; whoever reads drafts reads any. */
function requireReadable(blogId: string): void {
  const post = demoDb().blogs.find((b) => b.id === blogId);
  if (!post?.published && !demoReadsDrafts()) throw permissionDenied();
}

export async function listComments(blogId: string, cursor: CommentCursor | null): Promise<CommentPage> {
  await latency();
  requireReadable(blogId);
  const remaining = structuredClone(commentsOf(blogId))
    .sort(newestFirst)
    .filter((c) => !cursor || isAfter(c, cursor));
  // One more than a page tells whether another page exists (and is read, as in Firestore).
  const found = remaining.slice(0, COMMENT_PAGE_SIZE + 1);
  billReads(found, found.length);
  const comments = found.slice(0, COMMENT_PAGE_SIZE);
  const last = comments.at(-1);
  return { comments, next: found.length > COMMENT_PAGE_SIZE && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null };
}

/** As the Firebase count: bounded by COMMENT_QUERY_LIMIT, one read. */
export async function countComments(blogId: string): Promise<number> {
  await latency();
  requireReadable(blogId);
  return billReads(Math.min(commentsOf(blogId).length, COMMENT_QUERY_LIMIT), 1);
}

/** The keys of the reserved names (clinic/reservedNames): one read, by anyone. */
export async function getReservedNames(): Promise<Set<string>> {
  await latency();
  return billReads(demoReservedNames(), 1);
}

/**
 * As the rules: a signed-in user with a verified e-mail, as themselves under their profile's
 * name, with the staff badge exactly when they hold a staff role, on a published post (whoever
 * reads drafts: any existing post).
 */
export async function addComment(blogId: string, comment: NewComment): Promise<string> {
  await latency();
  const uid = demoSessionUid();
  const db = demoDb();
  const account = db.accounts.find((a) => a.uid === uid);
  const name = comment.name;
  const body = comment.body.trim();
  if (
    !account?.emailVerified ||
    comment.userId !== uid ||
    comment.staff !== isDemoStaff(uid) ||
    !rulesNonBlank(name, COMMENT_NAME_MAX_LENGTH) ||
    name !== (db.users.find((u) => u.uid === uid)?.displayName ?? '') ||
    !demoPublicNameAllowed(name, uid) ||
    !rulesNonBlank(body, COMMENT_MAX_LENGTH) ||
    // A post that exists, and is published unless the commenter reads drafts (as the rules).
    !db.blogs.some((b) => b.id === blogId && (b.published || demoReadsDrafts()))
  ) {
    throw permissionDenied();
  }
  const id = crypto.randomUUID();
  (db.comments[blogId] ??= []).push({ id, createdAt: serverNow(), userId: uid, name, body, staff: comment.staff });
  saveDemoDb();
  return id;
}

/** As the rules: the comment's author or the content roles (moderation); only they may "delete" a missing one. */
export async function deleteComment(blogId: string, commentId: string): Promise<void> {
  await latency();
  const uid = demoSessionUid();
  const comment = commentsOf(blogId).find((c) => c.id === commentId);
  if (!uid || !(demoCan('editContent') || comment?.userId === uid)) throw permissionDenied();
  if (comment) demoDb().comments[blogId] = commentsOf(blogId).filter((c) => c.id !== commentId);
  saveDemoDb();
}

/** Firestore's order for a query without orderBy: by document id. */
const byId = (a: BlogComment, b: BlogComment) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * As the Firebase module end to end: it queries COMMENT_QUERY_LIMIT of the post's comments at a
 * time (in document-id order), which the rules allow while the post is published (whoever reads
 * drafts: any), and deletes each batch at once, which the rules allow when the deleting person is
 * signed in and holds a content role or wrote every comment in it. So a patient may clear a published post's
 * comments when all of them are theirs; a refused batch deletes none of its comments (the batches
 * before it stay deleted), and finding none is no error.
 */
export async function deleteAllComments(blogId: string): Promise<void> {
  await latency();
  const uid = demoSessionUid();
  const db = demoDb();
  for (;;) {
    requireReadable(blogId);
    const batch = [...commentsOf(blogId)].sort(byId).slice(0, COMMENT_QUERY_LIMIT);
    billReads(batch, batch.length);
    if (batch.length === 0) return;
    if (!uid || !(demoCan('editContent') || batch.every((comment) => comment.userId === uid))) throw permissionDenied();
    const deleted = new Set(batch.map((comment) => comment.id));
    db.comments[blogId] = commentsOf(blogId).filter((comment) => !deleted.has(comment.id));
    if (db.comments[blogId].length === 0) delete db.comments[blogId];
    saveDemoDb();
  }
}

/** As the rules: only one's own comments, from every post. */
export async function listMyComments(uid: string): Promise<MyComment[]> {
  await latency();
  requireDemoSelf(uid);
  const mine = Object.entries(demoDb().comments).flatMap(([blogId, comments]) =>
    comments.filter((c) => c.userId === uid).map((c) => ({ ...structuredClone(c), blogId })),
  );
  return billReads(mine, mine.length);
}

export async function deleteMyComments(uid: string): Promise<void> {
  await latency();
  requireDemoSelf(uid);
  const db = demoDb();
  for (const [blogId, comments] of Object.entries(db.comments)) db.comments[blogId] = comments.filter((c) => c.userId !== uid);
  saveDemoDb();
}
