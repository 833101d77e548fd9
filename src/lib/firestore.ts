import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulatorPorts, sdkInstance } from './firebase';

export const firestore = sdkInstance(getFirestore, (db, host) => connectFirestoreEmulator(db, host, emulatorPorts.firestore));
