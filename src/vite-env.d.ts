/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  /** 'off' when npm run dev runs the emulators without Storage (src/lib/imageUpload.ts). */
  readonly VITE_STORAGE_EMULATOR?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_CONTACT_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_APPOINTMENT_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  /** The site's public address, e.g. https://www.example-clinic.in (canonical links, sitemap). */
  readonly VITE_SITE_ORIGIN?: string;
  /** reCAPTCHA Enterprise site key for Firebase App Check; empty: App Check is not used. */
  readonly VITE_APPCHECK_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** .firebaserc's "emulators" alias, put in by vite.config.ts. */
declare const __EMULATOR_PROJECT_ID__: string;
/** The ports of firebase.json's "emulators" block, put in by vite.config.ts. */
declare const __EMULATOR_PORTS__: { auth: number; firestore: number; storage: number };
/** The one language of a per-language production bundle, or null (src/i18n/messages.ts BUNDLE_LOCALE). */
declare const __BUNDLE_LOCALE__: string | null;
