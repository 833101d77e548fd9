import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * Firebase App Check with reCAPTCHA Enterprise, in builds given VITE_APPCHECK_SITE_KEY (vite.config.ts
 * points `@app-check` here then, and at ./off.ts otherwise, so no other build carries the SDK).
 * With enforcement on in the Firebase console, Firestore and Storage answer only requests with a
 * token proving they come from this site. Started with the Firebase app, before any request.
 */

declare global {
  // Read by the App Check SDK: true makes it log a debug token instead of asking reCAPTCHA.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

export function activateAppCheck(app: FirebaseApp, { usingEmulators }: { usingEmulators: boolean }): void {
  const siteKey = import.meta.env.VITE_APPCHECK_SITE_KEY;
  // No browser, no reCAPTCHA (the build-time prerender makes no requests).
  if (!siteKey || typeof document === 'undefined') return;
  // The emulators do not check tokens, and reCAPTCHA does not know localhost: the debug provider.
  if (usingEmulators) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = true;
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
