import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../src/i18n/checkCatalog';
import { loadCatalog, registeredCatalogs } from '../../src/i18n/messages';
import { TRANSLATED_LOCALES } from '../../src/config/locales';

// Every module that defines a catalog, loaded so that each registers itself.
const catalogModules = import.meta.glob(['/src/**/*.ts', '/src/**/*.tsx', '!/src/**/*.kn.ts', '!/src/**/*.hi.ts', '!/src/main.tsx']);
const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], { query: '?raw', import: 'default', eager: true });
const definingFiles = Object.entries(sources)
  .filter(([file, source]) => file !== '/src/i18n/messages.ts' && /\bdefineMessages\(/.test(source))
  .map(([file]) => file.slice(1));

describe('translations', () => {
  it('finds every catalog of the code', async () => {
    await Promise.all(definingFiles.map((file) => catalogModules[`/${file}`]?.()));
    const names = registeredCatalogs().map((catalog) => catalog.name);
    expect(definingFiles.length).toBeGreaterThan(3);
    for (const file of definingFiles) expect(names, `${file} defines a catalog not registered under its path`).toContain(file);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`has every message in ${locale}, translated, with the values the English shows`, async () => {
      await Promise.all(definingFiles.map((file) => catalogModules[`/${file}`]?.()));
      const report: string[] = [];
      for (const catalog of registeredCatalogs()) {
        const translated = await loadCatalog(catalog, locale);
        for (const problem of translationProblems(catalog.en, translated)) report.push(`${catalog.name} (${locale}) ${problem}`);
      }
      expect(report).toEqual([]);
    });
  }

  it('keeps the translations of a folder in one file per language, each export the words of one of its catalogs', () => {
    const files = import.meta.glob<Record<string, unknown>>('/src/**/messages.*.ts', { eager: true });
    const catalogs = definingFiles.map((file) => file.replace(/\.tsx?$/, ''));
    const folders = new Set(catalogs.map((file) => file.slice(0, file.lastIndexOf('/'))));
    expect(Object.keys(files).sort()).toEqual(
      [...folders].flatMap((folder) => TRANSLATED_LOCALES.map((locale) => `/${folder}/messages.${locale}.ts`)).sort(),
    );
    for (const [file, words] of Object.entries(files)) {
      const folder = file.slice(1, file.lastIndexOf('/'));
      for (const section of Object.keys(words)) expect(catalogs, `${file} exports ${section}`).toContain(`${folder}/${section}`);
    }
  });

  it('reports a missing, untranslated or incomplete message', () => {
    const english = { save: 'Save', count: (n: number) => `${n} new`, greet: (name: string) => `Hello ${name}` };
    expect(translationProblems(english, { count: (n: number) => `${n} ಹೊಸದು`, greet: (name: string) => `ನಮಸ್ಕಾರ ${name}` })).toEqual([
      'save: missing',
    ]);
    expect(
      translationProblems(english, { save: 'Save', count: () => 'ಹೊಸದು', greet: (name: string) => `ನಮಸ್ಕಾರ ${name}`, extra: 'x' }),
    ).toEqual(['save: still the English "Save"', 'count: takes 0 values, the English 1', 'extra: not in the English']);
    expect(translationProblems(english, { save: ' ', count: (n: number) => `ಹೊಸದು ${n}`, greet: () => 'ನಮಸ್ಕಾರ' })).toEqual([
      'save: empty',
      'greet: takes 0 values, the English 1',
    ]);
    expect(
      translationProblems(
        { greet: (name: string, n: number) => `Hello ${name}, ${n}` },
        { greet: (name: string, n: number) => `ನಮಸ್ಕಾರ ${name}${n > 0 ? '' : ''}` },
      ),
    ).toEqual(['greet: leaves out value 2']);
  });
});
