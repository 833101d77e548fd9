import { Link } from 'react-router-dom';
import { useMessages } from '../i18n/messages';
import { PencilIcon, TrashIcon } from './Icons';
import { componentMessages } from './messages';

/** The admins' edit and delete icons for one entry, with names a screen reader can announce. */
export function AdminEntryActions({ editTo, name, onDelete }: { editTo: string; name: string; onDelete: () => void }) {
  const t = useMessages(componentMessages);
  return (
    <span className="admin-actions">
      <Link to={editTo} className="btn btn-sm btn-outline-primary" aria-label={t.editEntry(name)} title={t.editEntry(name)}>
        <PencilIcon width={16} height={16} />
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={t.deleteEntry(name)}
        title={t.deleteEntry(name)}
        onClick={onDelete}
      >
        <TrashIcon width={16} height={16} />
      </button>
    </span>
  );
}
