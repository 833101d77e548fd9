import type { Faq } from '../../types';
import { demoDb, latency } from './store';

/** Demo twin of the FAQs module. */
export async function listFaqs(): Promise<Faq[]> {
  await latency();
  return structuredClone(demoDb().faqs).sort(
    (a, b) => (a.timestamp?.getTime() ?? 0) - (b.timestamp?.getTime() ?? 0),
  );
}
