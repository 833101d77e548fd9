import { doc, getDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { runScript, storeOnly } from '../utils/scripts';
import { modularFirestore, rulesEnvironmentForFile } from './setup';

/** `npm run rebuild:topics` on the emulator: the summary from the published posts, and no comment without its post. */
const env = rulesEnvironmentForFile();
const rebuild = (...args: string[]) => runScript('scripts/rebuild-topics.mjs', args, { check: true });

const post = (category: string, tags: string[], published: boolean) => ({ title: 'T', category, tags, published });

beforeEach(() =>
  storeOnly(env, {
    'blogs/a': post('Nutrition and Diet', ['fever', 'monsoon'], true),
    'blogs/b': post('Nutrition and Diet', ['fever'], true),
    'blogs/draft': post("Women's Health", ['secret'], false),
    'blogs/a/comments/kept': { body: 'stays' },
    'blogs/gone/comments/left': { body: 'left by an interrupted delete' },
    'blogTopics/summary': { tags: [{ name: 'stale', count: 9 }], categories: [], updatedAt: new Date(0) },
  }),
);

describe('npm run rebuild:topics', () => {
  it('counts the published posts only, and deletes comments whose post is gone', async () => {
    const { stdout } = await rebuild();
    expect(stdout).toContain('from 2 published of 3 posts');
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      const summary = (await getDoc(doc(db, 'blogTopics/summary'))).data();
      expect(summary?.tags).toEqual([
        { name: 'fever', count: 2 },
        { name: 'monsoon', count: 1 },
      ]);
      expect(summary?.categories).toEqual([{ name: 'Nutrition and Diet', count: 2 }]);
      expect((await getDoc(doc(db, 'blogs/a/comments/kept'))).exists()).toBe(true);
      expect((await getDoc(doc(db, 'blogs/gone/comments/left'))).exists()).toBe(false);
    });
  });

  it('changes nothing with --dry-run', async () => {
    const { stdout } = await rebuild('--dry-run');
    expect(stdout).toContain('Would delete 1 comments');
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = modularFirestore(ctx);
      expect((await getDoc(doc(db, 'blogTopics/summary'))).data()?.tags).toEqual([{ name: 'stale', count: 9 }]);
      expect((await getDoc(doc(db, 'blogs/gone/comments/left'))).exists()).toBe(true);
    });
  });
});
