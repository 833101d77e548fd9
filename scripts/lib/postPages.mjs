// Adds posts to a built site: their addresses to sitemap.xml, and for each post a copy of the
// post shell (detail-shell.html) whose <head> is the post's own: title, first words, image. Hosting
// serves dist/detail/<id>.html for /detail/<id> before its rewrite to the shell (and `vite preview`
// does the same), so search engines and link previews that run no JavaScript see the post.
// Used by scripts/seo-posts.mjs (posts from Firestore, at deploy) and by the demo build (the seed's).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendToHead, loadPrerender, withoutPageHead } from './pageHtml.mjs';

/** Ids that are safe as file names; a post with any other id is still served, by the shell. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param outDir the built site (dist)
 * @param mode the build's mode, whose prerender bundle makes the heads
 * @param posts [{ id, title, description, imgUrl, timestamp: Date | null }]
 * @returns the number of post pages written
 */
export async function addPostsToSite(outDir, mode, posts) {
  const { postHeadHtml, sitemap } = await loadPrerender(mode);
  const sitemapFile = join(outDir, 'sitemap.xml');
  const shellFile = join(outDir, 'detail-shell.html');
  if (!existsSync(sitemapFile) || !existsSync(shellFile)) throw new Error(`${outDir} is not a built site (run npm run build first)`);

  // Runs again on the same build without adding twice: earlier post entries and pages go first.
  const postUrl = (id) => `${sitemap.origin}/detail/${encodeURIComponent(id)}`;
  const fixed = readFileSync(sitemapFile, 'utf8')
    .split('\n')
    .filter((line) => !line.includes(`<loc>${sitemap.origin}/detail/`));
  const entries = posts.map(({ id, timestamp }) => {
    const lastmod = timestamp ? `<lastmod>${timestamp.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(postUrl(id))}</loc>${lastmod}</url>`;
  });
  const end = fixed.indexOf('</urlset>');
  writeFileSync(sitemapFile, [...fixed.slice(0, end), ...entries, ...fixed.slice(end)].join('\n'));

  const postsDir = join(outDir, 'detail');
  rmSync(postsDir, { recursive: true, force: true });
  mkdirSync(postsDir);
  const shell = withoutPageHead(readFileSync(shellFile, 'utf8'));
  let written = 0;
  for (const post of posts) {
    if (!FILE_SAFE_ID.test(post.id)) continue;
    writeFileSync(join(postsDir, `${post.id}.html`), appendToHead(shell, [postHeadHtml(post)]));
    written += 1;
  }
  return written;
}
