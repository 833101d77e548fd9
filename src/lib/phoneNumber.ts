/**
 * A mobile number as a patient types it, read as the E.164 number an SMS code is sent to. Indian
 * numbers as they are usually written ("98450 12345", "098450 12345", "+91 98450-12345",
 * "91 9845012345") become +91 and the ten digits; a number with another country code is taken
 * as written after its + (8 to 15 digits). Anything else says what is wrong with it.
 */
export type PhoneProblem = 'empty' | 'letters' | 'tooShort' | 'tooLong' | 'notMobile';

export type ReadPhone = { e164: string; problem: null } | { e164: null; problem: PhoneProblem };

/** Digits, spaces, brackets, dots and dashes, with one + at the start ("(+91) …" too): how numbers are written. */
const WRITTEN_NUMBER = /^\(?\+?[0-9 ().-]+$/;
/** An Indian mobile number: ten digits, the first 6, 7, 8 or 9. */
const INDIAN_MOBILE = /^[6-9][0-9]{9}$/;

const refused = (problem: PhoneProblem): ReadPhone => ({ e164: null, problem });

export function readPhoneNumber(typed: string): ReadPhone {
  const value = typed.trim();
  if (value === '') return refused('empty');
  if (!WRITTEN_NUMBER.test(value)) return refused('letters');
  let digits = value.replace(/[^0-9]/g, '');
  // "+91…" or "0091…": a country code follows.
  const plus = value.replace(/^\(/, '').startsWith('+');
  const international = plus || digits.startsWith('00');
  if (!plus && international) digits = digits.slice(2);
  let national = digits;
  if (international && !digits.startsWith('91')) {
    if (digits.length < 8) return refused('tooShort');
    if (digits.length > 15) return refused('tooLong');
    return { e164: `+${digits}`, problem: null };
  }
  if (international || (digits.length === 12 && digits.startsWith('91'))) national = digits.slice(2);
  // The trunk 0 some people write before a mobile number ("098450 12345").
  if (national.length === 11 && national.startsWith('0')) national = national.slice(1);
  if (national.length < 10) return refused('tooShort');
  if (national.length > 10) return refused('tooLong');
  if (!INDIAN_MOBILE.test(national)) return refused('notMobile');
  return { e164: `+91${national}`, problem: null };
}

/** An E.164 number as people read it: "+91 98450 12345" (others: as stored). */
export function showPhoneNumber(e164: string): string {
  const indian = /^\+91([6-9][0-9]{4})([0-9]{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}

/** The SMS code as typed (spaces allowed, "123 456"), or null when it is not six digits. */
export function readSmsCode(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}
