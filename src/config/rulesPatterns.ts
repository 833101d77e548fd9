/**
 * Patterns that firestore.rules checks with matches(), each written once here as the rules spell
 * it (RE2's syntax), for the demo twins and the services' shared checks;
 * tests/unit/rulesAgreement.test.ts finds each one in the rules file. `rulesRegExp` runs one as
 * the rules do.
 */

/** A date written YYYY-MM-DD: a closure's, a leave day's, a booking's or a request's (whether it is a real date is checked apart). */
export const DATE_PATTERN = '[0-9]{4}-[0-9]{2}-[0-9]{2}';

/**
 * A real calendar date written YYYY-MM-DD, by pattern alone (a doctor's leave days: the rules
 * check a hundred of them at once, joined with commas, and have no loop to parse each): months
 * 01 to 12, days up to the month's last, 29 February in leap years only (divisible by 4; of the
 * centuries, only those divisible by 400).
 */
export const CALENDAR_DATE_PATTERN =
  '([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])|[0-9]{4}-(0[13-9]|1[0-2])-(29|30)|[0-9]{4}-(0[13578]|1[02])-31|([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29)';

/** Text with a character other than a space, tab or line break in it (the rules' nonBlankString and hasText). */
export const NON_BLANK_PATTERN = '[\\s\\S]*\\S[\\s\\S]*';

/**
 * Texts of 1 to `longest` characters on one line each, joined with line breaks: the rules have
 * no loops, so they check a whole list at once this way (the closures' reasons, a doctor's
 * specialities and languages).
 */
export const linesPattern = (longest: number): string => `[^\\n]{1,${longest}}(\\n[^\\n]{1,${longest}})*`;

/** Joined lines none of which is blank (the closures' reasons). */
export const NON_BLANK_LINES_PATTERN = '[^\\n]*[^\\s][^\\n]*(\\n[^\\n]*[^\\s][^\\n]*)*';

const RE2_SPACE = '\\t\\n\\f\\r ';

/**
 * A rules pattern as a JavaScript RegExp that accepts what matches() accepts: the whole string,
 * with \s meaning what it means to RE2 (a space, tab, line break, form feed or carriage return;
 * JavaScript's \s also takes a non-breaking space, which the rules count as text). \S is
 * supported alone or as [\s\S] (any character); RE2's \x{…} escapes are not (the public-name
 * patterns have them, and src/services/publicName.ts runs those itself).
 */
export function rulesRegExp(pattern: string): RegExp {
  const anyCharacter = '[\\s\\S]';
  let js = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    if (!inClass && pattern.startsWith(anyCharacter, i)) {
      js += anyCharacter;
      i += anyCharacter.length - 1;
    } else if (pattern[i] === '\\') {
      const escaped = pattern.slice(i, i + 2);
      if (escaped === '\\S' && inClass) throw new Error(`rulesRegExp: \\S inside a class is not supported (${pattern})`);
      js += escaped === '\\s' ? (inClass ? RE2_SPACE : `[${RE2_SPACE}]`) : escaped === '\\S' ? `[^${RE2_SPACE}]` : escaped;
      i++;
    } else {
      if (pattern[i] === '[' && !inClass) inClass = true;
      else if (pattern[i] === ']' && inClass) inClass = false;
      js += pattern[i];
    }
  }
  return new RegExp(`^(?:${js})$`);
}
