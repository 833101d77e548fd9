import { type AccountMessages } from './messages';
import { type PhoneProblem } from '../../lib/phoneNumber';

/** The phone service (reCAPTCHA, the SMS code): fetched only when someone sends a code or removes their number. */
export const loadPhone = () => import('@services/phone');

export const phoneProblem = (problem: PhoneProblem, t: AccountMessages): string =>
  ({
    empty: t.phoneEmpty,
    letters: t.phoneLetters,
    tooShort: t.phoneTooShort,
    tooLong: t.phoneTooLong,
    notMobile: t.phoneNotMobile,
  })[problem];

export type Failure = { where: 'phone' | 'code' | 'form'; message: string };

/** A failed step in words, and where to say it: by the number, by the code, or above the form. */
export function describeFailure(error: unknown, t: AccountMessages): Failure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return { where: 'phone', message: t.phoneRefused };
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
      return { where: 'phone', message: t.phoneTaken };
    case 'auth/provider-already-linked':
      return { where: 'form', message: t.phoneAlreadyLinked };
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return { where: 'code', message: t.codeWrong };
    case 'auth/code-expired':
    case 'auth/session-expired':
    case 'auth/missing-verification-id':
    case 'auth/invalid-verification-id':
      return { where: 'code', message: t.codeExpired };
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return { where: 'form', message: t.tooManyAttempts };
    case 'auth/network-request-failed':
      return { where: 'form', message: t.offline };
    case 'auth/captcha-check-failed':
    case 'auth/invalid-app-credential':
    case 'auth/missing-app-credential':
      return { where: 'form', message: t.captchaFailed };
  }
  // A module that could not be fetched (offline) has no code either.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { where: 'form', message: t.offline };
  console.error('Could not verify the phone number', error);
  return { where: 'form', message: t.phoneFailed };
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="text-danger" role="alert">
      {message}
    </p>
  );
}
