import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * The confirmation dialog, fetched the first time it opens: the public lists (posts, doctors,
 * services, FAQs, comments) offer deletes to staff only, so a visitor's page does not carry it.
 */
export function ConfirmDialogOnDemand(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
