/**
 * The name a person is shown by on their comments: their profile's display name, checked by the
 * rules (firestore.rules allowedPublicName) and by the demo twin the same way. A patient may not
 * pass for the clinic: no title or clinic word, no e-mail address, no staff member's name.
 * The pattern and the key are the rules', verbatim (tests/unit/rulesAgreement.test.ts).
 */

/** RE2 syntax, matched against the whole name, as firestore.rules runs it. */
export const STAFF_LOOKALIKE_PATTERN = '(?i)(.*\\b(dr|doctor|clinic|staff|admin|md)\\b.*|.*@.*)';

const staffLookalike = new RegExp(`^(?:${STAFF_LOOKALIKE_PATTERN.replace('(?i)', '')})$`, 'is');

/** True for a name only staff may carry: a title (Dr., MD), "clinic", "staff", "admin", or an e-mail address. */
export const looksLikeStaff = (name: string): boolean => staffLookalike.test(name);

/**
 * staffNames/{key}: the name lower-cased, without titles, letters only: "Dr. Kavya Rao",
 * "kavya rao" and "KAVYA  RAO." share the key "kavyarao". The rules compute it the same way.
 */
export const staffNameKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\b(dr|doctor|md)\b/g, '')
    .replace(/[^\p{L}]/gu, '');

/** The words a form shows when no name is given. */
export const publicNameMissing = 'Please enter the name to show with your comments.';

/** The words a form shows when a name is refused. */
export const publicNameRefused =
  'This name is kept for the clinic’s staff (titles such as Dr., the words clinic, staff or admin, e-mail addresses and staff members’ names). Please use your own name.';
