import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './firebase';

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp());
  if (usingEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  return db;
}
