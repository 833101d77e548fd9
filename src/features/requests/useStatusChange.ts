import { useState } from 'react';
import { setRequestStatus } from '@services/requests';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../lib/toast';
import type { RequestKind, RequestStatus, StoredRequestFields } from '../../types';
import { movedMessages } from './inboxLabels';
import { inboxMessages } from './inboxMessages';

/** Moves one request to another status and says so; `saving` while the change is on its way. */
export function useStatusChange(kind: RequestKind, request: StoredRequestFields, onStatus: (status: RequestStatus) => void) {
  const t = useMessages(inboxMessages);
  const [saving, setSaving] = useState(false);

  async function move(to: RequestStatus) {
    setSaving(true);
    try {
      await setRequestStatus(kind, request, to);
      onStatus(to);
      toast.success(t[movedMessages[to]]);
    } catch (error) {
      console.error('Could not change the status', error);
      toast.error(t.statusFailed);
    } finally {
      setSaving(false);
    }
  }

  return { saving, move };
}
