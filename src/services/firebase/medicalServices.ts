import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { asString, readConverter, toDate } from '../../lib/firestoreConverters';
import { firestore } from '../../lib/firestore';
import type { MedicalService } from '../../types';

/** The clinic's medical services (collection `services`). */

const medicalServiceConverter = readConverter<MedicalService>((id, data) => ({
  id,
  title: asString(data.title),
  description: asString(data.description),
  timestamp: toDate(data.timestamp),
  author: asString(data.author),
  userId: asString(data.userId),
}));

const servicesCollection = () => collection(firestore(), 'services').withConverter(medicalServiceConverter);

/** All services, oldest first, so the order the clinic added them is the order shown. */
export async function listMedicalServices(): Promise<MedicalService[]> {
  const snapshot = await getDocs(query(servicesCollection(), orderBy('timestamp', 'asc')));
  return snapshot.docs.map((d) => d.data());
}
