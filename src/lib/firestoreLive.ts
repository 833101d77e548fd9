import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorPorts, sdkInstance } from './firebase';

/**
 * The full Firestore SDK, for live updates (onSnapshot): only the video call's signalling uses it
 * (src/services/firebase/videoCall.ts), so only the call page downloads it; everything else reads
 * through Firestore Lite (lib/firestore.ts).
 */
export const liveFirestore = sdkInstance(getFirestore, (db, host) => connectFirestoreEmulator(db, host, emulatorPorts.firestore));
