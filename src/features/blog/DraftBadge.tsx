import { useMessages } from '../../i18n/messages';
import type { Blog } from '../../types';
import { blogMessages } from './messages';

/** Marks a draft wherever an admin sees one (after its title); nothing for a published post. */
export function DraftBadge({ blog }: { blog: Pick<Blog, 'published'> }) {
  const t = useMessages(blogMessages);
  if (blog.published) return null;
  // The space before keeps "Title Draft" two words for screen readers.
  return (
    <>
      {' '}
      <span className="badge text-bg-warning align-middle fs-6">{t.draft}</span>
    </>
  );
}
