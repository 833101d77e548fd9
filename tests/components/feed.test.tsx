import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEED_TITLE } from '../../src/components/fixedPages';
import { feedXml, FEED_POSTS } from '../../src/prerender';
import { seedBlogs } from '../../src/seed';
import type { Blog } from '../../src/types';

const published = seedBlogs.filter((post) => post.published);

describe('The blog feed (/feed.xml)', () => {
  it('lists the newest published posts first, at most FEED_POSTS, with address, date and first words', () => {
    const many: Blog[] = Array.from({ length: FEED_POSTS + 5 }, (_, i) => ({
      ...published[0],
      id: `post-${i}`,
      title: `Post ${i}`,
      publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
    const feed = feedXml(many, new Date('2026-11-23T00:00:00Z'));
    const titles = [...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles).toHaveLength(FEED_POSTS);
    expect(titles[0]).toBe(`Post ${FEED_POSTS + 4}`);
    expect(feed).toContain('<pubDate>Sun, 25 Jan 2026 00:00:00 GMT</pubDate>');
    expect(feed).toContain('<link>https://www.sanjeevani-clinic.example/detail/post-24</link>');
    expect(feed).toContain(`<title>${FEED_TITLE}</title>`);
  });

  it('escapes what a post says: no markup of its own gets into the XML', () => {
    const feed = feedXml([
      { ...published[0], title: 'Fever & <script>alert(1)</script>', description: 'Rest "well" & drink <b>water</b>' },
    ]);
    expect(feed).toContain('<title>Fever &amp; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(feed).not.toContain('<script>');
    expect(feed).not.toContain('<b>');
  });

  it('with no posts (the build, before the deploy step) is still a valid, empty channel', () => {
    const feed = feedXml([]);
    expect(feed).toContain('<channel>');
    expect(feed).not.toContain('<item>');
  });

  it('every page’s head links it under the same title', () => {
    const shell = readFileSync('index.html', 'utf8');
    expect(shell).toContain(`<link rel="alternate" type="application/rss+xml" title="${FEED_TITLE}" href="/feed.xml" />`);
  });
});
