import { describe, expect, it } from 'vitest';
import { parsePageData, pageDataJson } from '../../src/lib/pageData';
import { blogPageOf } from '../../src/services/blogOrder';
import { textFingerprint } from '../../src/features/blog/PostBody';
import { seedBlogs } from '../../src/seed';

describe("a page's data, carried in its HTML", () => {
  it('comes back as it went, Dates included', () => {
    const post = seedBlogs.find((blog) => blog.published)!;
    const data = { [`blog:${post.id}`]: post, blogs: blogPageOf([post]), nothing: null };
    const back = parsePageData(pageDataJson(data));
    expect(back).toEqual(data);
    expect((back[`blog:${post.id}`] as typeof post).publishedAt).toBeInstanceOf(Date);
  });

  it('cannot end its <script> element, whatever a post says', () => {
    const json = pageDataJson({ post: { description: 'Take care </script><script>alert(1)</script> <!-- and -->' } });
    expect(json).not.toMatch(/<\/?script|<!--/i);
    expect(parsePageData(json)).toEqual({ post: { description: 'Take care </script><script>alert(1)</script> <!-- and -->' } });
  });

  it('keeps an object that only looks like a date as it is when it is not one', () => {
    expect(parsePageData('{"a":{"$date":"2026-11-23T00:00:00.000Z","other":1},"b":[1,2]}')).toEqual({
      a: { $date: '2026-11-23T00:00:00.000Z', other: 1 },
      b: [1, 2],
    });
    expect(parsePageData('[1,2]')).toEqual({});
  });
});

describe("a post's text fingerprint (which text a prerendered body was made from)", () => {
  it('differs for an edit of one character, and for texts of other lengths', () => {
    const text = 'Fever with severe pain needs a doctor the same day.';
    expect(textFingerprint(text)).toBe(textFingerprint(`${text}`));
    expect(textFingerprint(text)).not.toBe(textFingerprint(text.replace('same', 'sane')));
    expect(textFingerprint(text)).not.toBe(textFingerprint(`${text} `));
    expect(textFingerprint('🙂 नमस्ते')).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  });
});
