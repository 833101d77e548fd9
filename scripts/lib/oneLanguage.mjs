// The app built for one language (scripts/build.mjs builds it once per language). Every catalog of
// the interface's words is written the same way (src/i18n/messages.ts):
//
//   export const doctorMessages = defineMessages('src/features/doctors/messages.ts', en);
//
// and its translations are the named export `messages` (the catalog file's name) of
// src/features/doctors/messages.kn.ts and messages.hi.ts. In the English bundle the loaders need
// no change. In the Kannada bundle the catalog is defined with its Kannada in place of the English
// (`defineMessages('', words)`), so the English object, unused, is left out of the bundle. The
// Kannada comes from a module of its own holding that one export (cut out of the folder's file
// below): a folder's file holds the words of its public pages and of its editors, and a page
// must carry only its own. A page then loads its words inside its own code, in its language
// only, with no extra files. __BUNDLE_LOCALE__ tells src/i18n/messages.ts that `en` holds the
// bundle's words, and src/i18n/translations.ts, which finds the files for the dev server, the
// tests and the prerender, is empty here. A catalog written any other way, or one whose
// translation is missing, fails the build rather than ship a page that waits for words.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';

const CALL = /\bdefineMessages\(\s*'([^']*)',\s*([A-Za-z_$][\w$]*)\s*\)/g;
const WORDS = 'virtual:clinic-words:';

/**
 * The translation file of a catalog's file in `locale`, and the export that holds its words: the
 * rule src/i18n/messages.ts follows where every language is at hand (the dev server, the tests).
 */
export function translationOf(file, locale) {
  return { file: join(dirname(file), `messages.${locale}.ts`), section: basename(file).replace(/\.tsx?$/, '') };
}

/**
 * One export of a translation file as a JavaScript module of its own (`export default` its words),
 * with the file's other top-level code (a helper the words use) but no other export.
 */
export function sectionModule(file, section) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const kept = [];
  let words = null;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue; // the English types, only
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) {
      kept.push(statement.getText(source));
      continue;
    }
    for (const declaration of ts.isVariableStatement(statement) ? statement.declarationList.declarations : []) {
      if (declaration.name.getText(source) !== section || !declaration.initializer) continue;
      const value = declaration.initializer;
      words = (ts.isSatisfiesExpression(value) ? value.expression : value).getText(source);
    }
  }
  if (words === null) throw new Error(`${file} has no export ${section}`);
  const code = `${kept.join('\n')}\nexport default ${words};\n`;
  return ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
}

/** A Vite plugin: the catalogs of the app's source defined in `locale` only. */
export function oneLanguage(locale) {
  return {
    name: 'clinic:one-language',
    enforce: 'pre',
    config: () => ({ define: { __BUNDLE_LOCALE__: JSON.stringify(locale) } }),
    resolveId: (source) => (source.startsWith(WORDS) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${WORDS}`)) return null;
      const [file, section] = id.slice(WORDS.length + 1).split('::');
      this.addWatchFile(file);
      return sectionModule(file, section);
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return null;
      if (id.endsWith('/src/i18n/translations.ts')) return { code: 'export const translationFiles = {};', map: null };
      if (id.endsWith('/src/i18n/messages.ts') || !/\bdefineMessages\(/.test(code)) return null;
      const imports = [];
      let found = 0;
      const out = code.replace(CALL, (call, name, english) => {
        found += 1;
        if (!id.endsWith(`/${name}`)) throw new Error(`${id}: the catalog is named '${name}', not after its file`);
        // The name finds a catalog's translations, which a one-language bundle never loads: it goes.
        if (locale === 'en') return `defineMessages('', ${english})`;
        const { file, section } = translationOf(id, locale);
        const words = `__words_${locale}_${found}`;
        imports.push(`import ${words} from '${WORDS}${file}::${section}';`);
        return `defineMessages('', ${words})`;
      });
      const calls = code.match(/\bdefineMessages\(/g).length;
      if (found !== calls) {
        throw new Error(`${id}: a defineMessages call is not written as scripts/lib/oneLanguage.mjs expects (its path, its English)`);
      }
      // On the first line, so that the module's lines keep their numbers.
      return { code: `${imports.join(' ')}${out}`, map: null };
    },
  };
}
