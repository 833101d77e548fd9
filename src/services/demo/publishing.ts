import type { PublishingState } from '../../types';
import {
  billReads,
  demoPublishing,
  demoSessionUid,
  isDemoStaff,
  latency,
  permissionDenied,
  requireDemoPermission,
  saveDemoDb,
  serverNow,
} from './store';

/**
 * Demo twin of the publishing module, as the rules: any staff role reads the state, the owner and
 * the editor ask for "Publish now". The demo has no deploys; its status line says so.
 */

export async function getPublishingState(): Promise<PublishingState> {
  await latency();
  if (!isDemoStaff(demoSessionUid())) throw permissionDenied();
  return billReads(structuredClone(demoPublishing()), 1);
}

export async function requestPublishNow(): Promise<void> {
  await latency();
  requireDemoPermission('publishNow');
  demoPublishing().requestedAt = serverNow();
  saveDemoDb();
}
