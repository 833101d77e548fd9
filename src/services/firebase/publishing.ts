import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { PublishingState } from '../../types';

/**
 * What is waiting to go live (clinic/publishing; docs/operating.md, "Publishing"): admins read
 * it for their status line and ask for the next run of the publish workflow to go ahead. Content
 * writes record their changes themselves (contentChanges.ts).
 */
const publishingRef = () => doc(firestore(), 'clinic', 'publishing');

/** The recorded changes and the last "Publish now" (admins only). */
export async function getPublishingState(): Promise<PublishingState> {
  const data = (await getDoc(publishingRef())).data() ?? {};
  return {
    changes: typeof data.changes === 'number' ? data.changes : 0,
    changedAt: toDate(data.changedAt),
    requestedAt: toDate(data.requestedAt),
  };
}

/** "Publish now": the next run of the publish workflow rebuilds the public pages even if nothing changed (admins only). */
export async function requestPublishNow(): Promise<void> {
  await setDoc(publishingRef(), { requestedAt: serverTimestamp() }, { merge: true });
}
