/**
 * Password rules, said on the form (authMessages.passwordRule): at least 8 characters (Firebase's
 * own minimum is 6), at most 128. Length, not character classes: long passphrases are both
 * easier to remember and harder to guess.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 100;
