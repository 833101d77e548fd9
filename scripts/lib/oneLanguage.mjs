// The app built for one language (scripts/build.mjs builds it once per language). Every catalog of
// the interface's words is written the same way (src/i18n/messages.ts):
//
//   export const doctorMessages = defineMessages('src/features/doctors/messages.ts', en, {
//     kn: () => import('./messages.kn'),
//     hi: () => import('./messages.hi'),
//   });
//
// In the English bundle the loaders go: `defineMessages(name, en)`, and no Kannada or Hindi chunk
// is built at all. In the Kannada bundle the catalog is defined with the Kannada in place of the
// English (`defineMessages(name, words)` with `import words from './messages.kn'`), so the English
// object, unused, is left out of the bundle. A page then loads its words inside its own code, in its
// language only, with no extra files. __BUNDLE_LOCALE__ tells src/i18n/messages.ts that `en` holds
// the bundle's words. A catalog written any other way fails the build rather than ship a page that
// waits for words which no chunk holds.

const CALL = /\bdefineMessages\(\s*('[^']*'),\s*([A-Za-z_$][\w$]*),\s*\{([^{}]*)\}\s*,?\s*\)/g;
const LOADER = /\s*(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\),?/gy;

/** The catalog's loaders, { kn: './messages.kn', hi: … }, or null when they are not written as above. */
function loadersOf(body) {
  const loaders = {};
  LOADER.lastIndex = 0;
  let end = 0;
  for (let match; (match = LOADER.exec(body)); end = LOADER.lastIndex) loaders[match[1]] = match[2];
  return body.slice(end).trim() === '' ? loaders : null;
}

/** A Vite plugin: the catalogs of the app's source defined in `locale` only. */
export function oneLanguage(locale) {
  return {
    name: 'clinic:one-language',
    enforce: 'pre',
    config: () => ({ define: { __BUNDLE_LOCALE__: JSON.stringify(locale) } }),
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.endsWith('/src/i18n/messages.ts') || !/\bdefineMessages\(/.test(code)) return null;
      const imports = [];
      let found = 0;
      const out = code.replace(CALL, (call, name, english, body) => {
        const loaders = loadersOf(body);
        if (!loaders) return call;
        found += 1;
        if (locale === 'en') return `defineMessages(${name}, ${english})`;
        if (!loaders[locale]) throw new Error(`${id}: the catalog ${name} has no ${locale} loader`);
        const words = `__words_${locale}_${found}`;
        imports.push(`import ${words} from '${loaders[locale]}';`);
        return `defineMessages(${name}, ${words})`;
      });
      const calls = code.match(/\bdefineMessages\(/g).length;
      if (found !== calls) {
        throw new Error(`${id}: a defineMessages call is not written as scripts/lib/oneLanguage.mjs expects (name, English, loaders)`);
      }
      // On the first line, so that the module's lines keep their numbers.
      return { code: `${imports.join(' ')}${out}`, map: null };
    },
  };
}
