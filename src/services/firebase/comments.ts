import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  writeBatch,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { COMMENT_PAGE_SIZE } from '../../config/constants';
import { COMMENT_QUERY_LIMIT } from '../../config/limits';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { BlogComment, CommentCursor, CommentPage, MyComment, NewComment } from '../../types';

/**
 * Comments as documents, blogs/{blogId}/comments/{commentId}: a post never grows with its
 * comments, and a page of the blog list never downloads them. The rules let anyone read those
 * of a published post, at most COMMENT_QUERY_LIMIT per query; a signed-in user with a verified
 * e-mail create their own (under their profile's name, with the server's time, and `staff` true
 * exactly when they are an admin) and delete them; admins read and delete any.
 */

const commentConverter = readConverter<BlogComment>((id, data) => ({
  id,
  createdAt: toDate(data.createdAt),
  userId: asString(data.userId),
  name: asString(data.name),
  body: asString(data.body),
  staff: data.staff === true,
}));

const commentsOf = (blogId: string) => collection(firestore(), 'blogs', blogId, 'comments');

/** One page of a post's comments, newest first, starting after `cursor` (null: the first page). */
export async function listComments(blogId: string, cursor: CommentCursor | null): Promise<CommentPage> {
  const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
  if (cursor) constraints.push(startAfter(Timestamp.fromDate(cursor.createdAt), cursor.id));
  // One more than a page tells whether another page exists.
  const snapshot = await getDocs(query(commentsOf(blogId).withConverter(commentConverter), ...constraints, limit(COMMENT_PAGE_SIZE + 1)));
  const found = snapshot.docs.map((d) => d.data());
  const comments = found.slice(0, COMMENT_PAGE_SIZE);
  const last = comments.at(-1);
  return { comments, next: found.length > COMMENT_PAGE_SIZE && last?.createdAt ? { createdAt: last.createdAt, id: last.id } : null };
}

/**
 * How many comments a post has, counted by the server (one read), up to COMMENT_QUERY_LIMIT:
 * the rules bound every comment query, counts too. The page shows the limit as "100+".
 */
export async function countComments(blogId: string): Promise<number> {
  const snapshot = await getCount(query(commentsOf(blogId), limit(COMMENT_QUERY_LIMIT)));
  return snapshot.data().count;
}

/**
 * The keys of the names patients may not take (clinic/reservedNames: the staff's and the
 * doctors'), one read: a comment whose author's name became one shows no name.
 */
export async function getReservedNames(): Promise<Set<string>> {
  const snapshot = await getDoc(doc(firestore(), 'clinic', 'reservedNames'));
  const names: unknown = snapshot.get('names');
  return new Set(typeof names === 'object' && names !== null ? Object.keys(names) : []);
}

/** Adds a comment with the server's time and returns its id. `name` must be the profile's, as stored. */
export async function addComment(blogId: string, comment: NewComment): Promise<string> {
  const ref = await addDoc(commentsOf(blogId), {
    userId: comment.userId,
    name: comment.name,
    body: comment.body.trim(),
    createdAt: serverTimestamp(),
    staff: comment.staff,
  });
  return ref.id;
}

/** Deletes one comment (its author, or an admin). */
export async function deleteComment(blogId: string, commentId: string): Promise<void> {
  await deleteDoc(doc(commentsOf(blogId), commentId));
}

/**
 * Deletes every comment a bounded query finds, a query and a batch at a time, until it finds
 * none: COMMENT_QUERY_LIMIT per query and batch, within the rules' bound on comment queries, and
 * each delete's rule looks up only the deleting person's own profile.
 */
async function deleteEveryMatch(matching: Query): Promise<void> {
  for (;;) {
    const snapshot = await getDocs(matching);
    if (snapshot.empty) return;
    const batch = writeBatch(firestore());
    snapshot.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
  }
}

/** Deletes every comment of a post (admins). */
export const deleteAllComments = (blogId: string): Promise<void> => deleteEveryMatch(query(commentsOf(blogId), limit(COMMENT_QUERY_LIMIT)));

/** The person's own comments under every post, COMMENT_QUERY_LIMIT at a time (a collection-group query; rules: only one's own). */
const myCommentsQuery = (uid: string) =>
  query(collectionGroup(firestore(), 'comments').withConverter(commentConverter), where('userId', '==', uid), limit(COMMENT_QUERY_LIMIT));

/** Every comment the account `uid` wrote, with its post, for their data export. */
export async function listMyComments(uid: string): Promise<MyComment[]> {
  const found: MyComment[] = [];
  let page = await getDocs(myCommentsQuery(uid));
  for (;;) {
    found.push(...page.docs.map((d) => ({ ...d.data(), blogId: d.ref.parent.parent?.id ?? '' })));
    const last = page.docs.at(-1);
    if (!last || page.size < COMMENT_QUERY_LIMIT) return found;
    page = await getDocs(query(myCommentsQuery(uid), startAfter(last)));
  }
}

/** Deletes every comment the account `uid` wrote (the author may; deleting an account starts here). */
export const deleteMyComments = (uid: string): Promise<void> => deleteEveryMatch(myCommentsQuery(uid));
