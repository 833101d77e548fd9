import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../src/services/firebase/auth';
import * as blogs from '../../src/services/firebase/blogs';
import * as doctors from '../../src/services/firebase/doctors';
import type { BlogInput } from '../../src/types';
import { firebaseBackend } from '../contract/firebaseBackend';

/**
 * The whole publishing cycle on the seeded emulators (issue 33): an admin publishes a post through
 * the service modules, the deploy step gives it its page, its sitemap entry and its feed item;
 * the admin withdraws it, and the next deploy step takes all three away; a deleted doctor's page
 * and sitemap entry go the same way. "Changes waiting"
 * (scripts/publish-check.mjs against the build's build-info.json) is true before each deploy step
 * and false after it.
 */
const run = promisify(execFile);
const dist = mkdtempSync(join(tmpdir(), 'clinic-publish-'));
const file = (path: string) => readFileSync(join(dist, path), 'utf8');

const post: BlogInput = {
  authorId: 'dr-ananya-iyer',
  reviewerId: '',
  reviewedAgain: false,
  title: 'Kidney stones in summer',
  category: 'Disease Prevention and Management',
  tags: ['summer'],
  trending: 'no',
  description: 'Drink water through the day, more when it is hot.',
  imgUrl: '',
  imgCardUrl: '',
  imgAlt: '',
  published: true,
};

async function changesWaiting(): Promise<boolean> {
  const { stdout } = await run('node', ['scripts/publish-check.mjs', '--live', join(dist, 'build-info.json')]);
  return !stdout.includes('nothing to publish');
}
const deployStep = () => run('node', ['scripts/seo-content.mjs', '--dist', dist]);

beforeAll(async () => {
  await firebaseBackend.reset();
  await run('node', ['scripts/seed-emulators.mjs']);
  await run('node', ['scripts/build.mjs', '--mode', 'production', '--outDir', dist]);
}, 300_000);

afterAll(async () => {
  await auth.logOut();
  rmSync(dist, { recursive: true, force: true });
});

// Each test runs the deploy step and its check six times, each a Node process that loads the build:
// past Vitest's 30 s on a busy machine (the other emulator tests run beside this file).
describe('publish, deploy step, withdraw, deploy step', { timeout: 120_000 }, () => {
  it('the post goes live with its page, sitemap entry and feed item, and leaves with all three', async () => {
    // The seed's own deploy: nothing is waiting after it.
    await deployStep();
    expect(await changesWaiting()).toBe(false);

    const admin = await auth.signInWithEmail('admin@clinic.test', 'admin1234');
    const id = await blogs.createBlog(post, admin);
    expect(await changesWaiting()).toBe(true);

    await deployStep();
    const page = file(`detail/${id}.html`);
    expect(page).toMatch(/<title>[^<]*Kidney stones in summer/);
    expect(page).toContain('Drink water through the day');
    expect(file('sitemap.xml')).toContain(`/detail/${id}</loc>`);
    expect(file('feed.xml')).toContain('Kidney stones in summer');
    expect(await changesWaiting()).toBe(false);

    await blogs.updateBlog(id, { ...post, published: false }, admin);
    expect(await changesWaiting()).toBe(true);

    await deployStep();
    expect(existsSync(join(dist, 'detail', `${id}.html`))).toBe(false);
    expect(file('sitemap.xml')).not.toContain(id);
    expect(file('feed.xml')).not.toContain('Kidney stones in summer');
    expect(await changesWaiting()).toBe(false);
  });

  it('a deleted doctor loses their page and their sitemap entry at the next deploy step', async () => {
    await deployStep();
    expect(existsSync(join(dist, 'doctors', 'dr-rohan-kulkarni.html'))).toBe(true);
    expect(file('sitemap.xml')).toContain('/doctors/dr-rohan-kulkarni</loc>');
    expect(await changesWaiting()).toBe(false);

    await auth.signInWithEmail('admin@clinic.test', 'admin1234');
    await doctors.deleteDoctor('dr-rohan-kulkarni');
    expect(await changesWaiting()).toBe(true);

    await deployStep();
    expect(existsSync(join(dist, 'doctors', 'dr-rohan-kulkarni.html'))).toBe(false);
    expect(file('sitemap.xml')).not.toContain('dr-rohan-kulkarni');
    expect(await changesWaiting()).toBe(false);
  });
});
