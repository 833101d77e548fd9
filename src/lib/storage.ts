import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts, sdkInstance } from './firebase';

/** Only the blog editor needs Storage; keeping it here keeps it out of every other page. */
export const firebaseStorage = sdkInstance(getStorage, (storage, host) => connectStorageEmulator(storage, host, emulatorPorts.storage));
