import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layers of src (ARCHITECTURE.md), each importing only from those below it:
 *   app (main.tsx, prerender.tsx, app/) → features → lib, components, services, i18n → config, types.
 * A feature uses another only through that feature's index.ts (its public API), never its files.
 * Only the service modules, and the SDK's set-up in lib, may import Firebase or EmailJS.
 */
const forbidden = {
  sdk: { group: ['firebase/*', '@emailjs/*'], message: 'Call a service module in src/services instead.' },
  demoCode: { group: ['**/services/demo/*', '**/seed', '**/seed/*'], message: 'Demo code is reached only through the @services alias.' },
  app: { regex: '(^|/)app/', message: 'The app shell (src/app) imports features, not the other way round.' },
  features: { regex: '(^|/)features(/|$)', message: 'Only the app shell and features import features.' },
  anotherFeaturesFiles: {
    regex: '^\\.\\./[^./][^/]*/',
    message: "Use the other feature's public API (import from '../<feature>', its index.ts), not its files.",
  },
  aboveConfig: {
    regex: '(^|/)(lib|components|services|features|app|i18n)(/|$)|^@services/|^@app-check$',
    message: 'config and types sit below every other layer.',
  },
};
const sdkFiles = [
  'src/services/**',
  'src/lib/firebase.ts',
  'src/lib/auth.ts',
  'src/lib/firestore.ts',
  'src/lib/firestoreLive.ts',
  'src/lib/storage.ts',
  'src/lib/firestoreConverters.ts',
  'src/lib/appCheck/**',
];
const restrict = (files, patterns, ignores = sdkFiles) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } });

// A later block's no-restricted-imports replaces an earlier one's, so each block lists all its patterns.
const layerBlocks = [
  restrict(['src/**/*.{ts,tsx}'], [forbidden.sdk, forbidden.demoCode]),
  restrict(['src/features/**/*.{ts,tsx}'], [forbidden.sdk, forbidden.demoCode, forbidden.app, forbidden.anotherFeaturesFiles]),
  restrict(
    ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    [forbidden.sdk, forbidden.demoCode, forbidden.app, forbidden.features],
  ),
  restrict(['src/config/**/*.ts', 'src/types/**/*.ts'], [forbidden.sdk, forbidden.demoCode, forbidden.aboveConfig]),
  restrict(sdkFiles, [forbidden.app, forbidden.features], []),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', '.size', '.inp', 'coverage', 'playwright-report', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Demo twins keep their Firebase module's signatures even where they ignore an argument.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  ...layerBlocks,
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
