import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from './firebase';

let storage: FirebaseStorage | undefined;

/** Only the blog editor needs Storage; keeping it here keeps it out of every other page. */
export function firebaseStorage(): FirebaseStorage {
  if (storage) return storage;
  storage = getStorage(firebaseApp());
  if (usingEmulators) connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
  return storage;
}
