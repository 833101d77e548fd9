import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, alice, bob, rulesEnvironmentForFile, seedProfiles } from './setup';

const env = rulesEnvironmentForFile();
const { FieldValue, Timestamp } = firebase.firestore;

const as = (user: { uid: string; token: TokenOptions }) => env().authenticatedContext(user.uid, user.token).firestore();
const visitor = () => env().unauthenticatedContext().firestore();
const unverifiedCarol = { uid: 'carol', token: { email: 'carol@example.com', email_verified: false } };

const bobsComment = { createdAt: Timestamp.fromDate(new Date('2026-07-03T12:00:00Z')), userId: 'bob', name: 'Bob', body: 'Thank you.' };
const storedTimestamp = Timestamp.fromDate(new Date('2026-07-02T04:00:00Z'));

function editorFields(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon fevers',
    category: 'Disease Prevention and Management',
    tags: ['fever', 'monsoon'],
    trending: 'no',
    description: 'Rest and fluids.',
    imgUrl: '',
    keywords: ['monsoon', 'fevers', 'fever'],
    author: 'Dr. Kavya Rao',
    userId: admin.uid,
    timestamp: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

const newBlog = (overrides: Record<string, unknown> = {}) => ({ ...editorFields(), comments: [], likes: [], ...overrides });
const comment = (user: { uid: string }, overrides: Record<string, unknown> = {}) => ({
  createdAt: Timestamp.now(),
  userId: user.uid,
  name: 'Alice',
  body: 'Very helpful, thank you.',
  ...overrides,
});

beforeEach(async () => {
  await env().clearFirestore();
  await seedProfiles(env());
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('blogs/b1').set({ ...editorFields({ timestamp: storedTimestamp }), comments: [bobsComment], likes: [] });
  });
});

describe('blogs: reading', () => {
  it('anyone reads a blog and lists blogs', async () => {
    await assertSucceeds(visitor().doc('blogs/b1').get());
    await assertSucceeds(visitor().collection('blogs').where('trending', '==', 'yes').get());
  });
});

describe('blogs: admins write', () => {
  it('an admin creates a blog with exactly the allowed fields', async () => {
    await assertSucceeds(as(admin).collection('blogs').add(newBlog()));
  });

  it('a non-admin or a visitor cannot create a blog', async () => {
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

  it('refuses a blank title or description, and over-long ones', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ title: '  ' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ description: '' })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ title: 't'.repeat(201) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ description: 'd'.repeat(20001) })));
  });

  it('refuses more than 10 tags, or tags that are not a list', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })));
    await assertFails(as(admin).collection('blogs').add(newBlog({ tags: 'fever' })));
  });

  it('refuses a new blog that already has comments or likes, a missing field, or an extra one', async () => {
    await assertFails(as(admin).collection('blogs').add(newBlog({ comments: [comment(admin)] })));
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

  it("an admin edits a blog's content", async () => {
    await assertSucceeds(as(admin).doc('blogs/b1').update(editorFields({ title: 'Monsoon fevers, updated', trending: 'yes' })));
  });

  it('an edit cannot rewrite the comments at the same time', async () => {
    await assertFails(as(admin).doc('blogs/b1').update({ ...editorFields({ title: 'x' }), comments: [] }));
  });

  it('an admin removes a comment (moderation)', async () => {
    await assertSucceeds(as(admin).doc('blogs/b1').update({ comments: FieldValue.arrayRemove(bobsComment) }));
  });

  it('an admin deletes a blog; nobody else can', async () => {
    await assertFails(as(alice).doc('blogs/b1').delete());
    await assertFails(visitor().doc('blogs/b1').delete());
    await assertSucceeds(as(admin).doc('blogs/b1').delete());
  });
});

describe('blogs: comments', () => {
  it('a signed-in user with a verified e-mail appends one comment of their own', async () => {
    await assertSucceeds(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice)) }));
  });

  it("posting a comment leaves the blog's timestamp as it was", async () => {
    await as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice)) });
    await env().withSecurityRulesDisabled(async (ctx) => {
      const blog = (await ctx.firestore().doc('blogs/b1').get()).data();
      expect(blog?.timestamp.toMillis()).toBe(storedTimestamp.toMillis());
      expect(blog?.comments).toHaveLength(2);
    });
  });

  it('a visitor cannot comment', async () => {
    await assertFails(visitor().doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment({ uid: 'nobody' })) }));
  });

  it('a user whose e-mail is not verified cannot comment', async () => {
    await assertFails(as(unverifiedCarol).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(unverifiedCarol)) }));
  });

  it('a comment must carry the commenter’s own userId', async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(bob)) }));
  });

  it('a comment must have a non-blank body within 2000 characters', async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice, { body: '   ' })) }));
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice, { body: 'b'.repeat(2001) })) }));
  });

  it('a comment must be dated within minutes of now', async () => {
    const anHourAgo = Timestamp.fromMillis(Date.now() - 60 * 60 * 1000);
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice, { createdAt: anHourAgo })) }));
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice, { createdAt: 'today' })) }));
  });

  it('a comment cannot carry extra fields', async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice, { isAdmin: true })) }));
  });

  it('a commenter cannot change anything else in the same write', async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ comments: FieldValue.arrayUnion(comment(alice)), title: 'Mine now' }));
  });

  it("a user cannot remove or rewrite someone else's comment", async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ comments: [] }));
    await assertFails(as(alice).doc('blogs/b1').update({ comments: [{ ...bobsComment, body: 'Edited by Alice' }, comment(alice)] }));
    await assertFails(as(alice).doc('blogs/b1').update({ comments: [comment(alice), bobsComment] }));
  });

  it('a user cannot append two comments at once', async () => {
    await assertFails(as(alice).doc('blogs/b1').update({ comments: [bobsComment, comment(alice), comment(alice, { body: 'Again' })] }));
  });
});
