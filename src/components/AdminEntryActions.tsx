import { Link } from 'react-router-dom';
import { PencilIcon, TrashIcon } from './Icons';

/** The admins' edit and delete icons for one entry, with names a screen reader can announce. */
export function AdminEntryActions({ editTo, name, onDelete }: { editTo: string; name: string; onDelete: () => void }) {
  return (
    <span className="admin-actions">
      <Link to={editTo} className="btn btn-sm btn-outline-primary" aria-label={`Edit ${name}`} title={`Edit ${name}`}>
        <PencilIcon width={16} height={16} />
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Delete ${name}`}
        title={`Delete ${name}`}
        onClick={onDelete}
      >
        <TrashIcon width={16} height={16} />
      </button>
    </span>
  );
}
