import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, COMMENT_PAGE_SIZE, RELATED_POSTS_COUNT } from '../../src/config/constants';
import { demoDb, documentReadsSoFar, resetDocumentReads } from '../../src/services/demo/store';
import type { Blog } from '../../src/types';
import { findPageHeading, renderApp } from '../utils/render';

/**
 * What one visit to /CBlog costs in Firestore document reads, counted at the service boundary
 * (the demo twins bill reads as Firestore does): the list, the sidebar's topics summary, Most
 * Popular and Latest must stay within 15 reads however many posts there are, plus the clinic's
 * opening hours that the footer shows (one read per visit, shared by every page).
 */
/**
 * A post page's bound, as docs/features.md states it: the post (1), related posts (two queries of at
 * most RELATED_POSTS_COUNT + 1 = 4), the first page of comments (COMMENT_PAGE_SIZE + 1 = 11: one
 * more says whether there is a next page), their count (1) and the reserved names that decide which
 * commenters' names are shown (1), and the opening hours (1): 23.
 */
const POST_PAGE_READS = 1 + 2 * (RELATED_POSTS_COUNT + 1) + (COMMENT_PAGE_SIZE + 1) + 1 + 1 + 1;

function posts(count: number): Blog[] {
  return Array.from({ length: count }, (_, i) => {
    const time = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
    return {
      id: `post-${i}`,
      title: `Post number ${i}`,
      category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length],
      tags: [`tag${i % 50}`, `topic${i % 7}`],
      trending: i % 3 === 0 ? 'yes' : 'no',
      description: `What post ${i} says.`,
      imgUrl: '',
      imgCardUrl: '',
      imgAlt: '',
      likes: [],
      author: 'Dr. Ananya Iyer',
      authorId: 'dr-ananya-iyer',
      reviewerId: '',
      reviewerName: '',
      reviewedAt: null,
      userId: 'demo-admin',
      timestamp: time,
      published: true,
      publishedAt: time,
    };
  });
}

async function readsOfOneVisit(count: number): Promise<number> {
  demoDb().blogs = posts(count);
  resetDocumentReads();
  await renderApp('/CBlog');
  await findPageHeading('Daily Blogs');
  await screen.findByRole('heading', { name: 'Most Popular' });
  expect(screen.getAllByRole('article')).toHaveLength(4);
  return documentReadsSoFar();
}

describe('Firestore reads of one /CBlog visit', () => {
  it.each([10, 1000])('stay within 15, and 1 for the opening hours, with %i posts', async (count) => {
    const reads = await readsOfOneVisit(count);
    console.info(`/CBlog with ${count} posts: ${reads} document reads`);
    expect(reads).toBeLessThanOrEqual(15 + 1);
  });
});

/** One visit to a post's page with 25 comments, however many posts there are. */
async function readsOfOnePostVisit(count: number): Promise<number> {
  demoDb().blogs = posts(count);
  demoDb().comments['post-7'] = Array.from({ length: 25 }, (_, i) => ({
    id: `comment-${i}`,
    userId: 'patient',
    name: 'Meera Nair',
    body: `Thank you ${i}`,
    createdAt: new Date(Date.UTC(2026, 1, 1) + i * 60_000),
    staff: false,
  }));
  resetDocumentReads();
  await renderApp('/detail/post-7');
  await findPageHeading('Post number 7');
  await screen.findByRole('region', { name: 'Related articles' });
  await screen.findByRole('heading', { name: /Comments/ });
  return documentReadsSoFar();
}

describe('Firestore reads of one post page', () => {
  it.each([10, 1000])(`stay within ${POST_PAGE_READS} with %i posts`, async (count) => {
    const reads = await readsOfOnePostVisit(count);
    console.info(`/detail/post-7 with ${count} posts: ${reads} document reads`);
    expect(reads).toBeLessThanOrEqual(POST_PAGE_READS);
  });
});
