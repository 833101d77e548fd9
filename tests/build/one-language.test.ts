import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts, without types
import { oneLanguage, sectionModule } from '../../scripts/lib/oneLanguage.mjs';
import { messages as englishSpec } from '../../src/components/specMessages';
import { specMessages as kannadaSpec } from '../../src/components/messages.kn';
import { specMessages as hindiSpec } from '../../src/components/messages.hi';
import { messages as kannadaLayout } from '../../src/app/layout/messages.kn';
import { layoutMessages } from '../../src/app/layout/messages';
import { bookingMessages } from '../../src/features/bookings/messages';
import { CLINIC_MAIL_WORDS } from '../../src/features/bookings/bookingFlow';

/**
 * The app is built once per language (scripts/build.mjs): each bundle carries its own language's
 * words and no other's, so a Kannada page downloads no English or Hindi words and an English page
 * no Kannada or Hindi, and no page waits for a file of words.
 */
type Transform = (code: string, id: string) => { code: string } | null;
const transformIn = (locale: string): Transform => (oneLanguage(locale) as { transform: Transform }).transform;

async function bundleText(locale: string, outDir: string): Promise<string> {
  await build({
    root: process.cwd(),
    mode: 'production',
    logLevel: 'error',
    plugins: [oneLanguage(locale)],
    build: { outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const files = await readdir(join(outDir, 'assets'));
  const texts = await Promise.all(
    files.filter((file) => file.endsWith('.js')).map((file) => readFile(join(outDir, 'assets', file), 'utf8')),
  );
  return texts.join('\n');
}

describe('one bundle per language', () => {
  let workDir: string;
  const bundles: Record<string, string> = {};

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'clinic-languages-'));
    for (const locale of ['en', 'kn', 'hi']) bundles[locale] = await bundleText(locale, join(workDir, locale));
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it("the English bundle has the spec's English and no Kannada or Hindi words", () => {
    expect(bundles.en).toContain(englishSpec.invalidEmail);
    expect(bundles.en).not.toContain(kannadaSpec.invalidEmail);
    expect(bundles.en).not.toContain(hindiSpec.invalidEmail);
  });

  it('the Kannada bundle has the Kannada and neither the English nor the Hindi of a catalog', () => {
    expect(bundles.kn).toContain(kannadaSpec.invalidEmail);
    expect(bundles.kn).toContain(kannadaLayout.skipToContent);
    expect(bundles.kn).not.toContain(englishSpec.invalidEmail);
    expect(bundles.kn).not.toContain(layoutMessages.en.skipToContent);
    expect(bundles.kn).not.toContain(hindiSpec.invalidEmail);
  });

  it('the Hindi bundle has the Hindi only', () => {
    expect(bundles.hi).toContain(hindiSpec.invalidEmail);
    expect(bundles.hi).not.toContain(englishSpec.invalidEmail);
    expect(bundles.hi).not.toContain(kannadaSpec.invalidEmail);
  });

  it("the clinic's booking e-mail is in English in every bundle, with the English catalog's words", () => {
    expect(CLINIC_MAIL_WORDS.slotWhen('Monday, 7 December 2026', '9:30 am')).toBe(
      bookingMessages.en.slotWhen('Monday, 7 December 2026', '9:30 am'),
    );
  });
});

describe('the one-language transform', () => {
  const catalog = [
    "import { defineMessages } from '../../i18n/messages';",
    "const en = { save: 'Save' };",
    "export const formEditorMessages = defineMessages('src/features/form/editorMessages.ts', en);",
  ].join('\n');
  const id = '/repo/src/features/form/editorMessages.ts';

  it("keeps the English in the English bundle, and puts the language's words (its folder's file, the catalog's export) in place of it elsewhere", () => {
    expect(transformIn('en')(catalog, id)?.code).toContain("defineMessages('', en)");
    const kannada = transformIn('kn')(catalog, id)?.code ?? '';
    expect(kannada).toMatch(
      /^import (__words_kn_1) from 'virtual:clinic-words:\/repo\/src\/features\/form\/messages\.kn\.ts::editorMessages';/,
    );
    expect(kannada).toContain("defineMessages('', __words_kn_1)");
    expect(kannada).not.toContain('messages.hi');
  });

  it('fails the build on a catalog written otherwise, rather than ship a page without its words', () => {
    const withLoaders = catalog.replace(', en);', ", en, { kn: () => import('./messages.kn') });");
    expect(() => transformIn('kn')(withLoaders, id)).toThrow(/not written as scripts\/lib\/oneLanguage.mjs expects/);
    const misnamed = catalog.replace('src/features/form/editorMessages.ts', 'src/features/form/messages.ts');
    expect(() => transformIn('kn')(misnamed, id)).toThrow(/not after its file/);
  });

  it("cuts one catalog's words out of a folder's translation file, with the helpers they use and no other catalog's", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'clinic-words-'));
    const file = join(dir, 'messages.kn.ts');
    await writeFile(
      file,
      [
        "import type { FormMessages } from './messages';",
        "const plural = (n: number) => (n === 1 ? 'ಒಂದು' : `${n}`);",
        "export const messages = { save: 'ಉಳಿಸಿ', count: (n: number) => plural(n) } satisfies FormMessages;",
        "export const editorMessages = { publish: 'ಪ್ರಕಟಿಸಿ' };",
      ].join('\n'),
    );
    const module = sectionModule(file, 'messages');
    expect(module).toContain('ಉಳಿಸಿ');
    expect(module).toContain('const plural = (n) =>');
    expect(module).toMatch(/export default \{ save: 'ಉಳಿಸಿ'/);
    expect(module).not.toContain('ಪ್ರಕಟಿಸಿ');
    expect(module).not.toContain('satisfies');
    expect(() => sectionModule(file, 'inboxMessages')).toThrow(/has no export inboxMessages/);
    await rm(dir, { recursive: true, force: true });
  });

  it('takes every catalog of the code, each with its words in every language', () => {
    const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx', '!/src/i18n/messages.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const catalogs = Object.entries(sources).filter(([file, source]) => !/\.(kn|hi)\.ts$/.test(file) && /\bdefineMessages\(/.test(source));
    expect(catalogs.length).toBeGreaterThan(20);
    for (const [file] of catalogs) {
      const source = readFileSync(`.${file}`, 'utf8');
      for (const locale of ['en', 'kn', 'hi']) expect(() => transformIn(locale)(source, `${process.cwd()}${file}`), file).not.toThrow();
      const imported = /^import __words_kn_1 from 'virtual:clinic-words:([^']+)::(\w+)';/.exec(
        transformIn('kn')(source, `${process.cwd()}${file}`)?.code ?? '',
      );
      expect(imported, file).not.toBeNull();
      for (const locale of ['kn', 'hi']) {
        expect(() => sectionModule(imported![1].replace(/\.kn\.ts$/, `.${locale}.ts`), imported![2]), file).not.toThrow();
      }
    }
  });
});
