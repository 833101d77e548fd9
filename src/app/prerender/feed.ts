// /feed.xml, the blog's RSS feed (src/prerender.tsx re-exports it for scripts/build.mjs and
// scripts/lib/contentPages.mjs), and the XML escaping the sitemap shares with it.
import { clinic } from '../../config/clinic';
import { paths, postPath } from '../../config/routes';
import { siteOrigin } from '../../config/site';
import { FEED_PATH, FEED_TITLE } from '../../components/fixedPages';
import { plainSummary } from '../../lib/blogText';
import { newestFirst } from '../../services/blogOrder';
import type { Blog } from '../../types';

/** How many posts the feed carries: the newest, as feed readers poll for what is new. */
export const FEED_POSTS = 20;

/** Text made safe inside an XML element or attribute: the feed's, and the sitemap's (scripts/lib/contentPages.mjs). */
export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /feed.xml (RSS 2.0): the newest published posts, each with its address, first words, category
 * and publication date. Written at build with no posts (so the head's link always answers) and
 * at deploy with them (scripts/lib/contentPages.mjs). `posts`: the published posts only.
 */
export function feedXml(posts: Blog[], now = new Date()): string {
  const blogUrl = `${siteOrigin}${paths.blog}`;
  const items = [...posts]
    .sort(newestFirst)
    .slice(0, FEED_POSTS)
    .map((post) => {
      const url = `${siteOrigin}${postPath(post.id)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(plainSummary(post.description, 300))}</description>`,
        `      <category>${escapeXml(post.category)}</category>`,
        ...(post.publishedAt ? [`      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`] : []),
        '    </item>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <atom:link href="${escapeXml(`${siteOrigin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Health articles from the doctors of ${clinic.name}, ${clinic.address.city}.`)}</description>`,
    '    <language>en-IN</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
