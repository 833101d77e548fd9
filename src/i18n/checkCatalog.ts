import type { MessageSet } from './messages';

/**
 * What is wrong with a translation of a catalog, in words a translator can act on: a message
 * missing or extra, of another kind (text or function), taking other values, empty, left in
 * English, or dropping a value the English shows. Used by tests/unit/translations.test.ts; the
 * type check catches the first three already, this catches the rest.
 */
export function translationProblems(english: MessageSet, translated: MessageSet): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in translated)) {
      problems.push(`${key}: missing`);
      continue;
    }
    const source = english[key];
    const target = translated[key];
    if (typeof source !== typeof target) {
      problems.push(`${key}: is a ${typeof target}, the English a ${typeof source}`);
      continue;
    }
    if (typeof source === 'string' && typeof target === 'string') {
      if (target.trim() === '') problems.push(`${key}: empty`);
      else if (target === source && /[A-Za-z]{3}/.test(source)) problems.push(`${key}: still the English "${source}"`);
      continue;
    }
    if (typeof source === 'function' && typeof target === 'function') {
      if (source.length !== target.length) {
        problems.push(`${key}: takes ${target.length} values, the English ${source.length}`);
        continue;
      }
      // Each value a distinct number: every one the English shows must be shown in the translation.
      const values = Array.from({ length: source.length }, (_, index) => 1000 + index * 111);
      const sourceText = String(source(...values));
      const targetText = String(target(...values));
      if (targetText.trim() === '') problems.push(`${key}: empty`);
      else if (targetText === sourceText && /[A-Za-z]{3}/.test(sourceText)) problems.push(`${key}: still the English`);
      for (const value of values) {
        if (sourceText.includes(String(value)) && !targetText.includes(String(value))) {
          problems.push(`${key}: leaves out value ${values.indexOf(value) + 1}`);
        }
      }
    }
  }
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not in the English`);
  return problems;
}
