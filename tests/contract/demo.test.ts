import { demoBackend } from './demoBackend';
import { allContracts } from './suites';

/** The service contract on the demo twins (in `npm test`; the same suites run on Firebase in firebase.test.ts). */
allContracts(demoBackend);
