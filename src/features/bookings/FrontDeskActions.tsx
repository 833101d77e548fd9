import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { invalidate } from '../../lib/invalidation';
import { toast } from '../../lib/toast';
import { isBookingFailure } from '../../services/bookingDocuments';
import { isPermissionDenied } from '../../services/errors';
import { bookingStaffMessages } from './staffMessages';
import { FRONT_DESK_TAG, type RunWrite, type WriteOutcome } from './frontDesk';

/** The front desk's writes: `busy` while one runs (its buttons wait), `run` to start one. */
export interface FrontDeskActions {
  busy: boolean;
  run: RunWrite;
}

const FrontDeskActionsContext = createContext<FrontDeskActions | null>(null);

/**
 * One write at a time for the whole page (double clicks, two buttons at once), then a fresh read of
 * what is stored. Provided once by the front desk page, read by the rows and forms that write.
 */
export function FrontDeskActionsProvider({ children }: { children: ReactNode }) {
  const t = useMessages(bookingStaffMessages);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback<RunWrite>(
    async (task, { done, failed, refused }): Promise<WriteOutcome> => {
      if (running.current) return { ok: false, message: null };
      running.current = true;
      setBusy(true);
      try {
        await task();
        toast.success(done);
        return { ok: true };
      } catch (error) {
        if (isBookingFailure(error, 'slot-taken')) return { ok: false, message: t.slotTaken };
        if (refused && isPermissionDenied(error)) return { ok: false, message: refused };
        console.error(failed, error);
        return { ok: false, message: t.failedRetry(failed) };
      } finally {
        running.current = false;
        setBusy(false);
        // After a failure too: what is stored now (a time taken meanwhile) is what staff should see.
        invalidate(FRONT_DESK_TAG);
      }
    },
    [t],
  );
  const actions = useMemo(() => ({ busy, run }), [busy, run]);
  return <FrontDeskActionsContext.Provider value={actions}>{children}</FrontDeskActionsContext.Provider>;
}

export function useFrontDeskActions(): FrontDeskActions {
  const actions = useContext(FrontDeskActionsContext);
  if (!actions) throw new Error('useFrontDeskActions must be used inside <FrontDeskActionsProvider>');
  return actions;
}
