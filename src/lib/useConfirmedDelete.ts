import { useState } from 'react';
import type { ConfirmDialogProps } from '../components/ConfirmDialog';

interface ConfirmedDeleteOptions<T> {
  /** The dialog's heading and question, e.g. "Delete FAQ" and the spec's confirmation. */
  title: string;
  message: string;
  remove: (id: string, item: T) => Promise<void>;
  onDeleted: (entry: T) => void;
  onFailed: (error: unknown) => void;
}

/**
 * Delete after confirmation: `ask` opens the dialog for an entry (render it with
 * `<ConfirmDialog {...deletion.dialog} />`), its Delete button deletes it. Deleted ids are
 * remembered so the list drops them without reloading.
 */
export function useConfirmedDelete<T extends { id: string }>({ title, message, remove, onDeleted, onFailed }: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      await remove(target.id, target);
      setDeletedIds((ids) => new Set(ids).add(target.id));
      onDeleted(target);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const dialog: ConfirmDialogProps = {
    open: target !== null,
    title,
    message,
    // The dialog's own "Delete", in the page's language.
    busy,
    onConfirm: () => void confirm(),
    onCancel: () => setTarget(null),
  };
  return {
    ask: (entry: T) => setTarget(entry),
    dialog,
    isDeleted: (entry: T) => deletedIds.has(entry.id),
  };
}
