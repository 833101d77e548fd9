import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { HOSTILE_IMAGE_ADDRESSES } from '../utils/imageAddresses';
import { admin, alice, bob, rulesFile, seedProfiles } from './setup';
import { storedTimestamp, postFields, storedPost } from './staffFixtures';

/**
 * The blog rules, one allow or deny case each, with payloads shaped as an attacker would send
 * them. What the app itself writes is covered by the service contract (tests/contract), which
 * runs the real service modules through these rules.
 */
const { env, as, visitor, seed } = rulesFile();

const unverifiedCarol = { uid: 'carol', token: { email: 'carol@example.com', email_verified: false } };
/** An edit of b1, which was published at storedTimestamp: the date stays. */
const editFields = (overrides: Record<string, unknown> = {}) => postFields({ publishedAt: storedTimestamp, ...overrides });
const storedDraft = () => storedPost({ published: false, publishedAt: null, title: 'Heatwave draft' });

/** A blog image as the app uploads it (src/services/firebase/images.ts). */
const UPLOAD =
  'https://firebasestorage.googleapis.com/v0/b/clinic.firebasestorage.app/o/blog-images%2F1732-a.jpg?alt=media&token=1f2e-3d4c';
const newBlog = (overrides: Record<string, unknown> = {}) => ({ ...postFields(), likes: [], ...overrides });
const comment = (user: { uid: string }, overrides: Record<string, unknown> = {}) => ({
  userId: user.uid,
  name: 'Alice',
  body: 'Very helpful, thank you.',
  createdAt: serverTimestamp(),
  staff: false,
  ...overrides,
});
const comments = (db: Firestore) => collection(db, 'blogs/b1/comments');

beforeEach(async () => {
  await env().clearFirestore();
  await seedProfiles(env());
  await seed(async (db) => {
    await setDoc(doc(db, 'doctors/meera'), { name: 'Dr. Meera Nair' });
    await setDoc(doc(db, 'doctors/ravi'), { name: 'Dr. Ravi Rao' });
    await setDoc(doc(db, 'blogs/b1'), storedPost());
    await setDoc(doc(db, 'blogs/draft'), storedDraft());
    await setDoc(doc(db, 'blogs/b1/comments/bobs'), {
      userId: 'bob',
      name: 'Bob',
      body: 'Thank you.',
      createdAt: storedTimestamp,
      staff: false,
    });
  });
});

describe('blogs: reading', () => {
  it('anyone reads a published blog, lists published blogs, and reads a blog’s comments', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'blogs/b1')));
    await assertSucceeds(getDocs(query(collection(visitor(), 'blogs'), where('trending', '==', 'yes'), where('published', '==', true))));
    await assertSucceeds(getDocs(query(comments(visitor()), orderBy('createdAt', 'desc'), limit(11))));
  });
});

describe('blogs: reading comments', () => {
  beforeEach(async () => {
    await seed(async (db) => {
      const note = { userId: 'admin', name: 'Dr. Kavya Rao', body: 'Staff note', createdAt: storedTimestamp, staff: true };
      await setDoc(doc(db, 'blogs/draft/comments/note'), note);
      await setDoc(doc(db, 'blogs/gone/comments/left'), { ...note, body: 'Left by a failed delete' });
    });
  });

  it('a visitor and a patient read no comment of a draft or of a post that is gone; an admin reads them', async () => {
    for (const db of [visitor(), as(alice)]) {
      await assertFails(getDocs(query(collection(db, 'blogs/draft/comments'), limit(11))));
      await assertFails(getDoc(doc(db, 'blogs/draft/comments/note')));
      await assertFails(getDocs(query(collection(db, 'blogs/gone/comments'), limit(11))));
      await assertFails(getDoc(doc(db, 'blogs/gone/comments/left')));
    }
    await assertSucceeds(getDocs(query(collection(as(admin), 'blogs/draft/comments'), limit(11))));
    await assertSucceeds(getDoc(doc(as(admin), 'blogs/gone/comments/left')));
  });

  it('a comment query reads at most 100, for anyone', async () => {
    for (const db of [visitor(), as(admin)]) {
      await assertFails(getDocs(comments(db)));
      await assertFails(getDocs(query(comments(db), limit(101))));
      await assertSucceeds(getDocs(query(comments(db), limit(100))));
    }
    await assertFails(getCountFromServer(comments(visitor())));
    await assertSucceeds(getCountFromServer(query(comments(visitor()), limit(100))));
  });

  it("an admin deletes 100 comments in one batch: each delete's rule stays within the lookup limits", async () => {
    await seed(async (db) => {
      const batch = writeBatch(db);
      for (let i = 0; i < 100; i += 1) batch.set(doc(db, `blogs/b1/comments/c${i}`), { ...comment(bob), createdAt: storedTimestamp });
      await batch.commit();
    });
    const db = as(admin);
    const batch = writeBatch(db);
    for (let i = 0; i < 100; i += 1) batch.delete(doc(db, `blogs/b1/comments/c${i}`));
    await assertSucceeds(batch.commit());
  });
});

describe("blogs: a person's own comments under every post", () => {
  const mine = (db: Firestore, uid: string, max = 100) =>
    getDocs(query(collectionGroup(db, 'comments'), where('userId', '==', uid), limit(max)));

  it('a person lists their own comments across posts, drafts and gone posts included; nobody lists another’s', async () => {
    await assertSucceeds(mine(as(bob), 'bob'));
    await assertFails(mine(as(alice), 'bob'));
    await assertFails(mine(visitor(), 'bob'));
    await assertFails(mine(as(bob), 'bob', 101));
    await assertFails(getDocs(query(collectionGroup(as(bob), 'comments'), limit(10))));
  });
});

describe('blogs: drafts', () => {
  it('a visitor and a patient cannot read a draft; an admin can', async () => {
    await assertFails(getDoc(doc(visitor(), 'blogs/draft')));
    await assertFails(getDoc(doc(as(alice), 'blogs/draft')));
    await assertSucceeds(getDoc(doc(as(admin), 'blogs/draft')));
  });

  it('a query that does not ask for published posts only is refused to everyone but admins', async () => {
    for (const db of [visitor(), as(alice)]) {
      await assertFails(getDocs(query(collection(db, 'blogs'), orderBy('timestamp', 'desc'))));
      await assertFails(getDocs(query(collection(db, 'blogs'), where('tags', 'array-contains', 'fever'))));
      await assertFails(getDocs(query(collection(db, 'blogs'), where('published', '==', false))));
      await assertSucceeds(
        getDocs(query(collection(db, 'blogs'), where('published', '==', true), orderBy('publishedAt', 'desc'), limit(4))),
      );
    }
    await assertSucceeds(getDocs(query(collection(as(admin), 'blogs'), where('published', '==', false), orderBy('timestamp', 'desc'))));
  });

  it("an admin creates a draft without a date, or publishes with the server's time, and nothing in between", async () => {
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog({ published: false, publishedAt: null })));
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog()));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ published: false, publishedAt: serverTimestamp() })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ published: true, publishedAt: null })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ publishedAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ published: 'yes' })));
    const withoutDate: Record<string, unknown> = newBlog();
    delete withoutDate.publishedAt;
    await assertFails(addDoc(collection(as(admin), 'blogs'), withoutDate));
  });

  it("publishing a draft dates it with the server's time", async () => {
    await assertFails(updateDoc(doc(as(admin), 'blogs/draft'), postFields({ publishedAt: null })));
    await assertFails(updateDoc(doc(as(admin), 'blogs/draft'), postFields({ publishedAt: Timestamp.fromDate(new Date('2026-01-01')) })));
    await assertSucceeds(updateDoc(doc(as(admin), 'blogs/draft'), postFields({ published: false, publishedAt: null })));
    await assertSucceeds(updateDoc(doc(as(admin), 'blogs/draft'), postFields()));
  });

  it('an edit, or a return to the drafts, keeps the first publication date', async () => {
    await assertFails(updateDoc(doc(as(admin), 'blogs/b1'), postFields()));
    await assertFails(updateDoc(doc(as(admin), 'blogs/b1'), editFields({ publishedAt: Timestamp.fromDate(new Date('2027-01-01')) })));
    await assertFails(updateDoc(doc(as(admin), 'blogs/b1'), editFields({ published: false, publishedAt: null })));
    await assertSucceeds(updateDoc(doc(as(admin), 'blogs/b1'), editFields({ published: false })));
    await assertSucceeds(updateDoc(doc(as(admin), 'blogs/b1'), editFields()));
  });

  it('a patient cannot publish a draft, nor withdraw a published post', async () => {
    await assertFails(updateDoc(doc(as(alice), 'blogs/draft'), { published: true, publishedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as(alice), 'blogs/b1'), { published: false }));
  });

  it('only an admin comments on a draft', async () => {
    await assertFails(addDoc(collection(as(alice), 'blogs/draft/comments'), comment(alice)));
    await assertSucceeds(addDoc(collection(as(admin), 'blogs/draft/comments'), comment(admin, { name: 'Dr. Kavya Rao', staff: true })));
  });
});

describe('blogs: admins write', () => {
  it('an admin creates a blog with exactly the allowed fields', async () => {
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog()));
  });

  it('a user whose profile has no admin field (as a first sign-in leaves it), or a visitor, cannot create a blog', async () => {
    await assertFails(addDoc(collection(as(alice), 'blogs'), newBlog({ userId: alice.uid })));
    await assertFails(addDoc(collection(visitor(), 'blogs'), newBlog()));
  });

  it('refuses a category outside the 20', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ category: 'Miracle Cures' })));
  });

  it("refuses trending other than 'yes' or 'no'", async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ trending: 'maybe' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ trending: true })));
  });

  it('refuses a blank title or description (spaces, tabs or line breaks only), and over-long ones', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ title: '  ' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ title: '\t\n \r\n' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ description: '' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ description: '\n\n\t' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ title: 't'.repeat(201) })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ description: 'd'.repeat(20001) })));
  });

  it('refuses more than 10 tags, tags that are not a list, and tags that are not strings of 1 to 40 characters', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ tags: 'fever' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ tags: ['fever', 't'.repeat(41)] })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ tags: ['fever', 42] })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ tags: ['fever', ''] })));
    await assertSucceeds(
      addDoc(collection(as(admin), 'blogs'), newBlog({ tags: Array.from({ length: 10 }, (_, i) => `tag ${i}`.padEnd(40, 'x')) })),
    );
  });

  it('refuses keywords that are not a list, over 100, over 40 characters, or not plain words', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: 'monsoon' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: ['monsoon', 'k'.repeat(41)] })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: ['monsoon', 'a,b'] })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: ['monsoon', ''] })));
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: [] })));
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog({ keywords: ['back pain', 'café', '2026'] })));
  });

  it('refuses image addresses that are not strings or are longer than 2,048 characters', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ imgUrl: 42 })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ imgCardUrl: null })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ imgCardUrl: `/images/${'a'.repeat(2045)}` })));
    await assertSucceeds(
      addDoc(
        collection(as(admin), 'blogs'),
        newBlog({ imgUrl: UPLOAD, imgCardUrl: UPLOAD.replace('a.jpg', 'a.webp'), imgAlt: 'Rain on a window' }),
      ),
    );
  });

  it("refuses an image address of another host, a script, a data: address or a srcset trick; takes the site's and the app's uploads", async () => {
    for (const address of [...HOSTILE_IMAGE_ADDRESSES, UPLOAD.replace('blog-images', 'private')]) {
      await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ imgUrl: address, imgCardUrl: '', imgAlt: 'A picture' })));
      await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ imgUrl: UPLOAD, imgCardUrl: address, imgAlt: 'A picture' })));
    }
    await assertSucceeds(
      addDoc(collection(as(admin), 'blogs'), newBlog({ imgUrl: '/images/blog/monsoon.svg', imgCardUrl: '', imgAlt: 'Rain' })),
    );
  });

  it('refuses an image without a description, or a description that is not a string or is over 250 characters', async () => {
    const image = { imgUrl: UPLOAD, imgCardUrl: UPLOAD.replace('a.jpg', 'a.webp') };
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ ...image, imgAlt: '' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ ...image, imgAlt: ' \n\t ' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ ...image, imgAlt: 'a'.repeat(251) })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ imgAlt: 42 })));
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog({ ...image, imgAlt: 'a'.repeat(250) })));
  });

  it('an admin edits a post saved before card images, image descriptions and drafts existed, and adds them', async () => {
    await seed(async (db) => {
      const old: Record<string, unknown> = { ...postFields({ timestamp: storedTimestamp }), likes: [] };
      delete old.imgCardUrl;
      delete old.imgAlt;
      delete old.published;
      delete old.publishedAt;
      for (const field of ['authorId', 'reviewerId', 'reviewerName', 'reviewedAt']) delete old[field];
      await setDoc(doc(db, 'blogs/old'), { ...old, author: 'Dr. Kavya Rao' });
    });
    await assertFails(
      updateDoc(doc(as(admin), 'blogs/old'), {
        ...postFields({ imgUrl: UPLOAD, imgCardUrl: UPLOAD.replace('a.jpg', 'a.webp') }),
        imgAlt: '',
      }),
    );
    await assertSucceeds(
      updateDoc(
        doc(as(admin), 'blogs/old'),
        postFields({ imgUrl: UPLOAD, imgCardUrl: UPLOAD.replace('a.jpg', 'a.webp'), imgAlt: 'Rain on a window' }),
      ),
    );
  });

  it('refuses a new blog with comments inside it, likes, a missing field, or an extra one', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ comments: [] })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ likes: ['alice'] })));
    const withoutKeywords: Record<string, unknown> = newBlog();
    delete withoutKeywords.keywords;
    await assertFails(addDoc(collection(as(admin), 'blogs'), withoutKeywords));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ views: 10 })));
  });

  it("refuses a timestamp that is not the server's, or a userId that is not the admin's", async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ timestamp: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ userId: alice.uid })));
  });

  it("an admin edits a blog's content, and nothing else", async () => {
    await assertSucceeds(updateDoc(doc(as(admin), 'blogs/b1'), editFields({ title: 'Monsoon fevers, updated', trending: 'yes' })));
    await assertFails(updateDoc(doc(as(admin), 'blogs/b1'), { ...editFields({ title: 'x' }), likes: ['alice'] }));
    await assertFails(updateDoc(doc(as(admin), 'blogs/b1'), { ...editFields({ title: 'x' }), comments: [] }));
  });

  it('a patient cannot edit a blog', async () => {
    await assertFails(updateDoc(doc(as(alice), 'blogs/b1'), { title: 'Mine now' }));
  });

  it('an admin deletes a blog; nobody else can', async () => {
    await assertFails(deleteDoc(doc(as(alice), 'blogs/b1')));
    await assertFails(deleteDoc(doc(visitor(), 'blogs/b1')));
    await assertSucceeds(deleteDoc(doc(as(admin), 'blogs/b1')));
  });
});

describe('blogs: bylines and medical reviews', () => {
  const review = { reviewerId: 'ravi', reviewerName: 'Dr. Ravi Rao', reviewedAt: serverTimestamp() };

  it('the author is one of the clinic’s doctors, under the name their profile has', async () => {
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ authorId: '', author: 'Dr. Kavya Rao' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ authorId: 'nobody', author: 'Dr. Nobody' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ author: 'Dr. Meera Nair, FRCS' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ authorId: '../users/admin', author: 'Dr. Meera Nair' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ authorId: 42 })));
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog({ authorId: 'ravi', author: 'Dr. Ravi Rao' })));
  });

  it("a review names a doctor as their profile has it, dated with the server's time", async () => {
    await assertSucceeds(addDoc(collection(as(admin), 'blogs'), newBlog(review)));
    await assertFails(
      addDoc(collection(as(admin), 'blogs'), newBlog({ ...review, reviewedAt: Timestamp.fromDate(new Date('2026-01-01')) })),
    );
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ ...review, reviewedAt: null })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ ...review, reviewerName: 'Dr. Ravi Rao (Chief)' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ ...review, reviewerId: 'nobody' })));
    // No reviewer: no name and no date.
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ reviewerName: 'Dr. Ravi Rao' })));
    await assertFails(addDoc(collection(as(admin), 'blogs'), newBlog({ reviewedAt: serverTimestamp() })));
  });

  it('an edit keeps the review’s date while the reviewer stays, records a new one, or drops it', async () => {
    const reviewedOn = Timestamp.fromDate(new Date('2026-07-04T05:00:00Z'));
    await seed(async (db) => {
      await updateDoc(doc(db, 'blogs/b1'), { ...review, reviewedAt: reviewedOn });
    });
    const b1 = () => doc(as(admin), 'blogs/b1');
    await assertSucceeds(updateDoc(b1(), editFields({ ...review, reviewedAt: reviewedOn })));
    // A back-dated review, or the old date carried over to another reviewer, is refused.
    await assertFails(updateDoc(b1(), editFields({ ...review, reviewedAt: Timestamp.fromDate(new Date('2026-07-01')) })));
    await assertFails(updateDoc(b1(), editFields({ reviewerId: 'meera', reviewerName: 'Dr. Meera Nair', reviewedAt: reviewedOn })));
    await assertSucceeds(
      updateDoc(b1(), editFields({ reviewerId: 'meera', reviewerName: 'Dr. Meera Nair', reviewedAt: serverTimestamp() })),
    );
    await assertSucceeds(updateDoc(b1(), editFields()));
  });

  it('a patient cannot mark a post reviewed', async () => {
    await assertFails(updateDoc(doc(as(alice), 'blogs/b1'), { ...review }));
  });

  it('a post from before authors were doctors keeps its text byline only until it is edited', async () => {
    await seed(async (db) => {
      const old: Record<string, unknown> = storedPost();
      for (const field of ['authorId', 'reviewerId', 'reviewerName', 'reviewedAt']) delete old[field];
      await setDoc(doc(db, 'blogs/old'), { ...old, author: 'Dr. Kavya Rao' });
    });
    const edit = editFields({ author: 'Dr. Kavya Rao' });
    delete (edit as Record<string, unknown>).authorId;
    await assertFails(updateDoc(doc(as(admin), 'blogs/old'), edit));
    await assertSucceeds(updateDoc(doc(as(admin), 'blogs/old'), editFields()));
  });
});

describe('blogs: comments', () => {
  it("a signed-in user with a verified e-mail adds a comment of their own with the server's time", async () => {
    await assertSucceeds(addDoc(comments(as(alice)), comment(alice)));
  });

  it('a visitor, or a user whose e-mail is not verified, cannot comment', async () => {
    await assertFails(addDoc(comments(visitor()), comment({ uid: 'nobody' })));
    await assertFails(addDoc(comments(as(unverifiedCarol)), comment(unverifiedCarol)));
  });

  it('a comment must carry the commenter’s own userId', async () => {
    await assertFails(addDoc(comments(as(alice)), comment(bob)));
  });

  it('a comment must have a non-blank body within 2000 characters and a non-blank name', async () => {
    await assertFails(addDoc(comments(as(alice)), comment(alice, { body: '   ' })));
    await assertFails(addDoc(comments(as(alice)), comment(alice, { body: '\n\t\n' })));
    await assertFails(addDoc(comments(as(alice)), comment(alice, { body: 'b'.repeat(2001) })));
    await assertFails(addDoc(comments(as(alice)), comment(alice, { name: '\t' })));
    await assertFails(addDoc(comments(as(alice)), comment(alice, { name: 'n'.repeat(201) })));
  });

  it("a comment's time must be the server's", async () => {
    await assertFails(addDoc(comments(as(alice)), comment(alice, { createdAt: Timestamp.now() })));
    await assertFails(addDoc(comments(as(alice)), comment(alice, { createdAt: 'today' })));
  });

  it('the staff badge is for admins only, and an admin’s comment must carry it', async () => {
    await assertFails(addDoc(comments(as(alice)), comment(alice, { staff: true })));
    await assertSucceeds(addDoc(comments(as(admin)), comment(admin, { name: 'Dr. Kavya Rao', staff: true })));
    await assertFails(addDoc(comments(as(admin)), comment(admin, { name: 'Dr. Kavya Rao', staff: false })));
  });

  it('a comment cannot carry extra fields or miss one', async () => {
    await assertFails(addDoc(comments(as(alice)), comment(alice, { isAdmin: true })));
    const withoutStaff: Record<string, unknown> = comment(alice);
    delete withoutStaff.staff;
    await assertFails(addDoc(comments(as(alice)), withoutStaff));
  });

  it("a comment carries its author's profile name, not one typed for it", async () => {
    for (const name of ['Dr. Kavya Rao', 'Dr. Kavya Rao (Clinic)', 'Bob', 'Alice ', 'alice@example.com']) {
      await assertFails(addDoc(comments(as(alice)), comment(alice, { name })));
    }
    await assertSucceeds(addDoc(comments(as(alice)), comment(alice, { name: 'Alice' })));
  });

  it('a user without a profile cannot comment', async () => {
    await assertFails(addDoc(comments(as(bob)), comment(bob, { name: 'Bob' })));
  });

  it('nobody comments on a post that does not exist', async () => {
    await assertFails(addDoc(collection(as(alice), 'blogs/no-such-post/comments'), comment(alice)));
  });

  it('nobody edits a comment, not even its author', async () => {
    await assertFails(updateDoc(doc(as(bob), 'blogs/b1/comments/bobs'), { body: 'Edited' }));
    await assertFails(updateDoc(doc(as(admin), 'blogs/b1/comments/bobs'), { body: 'Edited' }));
  });

  it('the author deletes their comment; another user or a visitor cannot', async () => {
    await assertFails(deleteDoc(doc(as(alice), 'blogs/b1/comments/bobs')));
    await assertFails(deleteDoc(doc(visitor(), 'blogs/b1/comments/bobs')));
    await assertSucceeds(deleteDoc(doc(as(bob), 'blogs/b1/comments/bobs')));
  });

  it('an admin deletes any comment', async () => {
    await assertSucceeds(deleteDoc(doc(as(admin), 'blogs/b1/comments/bobs')));
  });
});

describe('blogTopics/summary', () => {
  const summary = (overrides: Record<string, unknown> = {}) => ({
    tags: [{ name: 'fever', count: 1 }],
    categories: [{ name: 'Disease Prevention and Management', count: 1 }],
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  it('anyone reads it; an admin writes it with exactly its fields', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'blogTopics/summary')));
    await assertSucceeds(setDoc(doc(as(admin), 'blogTopics/summary'), summary()));
  });

  it('nobody else writes it, and nobody deletes it', async () => {
    await assertFails(setDoc(doc(as(alice), 'blogTopics/summary'), summary()));
    await assertFails(setDoc(doc(visitor(), 'blogTopics/summary'), summary()));
    await assertFails(deleteDoc(doc(as(admin), 'blogTopics/summary')));
  });

  it('refuses extra fields, counts that are not lists, a client time, and any other document', async () => {
    await assertFails(setDoc(doc(as(admin), 'blogTopics/summary'), summary({ total: 1 })));
    await assertFails(setDoc(doc(as(admin), 'blogTopics/summary'), summary({ tags: { fever: 1 } })));
    await assertFails(setDoc(doc(as(admin), 'blogTopics/summary'), summary({ updatedAt: Timestamp.now() })));
    await assertFails(setDoc(doc(as(admin), 'blogTopics/other'), summary()));
  });
});
