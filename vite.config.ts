/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { emulatorPort, emulatorProjectId } from './scripts/lib/emulators.mjs';

/**
 * The backend seam: `@services/*` resolves to the Firebase service modules, or to their
 * in-memory demo twins in `demo` mode and in component tests. Production builds can never
 * import a demo module, because nothing else points at that folder.
 */
export function backendFor(mode: string): 'demo' | 'firebase' {
  return mode === 'demo' || mode === 'test' ? 'demo' : 'firebase';
}

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Firebase App Check is in a build only when it is configured (VITE_APPCHECK_SITE_KEY) and the
 * build talks to Firebase: `@app-check` is src/lib/appCheck/on.ts then, and off.ts otherwise.
 */
export function appCheckFor(mode: string): 'on' | 'off' {
  return backendFor(mode) === 'firebase' && loadEnv(mode, fromRoot('.'), 'VITE_').VITE_APPCHECK_SITE_KEY ? 'on' : 'off';
}

/** A Hosting glob (`**`, `*`) as a regular expression over the whole path. */
function globToRegExp(glob: string): RegExp {
  const parts = glob.split('**').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'));
  return new RegExp(`^${parts.join('.*')}$`);
}

/**
 * `vite preview` serves the build as Firebase Hosting does, from firebase.json: clean URLs
 * (/home is home.html, the prerendered page) and the rewrites (/detail/** to the post shell,
 * anything else to app.html), so browser tests and Lighthouse see what patients get.
 */
function firebaseHostingPaths(): Plugin {
  return {
    name: 'firebase-hosting-paths',
    configurePreviewServer(server) {
      const { hosting } = JSON.parse(readFileSync(fromRoot('./firebase.json'), 'utf8')) as {
        hosting: { rewrites: Array<{ source: string; destination: string }> };
      };
      const rewrites = hosting.rewrites.map(({ source, destination }) => ({ pattern: globToRegExp(source), destination }));
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        const path = decodeURIComponent(url.pathname);
        // Paths with a dot are files (and '..' never reaches the disk check).
        if (path !== '/' && !path.includes('.')) {
          // /kn/ is kn/index.html, as Hosting serves a folder's index.
          const page =
            path.endsWith('/') && existsSync(join(outDir, path, 'index.html')) ? `${path}index.html` : `${path.replace(/\/$/, '')}.html`;
          const destination = existsSync(join(outDir, page)) ? page : rewrites.find((r) => r.pattern.test(path))?.destination;
          if (destination) req.url = `${destination}${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * Firestore Lite's 4 kB of Closure code for one comparison, replaced (src/lib/sdkShims/bloomBlob.ts
 * says why). Only Lite's import: the full SDK, which the video call page alone loads for live
 * updates (issue 46), needs the real module's Md5 and BloomFilter, and keeps it.
 */
function liteBloomBlobShim(): Plugin {
  const shim = fromRoot('./src/lib/sdkShims/bloomBlob.ts');
  return {
    name: 'firestore-lite-bloom-blob-shim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@firebase/webchannel-wrapper/bloom-blob' || !importer) return null;
      return /[\\/]@firebase[\\/]firestore[\\/]dist[\\/]lite[\\/]/.test(importer) ? shim : null;
    },
  };
}

/** The emulator test files that sign in through src/services/firebase/auth.ts (the `emulators-signed-in` project). */
const SIGNED_IN_FILES = [
  'tests/contract/firebase.test.ts',
  'tests/rules/phone-service.test.ts',
  'tests/rules/publish-cycle.test.ts',
  'tests/rules/users-service.test.ts',
];

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [liteBloomBlobShim(), react(), firebaseHostingPaths()],
  // The Emulator Suite's project and ports, from .firebaserc and firebase.json (src/lib/firebase.ts).
  define: {
    // A per-language production bundle's language (scripts/build.mjs sets it); null elsewhere.
    __BUNDLE_LOCALE__: 'null',
    __EMULATOR_PROJECT_ID__: JSON.stringify(emulatorProjectId),
    __EMULATOR_PORTS__: JSON.stringify({
      auth: emulatorPort('auth'),
      firestore: emulatorPort('firestore'),
      storage: emulatorPort('storage'),
    }),
  },
  resolve: {
    alias: [
      { find: '@services', replacement: fromRoot(`./src/services/${backendFor(mode)}`) },
      { find: '@app-check', replacement: fromRoot(`./src/lib/appCheck/${appCheckFor(mode)}.ts`) },
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [fromRoot('./node_modules')],
        quietDeps: true,
        // Bootstrap 5.3 is written for @import; these are its known, harmless notices.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    target: 'es2022',
    // The largest chunk is React with React Router ('framework' below), about 260 kB (80 kB gzip);
    // `npm run size` watches what each page really loads.
    chunkSizeWarningLimit: 500,
    // No preload helper around every lazy import (1.2 kB on each page, the helper and its lists):
    // a page's files are named ahead instead, in the HTML (scripts/lib/pageHtml.mjs: the entry's
    // imports and the page's chunks). A page opened by a link in the app fetches its chunk and
    // then that chunk's libraries, which the first page has mostly loaded already.
    modulePreload: false,
    // The browser's bundle (not the prerender's): fewer, larger files. Each file a page loads costs
    // its own compression and its own request, and the app's many small shared modules (a hook, a
    // catalog, a helper two pages use) made a page load 25 to 37 files. React and React Router,
    // which every page runs, are one file; the app's shared modules are copied into the pages
    // that use them (Rolldown's inlining of common chunks, which keeps one instance of each module
    // at run time) instead of being a file each. Libraries stay shared files (Firebase above all:
    // a second page must not download it again). `npm run size` measures the result.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
              experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /node_modules/ },
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/contract/demo.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
          // Vitest's default leaves one core to itself, which on a 2-core machine is one worker.
          maxWorkers: '100%',
          // A page test signs in, renders the app and types into a form: about 2–3 s alone, and past
          // vitest's default 5 s on a loaded 2-core machine (a timed-out test keeps running into the next).
          testTimeout: 15_000,
          // EmailJS as configured in a real deployment; its HTTP calls are intercepted by MSW.
          env: {
            VITE_EMAILJS_SERVICE_ID: 'service_clinic',
            VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
            VITE_EMAILJS_APPOINTMENT_TEMPLATE_ID: 'template_appointment',
            VITE_EMAILJS_PUBLIC_KEY: 'public_key_123',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'auth-integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          env: { VITE_USE_EMULATORS: 'true' },
          testTimeout: 20_000,
          // The files share one Auth emulator and clear it: one file at a time.
          fileParallelism: false,
        },
      },
      // The rules, the jobs and the Firebase contract on one Emulator Suite (`npm run test:emulators`),
      // in two groups. First, most files, two at a time: each worker runs under a project id of its
      // own (scripts/lib/emulators.mjs), so a file's data and its clearing never reach the other's.
      {
        extends: true,
        test: {
          name: 'emulators',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          exclude: SIGNED_IN_FILES,
          env: { VITE_USE_EMULATORS: 'true', EMULATOR_PROJECT_PER_WORKER: '1' },
          maxWorkers: '100%',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      // Then the files that sign in with the app's own Auth client, one at a time: the Auth
      // emulator files every client sign-in under the suite's one project, whatever the app asks.
      {
        extends: true,
        test: {
          name: 'emulators-signed-in',
          environment: 'node',
          include: SIGNED_IN_FILES,
          env: { VITE_USE_EMULATORS: 'true' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
}));
