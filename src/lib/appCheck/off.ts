import type { FirebaseApp } from 'firebase/app';

/** Builds without VITE_APPCHECK_SITE_KEY, and the demo build: no App Check (see ./on.ts). */
export function activateAppCheck(_app: FirebaseApp, _options: { usingEmulators: boolean }): void {}
