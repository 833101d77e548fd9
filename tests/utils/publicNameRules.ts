import {
  LATIN_FOLDS,
  LOOKALIKE_FOLDS,
  NAME_MARKS,
  NOT_KEPT_IN_NAMES,
  PUBLIC_NAME_PATTERN,
  TITLE_ALTERNATION,
} from '../../src/services/publicName';

/** A pattern as a rules string literal: backslashes doubled, in single quotes. */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\')}'`;

/**
 * The public-name functions of firestore.rules as src/services/publicName.ts's constants write
 * them: the rules file must hold this text verbatim (tests/unit/rulesAgreement.test.ts).
 */
export function publicNameRulesFunctions(): string {
  const latinFolds = LATIN_FOLDS.map(([from, to]) => `.replace(${literal(`[${from}]`)}, '${to}')`);
  const folds = [
    `.replace(${literal(NOT_KEPT_IN_NAMES)}, '')`,
    '.lower()',
    ...LOOKALIKE_FOLDS.map(([from, to]) => `.replace('${from}', '${to}')`),
  ];
  return [
    '    function publicNameShape(name) {',
    `      return name.matches(${literal(PUBLIC_NAME_PATTERN)});`,
    '    }',
    '',
    '    function nameMarks() {',
    `      return ${literal(`[${NAME_MARKS}]`)};`,
    '    }',
    '',
    '    function nameTitles() {',
    `      return '${TITLE_ALTERNATION}';`,
    '    }',
    '',
    '    function latinFolded(name) {',
    `      return name${latinFolds.map((fold) => `\n        ${fold}`).join('')};`,
    '    }',
    '',
    '    function foldedLetters(name) {',
    `      return (name.matches(${literal('[\\x{0}-\\x{7F}]*')}) ? name : latinFolded(name))${folds.map((fold) => `\n        ${fold}`).join('')};`,
    '    }',
  ].join('\n');
}
