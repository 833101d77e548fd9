import { Timestamp, type DocumentData, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';

/** Timestamps become Dates at the boundary. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

export { asString } from './fieldValues';

/**
 * A read-side converter: maps a document to a domain type. Writes go through explicit
 * field lists in each service module, so the converter only needs `fromFirestore`.
 */
export function readConverter<T>(fromData: (id: string, data: DocumentData) => T): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore(value) {
      return value as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      return fromData(snapshot.id, snapshot.data());
    },
  };
}
