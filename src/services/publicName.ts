/**
 * The name a person is shown by on their comments: their profile's display name. firestore.rules
 * (allowedPublicName) refuses the same names as this module, with the same patterns, verbatim
 * (tests/unit/rulesAgreement.test.ts), and tests/rules/publicNames.rules.test.ts runs one table of
 * names through both. A patient may not pass for the clinic:
 *
 * - letters of the scripts the clinic's patients write in (Latin, Devanagari, Bengali, Gurmukhi,
 *   Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam), with spaces and the marks names use
 *   (. ' ’ -); one script per word, so a look-alike letter of another script never completes a
 *   name; nothing else: no digits, no control or format characters (line breaks, zero-width
 *   characters, direction overrides), no full-width or other compatibility forms, no "@";
 * - no medical or staff title in any spelling or case (Dr, M.D., Vaidya, Prof., Nurse, Staff,
 *   ಡಾ., डॉ. …), whether the marks join or split the word;
 * - not a reserved name: the clinic's staff and doctors (clinic/reservedNames), compared by
 *   reservedNameKey, which folds case, spaces, marks, titles, accents and look-alike letters.
 *
 * The patterns are RE2's (the rules' engine) with \x{…} escapes, so the rules file holds no
 * character that an editor could change unseen; `re2` turns them into JavaScript's.
 */

/** The letters of each script a name's word may be written in (no digits, no punctuation). */
const SCRIPT_LETTERS = [
  'A-Za-z\\x{C0}-\\x{D6}\\x{D8}-\\x{F6}\\x{F8}-\\x{17F}', // Latin (ASCII, Latin-1, Extended-A)
  '\\x{900}-\\x{963}\\x{971}-\\x{97F}', // Devanagari
  '\\x{980}-\\x{9E3}\\x{9F0}-\\x{9F1}', // Bengali
  '\\x{A00}-\\x{A5F}\\x{A70}-\\x{A75}', // Gurmukhi
  '\\x{A80}-\\x{AE3}\\x{AF9}-\\x{AFF}', // Gujarati
  '\\x{B00}-\\x{B63}\\x{B71}', // Odia
  '\\x{B80}-\\x{BD7}', // Tamil
  '\\x{C00}-\\x{C63}', // Telugu
  '\\x{C80}-\\x{CE3}\\x{CF1}-\\x{CF3}', // Kannada
  '\\x{D00}-\\x{D4E}\\x{D54}-\\x{D57}\\x{D5F}-\\x{D63}\\x{D7A}-\\x{D7F}', // Malayalam
];

/** The marks a name may use inside or after a word: . ' ’ - */
export const NAME_MARKS = '\\x{2E}\\x{27}\\x{2019}-';

/** A whole public name: words of one script each (a letter, then letters and marks), one space apart. */
const word = `(${SCRIPT_LETTERS.map((letters) => `[${letters}][${letters}${NAME_MARKS}]*`).join('|')})`;
export const PUBLIC_NAME_PATTERN = `${word}( ${word})*`;

/**
 * Accented Latin letters and their plain letters (lower case), for comparing names: "Ànanya" is
 * "ananya". Ligatures and special letters become what they read as (æ ae, ß ss, ł l, ı i).
 */
export const LATIN_FOLDS: readonly (readonly [string, string])[] = [
  ['\\x{C0}-\\x{C5}\\x{E0}-\\x{E5}\\x{100}-\\x{105}', 'a'],
  ['\\x{C6}\\x{E6}', 'ae'],
  ['\\x{C7}\\x{E7}\\x{106}-\\x{10D}', 'c'],
  ['\\x{D0}\\x{F0}\\x{10E}-\\x{111}', 'd'],
  ['\\x{C8}-\\x{CB}\\x{E8}-\\x{EB}\\x{112}-\\x{11B}', 'e'],
  ['\\x{11C}-\\x{123}', 'g'],
  ['\\x{124}-\\x{127}', 'h'],
  ['\\x{CC}-\\x{CF}\\x{EC}-\\x{EF}\\x{128}-\\x{131}', 'i'],
  ['\\x{132}-\\x{133}', 'ij'],
  ['\\x{134}-\\x{135}', 'j'],
  ['\\x{136}-\\x{138}', 'k'],
  ['\\x{139}-\\x{142}', 'l'],
  ['\\x{D1}\\x{F1}\\x{143}-\\x{14B}', 'n'],
  ['\\x{D2}-\\x{D6}\\x{D8}\\x{F2}-\\x{F6}\\x{F8}\\x{14C}-\\x{151}', 'o'],
  ['\\x{152}-\\x{153}', 'oe'],
  ['\\x{154}-\\x{159}', 'r'],
  ['\\x{15A}-\\x{161}\\x{17F}', 's'],
  ['\\x{DF}', 'ss'],
  ['\\x{162}-\\x{167}', 't'],
  ['\\x{DE}\\x{FE}', 'th'],
  ['\\x{D9}-\\x{DC}\\x{F9}-\\x{FC}\\x{168}-\\x{173}', 'u'],
  ['\\x{174}-\\x{175}', 'w'],
  ['\\x{DD}\\x{FD}\\x{FF}\\x{176}-\\x{178}', 'y'],
  ['\\x{179}-\\x{17E}', 'z'],
];

/** Letters that read as others once lower-cased (after the accents are gone): rn m, vv w, l I. */
export const LOOKALIKE_FOLDS: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['vv', 'w'],
  ['l', 'i'],
];

/** Titles only the clinic's people may carry, as words, lower case, before the look-alike folds. */
const TITLES = [
  // English, and the degrees that make a name read as a doctor's.
  ...['dr', 'drs', 'doctor', 'doc', 'md', 'mbbs', 'bams', 'bhms', 'bums', 'bnys', 'bds', 'vaidya', 'vaid', 'prof'],
  ...['professor', 'nurse', 'physician', 'surgeon', 'clinic', 'staff', 'admin', 'administrator'],
  // Doctor and vaidya in the Indian scripts: डॉ. डॉक्टर वैद्य नर्स, ಡಾ. ಡಾಕ್ಟರ್ ವೈದ್ಯ ನರ್ಸ್, …
  ...['डॉ', 'डा', 'डॉक्टर', 'डाक्टर', 'वैद्य', 'नर्स', 'ಡಾ', 'ಡಾಕ್ಟರ್', 'ವೈದ್ಯ', 'ನರ್ಸ್', 'டாக்டர்', 'டா', 'వైద్య', 'డా', 'డాక్టర్'],
  ...['ഡോ', 'ഡോക്ടർ', 'ডা', 'ডাঃ', 'ডাক্তার', 'ડૉ', 'ડો', 'ડૉક્ટર', 'ਡਾ', 'ਡਾਕਟਰ', 'ଡା', 'ଡାକ୍ତର'],
];

type Folds = readonly (readonly [RegExp, string])[];
const compiled = (folds: readonly (readonly [string, string])[], asPattern: (from: string) => string): Folds =>
  folds.map(([from, to]) => [re2(asPattern(from), 'g'), to] as const);
const applyFolds = (text: string, folds: Folds) => folds.reduce((folded, [from, to]) => folded.replace(from, to), text);
const lookalikeFolds = compiled(LOOKALIKE_FOLDS, (from) => from);

/** The titles as the rules spell them: folded as a name's letters are. */
export const TITLE_ALTERNATION = TITLES.map((title) => applyFolds(title, lookalikeFolds)).join('|');

/** What a name's letters keep for comparing: anything but any script's letters and the space goes. */
export const NOT_KEPT_IN_NAMES = `[^${SCRIPT_LETTERS.join('')} ]`;

/** RE2's \x{…} escapes as JavaScript's \u{…}, for a pattern that runs in both. */
function re2(pattern: string, flags = ''): RegExp {
  return new RegExp(pattern.replace(/\\x\{([0-9A-F]+)\}/g, '\\u{$1}'), `${flags}u`);
}

// Compiled once: a post's comments check every name they show.
const wholeName = re2(`^(?:${PUBLIC_NAME_PATTERN})$`);
const titleWords = re2(`^(?:(.* )?(${TITLE_ALTERNATION})( .*)?)$`);
const titleInKey = re2(` (${TITLE_ALTERNATION}) `, 'g');
const marks = re2(`[${NAME_MARKS}]`, 'g');
const notKept = re2(NOT_KEPT_IN_NAMES, 'g');
const latinFolds = compiled(LATIN_FOLDS, (from) => `[${from}]`);

/**
 * A name as the rules compare it: accents folded, only letters and spaces kept, lower case, then
 * look-alike letters folded. The rules' lower() is ASCII's, and only ASCII letters are left to it.
 */
function foldedLetters(name: string): string {
  const plain = applyFolds(name, latinFolds).replace(notKept, '');
  return applyFolds(
    plain.replace(/[A-Z]/g, (c) => c.toLowerCase()),
    lookalikeFolds,
  );
}

/** True when a word of the name is a title, with its marks taken out ("M.D.") or as spaces ("Dr.Rao"). */
function hasTitle(name: string): boolean {
  const spaced = (mark: string) => foldedLetters(name.replace(marks, mark));
  return titleWords.test(spaced('')) || titleWords.test(spaced(' '));
}

/**
 * reservedNames' key of a name: folded as above with its marks taken out, its titles dropped,
 * its spaces gone. "Dr. Ananya Iyer", "ananya  lyer" and "ÀNANYA IYER, MD" share "ananyaiyer".
 */
export function reservedNameKey(name: string): string {
  const words = ` ${foldedLetters(name.replace(marks, '')).replace(/ /g, '  ')} `;
  return words.replace(titleInKey, '').replace(/ /g, '');
}

/** True for a name of a public name's shape: letters of one script a word, single spaces, the marks. */
export const isPublicNameShape = (name: string): boolean => wholeName.test(name);

/** True for a name a patient may show with their comments, reserved names apart: its shape and no title. */
export const isAcceptablePublicName = (name: string): boolean => wholeName.test(name) && !hasTitle(name);

/** The name a comment shows: its author's, unless that name no longer passes the check. */
export function shownCommenterName(name: string, staff: boolean, reserved: ReadonlySet<string>): string | null {
  if (staff) return name;
  return isAcceptablePublicName(name) && !reserved.has(reservedNameKey(name)) ? name : null;
}
