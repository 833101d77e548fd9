import { doc, increment, serverTimestamp, type Transaction, type WriteBatch } from 'firebase/firestore/lite';
import { firestore } from '../../lib/firestore';

/**
 * `clinic/publishing`: when public content last changed, and how many changes there have been.
 * The publish workflow compares it with the live site's build-info.json and rebuilds the pages
 * search engines and link previews read when they differ (docs/operating.md, "Publishing").
 * Admins only; the rules take only the request's time and a count one higher.
 */
const publishingRef = () => doc(firestore(), 'clinic', 'publishing');

/**
 * Adds, to the batch or transaction that changes a prerendered page (a published post, a doctor,
 * the hours, an FAQ, a service), the record that public content changed: it lands with the
 * change or not at all.
 */
export function recordContentChange(writer: WriteBatch | Transaction): void {
  const fields = { changedAt: serverTimestamp(), changes: increment(1) };
  // Both set(ref, data, options) alike; TypeScript cannot call a union of overloads.
  (writer as WriteBatch).set(publishingRef(), fields, { merge: true });
}
