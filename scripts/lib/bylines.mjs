// Which doctor a text byline names, for `npm run migrate:authors` (scripts/migrate-authors.mjs).
// Pure, so the unit tests check it without a database.

/** A name as compared: no "Dr." title, no case, no punctuation, single spaces. */
export function comparableName(name) {
  return String(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\s*dr\.?\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What the migration does with each post: `link` it to the one doctor its text byline names, or
 * `keep` its text byline (no doctor of that name, or more than one) with the reason. Posts that
 * already name a doctor (an `authorId`) are left out: running it twice changes nothing.
 * posts: [{ id, title, author, authorId? }]; doctors: [{ id, name }].
 */
export function planAuthorLinks(posts, doctors) {
  const plan = { link: [], keep: [] };
  for (const post of posts) {
    if (typeof post.authorId === 'string' && post.authorId !== '') continue;
    const named = comparableName(post.author ?? '');
    const matches = named ? doctors.filter((doctor) => comparableName(doctor.name) === named) : [];
    if (matches.length === 1) plan.link.push({ post, doctor: matches[0] });
    else plan.keep.push({ post, reason: matches.length === 0 ? 'no doctor of that name' : `${matches.length} doctors of that name` });
  }
  return plan;
}
