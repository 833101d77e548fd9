import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { beforeEach, describe, it } from 'vitest';
import { admin, alice, bob, rulesEnvironmentForFile, seedProfiles } from './setup';

/**
 * The blog rules, one allow or deny case each, with payloads shaped as an attacker would send
 * them. What the app itself writes is covered by the service contract (tests/contract), which
 * runs the real service modules through these rules.
 */
const env = rulesEnvironmentForFile();
const { FieldValue, Timestamp } = firebase.firestore;

const as = (user: { uid: string; token: TokenOptions }) => env().authenticatedContext(user.uid, user.token).firestore();
const visitor = () => env().unauthenticatedContext().firestore();
const unverifiedCarol = { uid: 'carol', token: { email: 'carol@example.com', email_verified: false } };
const storedTimestamp = Timestamp.fromDate(new Date('2026-07-02T04:00:00Z'));

function editorFields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon fevers',
    category: 'Disease Prevention and Management',
    tags: ['fever', 'monsoon'],
    trending: 'no',
    description: 'Rest and fluids.',
    imgUrl: '',
    imgCardUrl: '',
    imgAlt: '',
    keywords: ['monsoon', 'fevers', 'fever'],
    author: 'Dr. Kavya Rao',
    userId: admin.uid,
    timestamp: FieldValue.serverTimestamp(),
    published: true,
    publishedAt: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

/** An edit of b1, which was published at storedTimestamp: the date stays. */
const editFields = (overrides: Record<string, unknown> = {}) => editorFields({ publishedAt: storedTimestamp, ...overrides });
const storedDraft = () => ({ ...editorFields({ timestamp: storedTimestamp, published: false, publishedAt: null, title: 'Heatwave draft' }), likes: [] });

const newBlog = (overrides: Record<string, unknown> = {}) => ({ ...editorFields(), likes: [], ...overrides });
const comment = (user: { uid: string }, overrides: Record<string, unknown> = {}) => ({
  userId: user.uid,
  name: 'Alice',
  body: 'Very helpful, thank you.',
  createdAt: FieldValue.serverTimestamp(),
  staff: false,
  ...overrides,
});
const comments = (db: firebase.firestore.Firestore) => db.collection('blogs/b1/comments');

beforeEach(async () => {
  await env().clearFirestore();
  await seedProfiles(env());
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('blogs/b1').set({ ...editorFields({ timestamp: storedTimestamp, publishedAt: storedTimestamp }), likes: [] });
    await db.doc('blogs/draft').set(storedDraft());
    await db.doc('blogs/b1/comments/bobs').set({ userId: 'bob', name: 'Bob', body: 'Thank you.', createdAt: storedTimestamp, staff: false });
  });
});

describe('blogs: reading', () => {
  it('anyone reads a published blog, lists published blogs, and reads a blog’s comments', async () => {
    await assertSucceeds(visitor().doc('blogs/b1').get());
    await assertSucceeds(visitor().collection('blogs').where('trending', '==', 'yes').where('published', '==', true).get());
    await assertSucceeds(comments(visitor()).orderBy('createdAt', 'desc').limit(11).get());
  });
});

describe('blogs: drafts', () => {
  it('a visitor and a patient cannot read a draft; an admin can', async () => {
    await assertFails(visitor().doc('blogs/draft').get());
    await assertFails(as(alice).doc('blogs/draft').get());
    await assertSucceeds(as(admin).doc('blogs/draft').get());
  });

  it('a query that does not ask for published posts only is refused to everyone but admins', async () => {
    for (const db of [visitor(), as(alice)]) {
      await assertFails(db.collection('blogs').orderBy('timestamp', 'desc').get());
      await assertFails(db.collection('blogs').where('tags', 'array-contains', 'fever').get());
      await assertFails(db.collection('blogs').where('published', '==', false).get());
      await assertSucceeds(db.collection('blogs').where('published', '==', true).orderBy('publishedAt', 'desc').limit(4).get());
    }
    await assertSucceeds(as(admin).collection('blogs').where('published', '==', false).orderBy('timestamp', 'desc').get());
  });

  it("an admin creates a draft without a date, or publishes with the server's time, and nothing in between", async () => {
    await assertSucceeds(as(admin).collection('blogs').add(newBlog({ published: false, publishedAt: null })));
    await assertSucceeds(as(admin).collection('blogs').add(newBlog()));
    await assertFails(as(admin).collection('blogs').add(newBlog({ published: false, publishedAt: FieldValue.serverTimestamp() })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ published: true, publishedAt: null })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ publishedAt: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ published: 'yes' })));
    const withoutDate: Record<string, unknown> = newBlog();
    delete withoutDate.publishedAt;
    await assertFails(as(admin).collection('blogs').add(withoutDate));
  });

  it("publishing a draft dates it with the server's time", async () => {
    await assertFails(as(admin).doc('blogs/draft').update(editorFields({ publishedAt: null })));
    await assertFails(as(admin).doc('blogs/draft').update(editorFields({ publishedAt: Timestamp.fromDate(new Date('2026-01-01')) })));
    await assertSucceeds(as(admin).doc('blogs/draft').update(editorFields({ published: false, publishedAt: null })));
    await assertSucceeds(as(admin).doc('blogs/draft').update(editorFields()));
  });

  it('an edit, or a return to the drafts, keeps the first publication date', async () => {
    await assertFails(as(admin).doc('blogs/b1').update(editorFields()));
    await assertFails(as(admin).doc('blogs/b1').update(editFields({ publishedAt: Timestamp.fromDate(new Date('2027-01-01')) })));
    await assertFails(as(admin).doc('blogs/b1').update(editFields({ published: false, publishedAt: null })));
    await assertSucceeds(as(admin).doc('blogs/b1').update(editFields({ published: false })));
    await assertSucceeds(as(admin).doc('blogs/b1').update(editFields()));
  });

  it('a patient cannot publish a draft, nor withdraw a published post', async () => {
    await assertFails(as(alice).doc('blogs/draft').update({ published: true, publishedAt: FieldValue.serverTimestamp() }));
    await assertFails(as(alice).doc('blogs/b1').update({ published: false }));
  });

  it('only an admin comments on a draft', async () => {
    await assertFails(as(alice).collection('blogs/draft/comments').add(comment(alice)));
    await assertSucceeds(as(admin).collection('blogs/draft/comments').add(comment(admin, { name: 'Dr. Kavya Rao', staff: true })));
  });
});

describe('blogs: admins write', () => {
  it('an admin creates a blog with exactly the allowed fields', async () => {
    await assertSucceeds(as(admin).collection('blogs').add(newBlog()));
  });

  it('a user whose profile has no admin field (as a first sign-in leaves it), or a visitor, cannot create a blog', async () => {
    await assertFails(as(alice).collection('blogs').add(newBlog({ userId: alice.uid })));
    await assertFails(visitor().collection('blogs').add(newBlog()));
  });

  it('refuses a category outside the 20', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ category: 'Miracle Cures' })));
  });

  it("refuses trending other than 'yes' or 'no'", async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ trending: 'maybe' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ trending: true })));
  });

  it('refuses a blank title or description (spaces, tabs or line breaks only), and over-long ones', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ title: '  ' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ title: '\t\n \r\n' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ description: '' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ description: '\n\n\t' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ title: 't'.repeat(201) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ description: 'd'.repeat(20001) })));
  });

  it('refuses more than 10 tags, tags that are not a list, and tags that are not strings of 1 to 40 characters', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: 'fever' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: ['fever', 't'.repeat(41)] })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: ['fever', 42] })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: ['fever', ''] })));
    await assertSucceeds(as(admin).collection('blogs').add(newBlog({ tags: Array.from({ length: 10 }, (_, i) => `tag ${i}`.padEnd(40, 'x')) })));
  });

  it('refuses keywords that are not a list, over 100, over 40 characters, or not plain words', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ keywords: 'monsoon' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ keywords: ['monsoon', 'k'.repeat(41)] })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ keywords: ['monsoon', 'a,b'] })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ keywords: ['monsoon', ''] })));
    await assertSucceeds(as(admin).collection('blogs').add(newBlog({ keywords: [] })));
    await assertSucceeds(as(admin).collection('blogs').add(newBlog({ keywords: ['back pain', 'café', '2026'] })));
  });

  it('refuses image addresses that are not strings or are longer than 2,048 characters', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ imgUrl: 42 })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ imgCardUrl: null })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ imgCardUrl: `https://x.test/${'a'.repeat(2040)}` })));
    await assertSucceeds(as(admin).collection('blogs').add(newBlog({ imgUrl: 'https://x.test/a.jpg', imgCardUrl: 'https://x.test/a.webp', imgAlt: 'Rain on a window' })));
  });

  it('refuses an image without a description, or a description that is not a string or is over 250 characters', async () => {
    const image = { imgUrl: 'https://x.test/a.jpg', imgCardUrl: 'https://x.test/a.webp' };
    await assertFails(as(admin).collection('blogs').add(newBlog({ ...image, imgAlt: '' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ ...image, imgAlt: ' \n\t ' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ ...image, imgAlt: 'a'.repeat(251) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ imgAlt: 42 })));
    await assertSucceeds(as(admin).collection('blogs').add(newBlog({ ...image, imgAlt: 'a'.repeat(250) })));
  });

  it('an admin edits a post saved before card images, image descriptions and drafts existed, and adds them', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      const old: Record<string, unknown> = { ...editorFields({ timestamp: storedTimestamp }), likes: [] };
      delete old.imgCardUrl;
      delete old.imgAlt;
      delete old.published;
      delete old.publishedAt;
      await ctx.firestore().doc('blogs/old').set(old);
    });
    await assertFails(as(admin).doc('blogs/old').update({ ...editorFields({ imgUrl: 'https://x.test/a.jpg', imgCardUrl: 'https://x.test/a.webp' }), imgAlt: '' }));
    await assertSucceeds(
      as(admin).doc('blogs/old').update(editorFields({ imgUrl: 'https://x.test/a.jpg', imgCardUrl: 'https://x.test/a.webp', imgAlt: 'Rain on a window' })),
    );
  });

  it('refuses a new blog with comments inside it, likes, a missing field, or an extra one', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ comments: [] })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ likes: ['alice'] })));
    const withoutKeywords: Record<string, unknown> = newBlog();
    delete withoutKeywords.keywords;
    await assertFails(as(admin).collection('blogs').add(withoutKeywords));
    await assertFails(as(admin).collection('blogs').add(newBlog({ views: 10 })));
  });

  it("refuses a timestamp that is not the server's, or a userId that is not the admin's", async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ timestamp: Timestamp.fromDate(new Date('2020-01-01')) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ userId: alice.uid })));
  });

  it("an admin edits a blog's content, and nothing else", async () => {
    await assertSucceeds(as(admin).doc('blogs/b1').update(editFields({ title: 'Monsoon fevers, updated', trending: 'yes' })));
    await assertFails(as(admin).doc('blogs/b1').update({ ...editFields({ title: 'x' }), likes: ['alice'] }));
    await assertFails(as(admin).doc('blogs/b1').update({ ...editFields({ title: 'x' }), comments: [] }));
  });

  it('a patient cannot edit a blog', async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ title: 'Mine now' }));
  });

  it('an admin deletes a blog; nobody else can', async () => {
    await assertFails(as(alice).doc('blogs/b1').delete());
    await assertFails(visitor().doc('blogs/b1').delete());
    await assertSucceeds(as(admin).doc('blogs/b1').delete());
  });
});

describe('blogs: comments', () => {
  it("a signed-in user with a verified e-mail adds a comment of their own with the server's time", async () => {
    await assertSucceeds(comments(as(alice)).add(comment(alice)));
  });

  it('a visitor, or a user whose e-mail is not verified, cannot comment', async () => {
    await assertFails(comments(visitor()).add(comment({ uid: 'nobody' })));
    await assertFails(comments(as(unverifiedCarol)).add(comment(unverifiedCarol)));
  });

  it('a comment must carry the commenter’s own userId', async () => {
    await assertFails(comments(as(alice)).add(comment(bob)));
  });

  it('a comment must have a non-blank body within 2000 characters and a non-blank name', async () => {
    await assertFails(comments(as(alice)).add(comment(alice, { body: '   ' })));
    await assertFails(comments(as(alice)).add(comment(alice, { body: '\n\t\n' })));
    await assertFails(comments(as(alice)).add(comment(alice, { body: 'b'.repeat(2001) })));
    await assertFails(comments(as(alice)).add(comment(alice, { name: '\t' })));
    await assertFails(comments(as(alice)).add(comment(alice, { name: 'n'.repeat(201) })));
  });

  it("a comment's time must be the server's", async () => {
    await assertFails(comments(as(alice)).add(comment(alice, { createdAt: Timestamp.now() })));
    await assertFails(comments(as(alice)).add(comment(alice, { createdAt: 'today' })));
  });

  it('the staff badge is for admins only, and an admin’s comment must carry it', async () => {
    await assertFails(comments(as(alice)).add(comment(alice, { staff: true })));
    await assertSucceeds(comments(as(admin)).add(comment(admin, { name: 'Dr. Kavya Rao', staff: true })));
    await assertFails(comments(as(admin)).add(comment(admin, { name: 'Dr. Kavya Rao', staff: false })));
  });

  it('a comment cannot carry extra fields or miss one', async () => {
    await assertFails(comments(as(alice)).add(comment(alice, { isAdmin: true })));
    const withoutStaff: Record<string, unknown> = comment(alice);
    delete withoutStaff.staff;
    await assertFails(comments(as(alice)).add(withoutStaff));
  });

  it('nobody comments on a post that does not exist', async () => {
    await assertFails(as(alice).collection('blogs/no-such-post/comments').add(comment(alice)));
  });

  it('nobody edits a comment, not even its author', async () => {
    await assertFails(as(bob).doc('blogs/b1/comments/bobs').update({ body: 'Edited' }));
    await assertFails(as(admin).doc('blogs/b1/comments/bobs').update({ body: 'Edited' }));
  });

  it('the author deletes their comment; another user or a visitor cannot', async () => {
    await assertFails(as(alice).doc('blogs/b1/comments/bobs').delete());
    await assertFails(visitor().doc('blogs/b1/comments/bobs').delete());
    await assertSucceeds(as(bob).doc('blogs/b1/comments/bobs').delete());
  });

  it('an admin deletes any comment', async () => {
    await assertSucceeds(as(admin).doc('blogs/b1/comments/bobs').delete());
  });
});

describe('blogTopics/summary', () => {
  const summary = (overrides: Record<string, unknown> = {}) => ({
    tags: [{ name: 'fever', count: 1 }],
    categories: [{ name: 'Disease Prevention and Management', count: 1 }],
    updatedAt: FieldValue.serverTimestamp(),
    ...overrides,
  });

  it('anyone reads it; an admin writes it with exactly its fields', async () => {
    await assertSucceeds(visitor().doc('blogTopics/summary').get());
    await assertSucceeds(as(admin).doc('blogTopics/summary').set(summary()));
  });

  it('nobody else writes it, and nobody deletes it', async () => {
    await assertFails(as(alice).doc('blogTopics/summary').set(summary()));
    await assertFails(visitor().doc('blogTopics/summary').set(summary()));
    await assertFails(as(admin).doc('blogTopics/summary').delete());
  });

  it('refuses extra fields, counts that are not lists, a client time, and any other document', async () => {
    await assertFails(as(admin).doc('blogTopics/summary').set(summary({ total: 1 })));
    await assertFails(as(admin).doc('blogTopics/summary').set(summary({ tags: { fever: 1 } })));
    await assertFails(as(admin).doc('blogTopics/summary').set(summary({ updatedAt: Timestamp.now() })));
    await assertFails(as(admin).doc('blogTopics/other').set(summary()));
  });
});
