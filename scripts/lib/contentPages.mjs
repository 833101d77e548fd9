// Adds what lives in Firestore to a built site, for search engines and link previews that run no
// JavaScript (scripts/seo-content.mjs at deploy; the demo build with the seed's content):
// - each post's address in sitemap.xml, and a copy of the post shell (detail-shell.html) whose
//   <head> is the post's own: title, first words, image. Hosting serves dist/detail/<id>.html for
//   /detail/<id> before its rewrite to the shell (and `vite preview` does the same);
// - the FAQs as an FAQPage (JSON-LD) in the home page's HTML. The app removes it when it starts
//   (it is one of PageMeta's tags) and describes the FAQs itself once they are shown.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendToHead, loadPrerender, withoutPageHead, withoutStructuredData } from './pageHtml.mjs';

/** Ids that are safe as file names; a post with any other id is still served, by the shell. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @param outDir the built site (dist)
 * @param mode the build's mode, whose prerender bundle makes the heads
 * @param content.posts the published posts only (a draft's page would show its words to anyone):
 *   [{ id, title, description, imgUrl, imgAlt, timestamp: Date | null }]
 * @param content.faqs [{ title, description }] (question and answer)
 * @returns the number of post pages written
 */
export async function addContentToSite(outDir, mode, { posts, faqs }) {
  const { postHeadHtml, faqStructuredDataHtml, postPath, prerenderedPages, sitemap } = await loadPrerender(mode);
  const sitemapFile = join(outDir, 'sitemap.xml');
  const shellFile = join(outDir, 'detail-shell.html');
  if (!existsSync(sitemapFile) || !existsSync(shellFile)) throw new Error(`${outDir} is not a built site (run npm run build first)`);

  // Runs again on the same build without adding twice: earlier post entries, pages and FAQs go first.
  const postUrl = (id) => `${sitemap.origin}${postPath(id)}`;
  const fixed = readFileSync(sitemapFile, 'utf8')
    .split('\n')
    .filter((line) => !line.includes(`<loc>${postUrl('')}`)); // every post's address starts so
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

  for (const { file } of prerenderedPages.filter((page) => page.module === 'src/features/home/HomePage.tsx')) {
    const home = withoutStructuredData(readFileSync(join(outDir, file), 'utf8'));
    writeFileSync(join(outDir, file), faqs.length > 0 ? appendToHead(home, [faqStructuredDataHtml(faqs)]) : home);
  }
  return written;
}
