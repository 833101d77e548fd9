import type { MedicalService } from '../../types';
import { demoDb, latency } from './store';

/** Demo twin of the medical services module. */
export async function listMedicalServices(): Promise<MedicalService[]> {
  await latency();
  return structuredClone(demoDb().medicalServices).sort(byTimestamp);
}

function byTimestamp(a: MedicalService, b: MedicalService): number {
  return (a.timestamp?.getTime() ?? 0) - (b.timestamp?.getTime() ?? 0);
}
