import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../../src/config/locales';
import { firestoreRules as rules } from '../utils/rulesText';

/**
 * The rules name the translated languages by hand (a rules file imports nothing): each list of them,
 * and each check of one language's translation, must follow src/config/locales.ts, or a new
 * language's translations would be refused, or an old one's left unchecked.
 */
describe("firestore.rules' languages", () => {
  const lists = [...rules.matchAll(/translations\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/g)];

  it('allows translations in exactly the languages of the site', () => {
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const [, list] of lists) expect(list.split(',').map((code) => code.trim().replace(/'/g, ''))).toEqual(TRANSLATED_LOCALES);
  });

  it("checks each language's translation wherever translations are allowed", () => {
    for (const locale of TRANSLATED_LOCALES) {
      const checks = rules.match(new RegExp(`!\\('${locale}' in translations\\) \\|\\| \\w+\\(translations\\.${locale},`, 'g')) ?? [];
      expect(checks, locale).toHaveLength(lists.length);
    }
  });
});
