import type { Blog } from '../../types';

/** Marks a draft wherever an admin sees one (after its title); nothing for a published post. */
export function DraftBadge({ blog }: { blog: Pick<Blog, 'published'> }) {
  if (blog.published) return null;
  // The space before keeps "Title Draft" two words for screen readers.
  return (
    <>
      {' '}
      <span className="badge text-bg-warning align-middle fs-6">Draft</span>
    </>
  );
}
