import type { PublishingState } from '../../types';
import { billReads, demoPublishing, latency, requireDemoAdmin, saveDemoDb, serverNow } from './store';

/** Demo twin of the publishing module: admins only, as the rules. The demo has no deploys; its status line says so. */

export async function getPublishingState(): Promise<PublishingState> {
  await latency();
  requireDemoAdmin();
  return billReads(structuredClone(demoPublishing()), 1);
}

export async function requestPublishNow(): Promise<void> {
  await latency();
  requireDemoAdmin();
  demoPublishing().requestedAt = serverNow();
  saveDemoDb();
}
