import { ConfirmDialogOnDemand } from '../../components/ConfirmDialogOnDemand';
import type { Blog } from '../../types';
import { useCan } from '../auth';
import { BlogCard } from './BlogCard';
import { useBlogDelete } from './useBlogDelete';

/** A grid of blog cards; admins can delete from it (after confirming). */
export function BlogCards({ blogs }: { blogs: Blog[] }) {
  const editsContent = useCan()('editContent');
  const deletion = useBlogDelete();
  const shown = blogs.filter((blog) => !deletion.isDeleted(blog));

  return (
    <>
      <ul className="row g-4 list-unstyled">
        {shown.map((blog, position) => (
          <li key={blog.id} className="col-12 col-md-6">
            <BlogCard blog={blog} position={position} onDelete={editsContent ? () => deletion.ask(blog) : undefined} />
          </li>
        ))}
      </ul>
      <ConfirmDialogOnDemand {...deletion.dialog} />
    </>
  );
}
