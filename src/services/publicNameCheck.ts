import { isAcceptablePublicName, isPublicNameShape, reservedNameKey } from './publicName';

/**
 * The forms' side of the public-name check (src/services/publicName.ts): what to say, and the
 * tidying of what was typed. Apart from publicName.ts so a post page's comments, which only
 * decide whose names to show, do without the forms' words.
 */

/** The words a form shows when no name is given. */
export const publicNameMissing = 'Please enter the name to show with your comments.';

/** The words a form shows for a name with characters a name does not have. */
export const publicNameCharacters =
  "Please use only letters (English, Kannada, Hindi or another Indian script, one script per word), single spaces and . ' - in your name.";

/** The words a form shows when a name is refused: a title, or the clinic's or a doctor's name. */
export const publicNameRefused =
  'This name is kept for the clinic (titles such as Dr., Vaidya, Prof. or Nurse, the words clinic, staff or admin, and the names of our doctors and staff). Please use your own name.';

/**
 * What is wrong with a public name, or null: the comment box's check, the same as the rules'
 * (`reserved`: the keys of clinic/reservedNames). `name` is what will be stored, trimmed.
 */
export function publicNameProblem(name: string, reserved: ReadonlySet<string>): string | null {
  if (!name) return publicNameMissing;
  if (!isPublicNameShape(name)) return publicNameCharacters;
  if (!isAcceptablePublicName(name)) return publicNameRefused;
  const key = reservedNameKey(name);
  return key && reserved.has(key) ? publicNameRefused : null;
}

/**
 * A name as typed, made ready to check and store: composed (NFC, so "é" typed as e + accent is one
 * letter), trimmed, and its runs of spaces made one.
 */
export const tidyPublicName = (typed: string): string => typed.normalize('NFC').trim().replace(/\s+/g, ' ');
