import { Link } from 'react-router-dom';
import { AdminEntryActions } from '../../components/AdminEntryActions';
import { BLOG_PREVIEW_LENGTH } from '../../config/constants';
import { excerpt } from '../../lib/blogText';
import { formatMonthDay } from '../../lib/dates';
import type { Blog } from '../../types';
import { blogImage } from './blogImage';

export function BlogCard({ blog, onDelete }: { blog: Blog; onDelete?: () => void }) {
  return (
    <article className="card blog-card h-100">
      <img src={blogImage(blog.imgUrl)} alt="" width={560} height={315} loading="lazy" decoding="async" className="card-img-top blog-card-image" />
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <Link to={`/category/${encodeURIComponent(blog.category)}`} className="badge text-bg-primary text-decoration-none text-wrap">
            {blog.category}
          </Link>
          {onDelete && <AdminEntryActions editTo={`/update/${encodeURIComponent(blog.id)}`} name={`blog: ${blog.title}`} onDelete={onDelete} />}
        </div>
        <h2 className="h5 card-title">{blog.title}</h2>
        <p className="small text-body-secondary mb-2">
          {blog.author} · <time dateTime={blog.timestamp?.toISOString()}>{formatMonthDay(blog.timestamp)}</time>
        </p>
        <p className="card-text flex-grow-1">{excerpt(blog.description, BLOG_PREVIEW_LENGTH)}</p>
        <Link to={`/detail/${encodeURIComponent(blog.id)}`} className="btn btn-outline-primary align-self-start" aria-label={`Read More: ${blog.title}`}>
          Read More<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}
