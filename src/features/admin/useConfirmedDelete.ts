import { useState } from 'react';

interface ConfirmedDeleteOptions<T> {
  remove: (id: string) => Promise<void>;
  onDeleted: (entry: T) => void;
  onFailed: (error: unknown) => void;
}

/**
 * Delete after confirmation: `ask` opens the dialog for an entry, `confirm` deletes it.
 * Deleted ids are remembered so the list drops them without reloading.
 */
export function useConfirmedDelete<T extends { id: string }>({ remove, onDeleted, onFailed }: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      await remove(target.id);
      setDeletedIds((ids) => new Set(ids).add(target.id));
      onDeleted(target);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  return {
    target,
    busy,
    ask: (entry: T) => setTarget(entry),
    cancel: () => setTarget(null),
    confirm: () => void confirm(),
    isDeleted: (entry: T) => deletedIds.has(entry.id),
  };
}
