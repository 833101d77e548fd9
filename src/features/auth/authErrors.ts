import { useCallback } from 'react';
import { useMessages } from '../../i18n/messages';
import { specMessages, type SpecMessages } from '../../components/specMessages';
import { authMessages, type AuthMessages } from './messages';

/**
 * Firebase Auth error codes in plain sentences a patient understands. The code itself stays
 * out of sight (it is logged for us).
 */
const sentences: Record<string, (t: AuthMessages, m: SpecMessages) => string> = {
  'auth/invalid-credential': (t) => t.wrongCredentials,
  'auth/invalid-login-credentials': (t) => t.wrongCredentials,
  'auth/wrong-password': (t) => t.wrongCredentials,
  'auth/user-not-found': (t) => t.noAccount,
  'auth/too-many-requests': (t) => t.tooManyAttempts,
  'auth/popup-closed-by-user': (t) => t.popupClosed,
  'auth/cancelled-popup-request': (t) => t.popupClosed,
  'auth/popup-blocked': (t) => t.popupBlocked,
  'auth/email-already-in-use': (t) => t.emailInUse,
  'auth/invalid-email': (_, m) => m.invalidEmail,
  'auth/missing-email': (t) => t.enterEmail,
  'auth/missing-password': (t) => t.enterPassword,
  'auth/weak-password': (t) => t.weakPassword,
  'auth/password-does-not-meet-requirements': (t) => t.weakPassword,
  'auth/network-request-failed': (t) => t.networkFailed,
  'auth/user-disabled': (t) => t.accountDisabled,
  'auth/account-exists-with-different-credential': (t) => t.registeredWithPassword,
  'auth/invalid-action-code': (t) => t.linkExpired,
  'auth/expired-action-code': (t) => t.linkExpired,
  'auth/no-current-user': (t) => t.loginFirst,
};

/**
 * The sentence for an auth error, in the words given: the page's (`useMessages(authMessages)`
 * and `useMessages(specMessages)`, or useAuthErrorMessage below), English when left out (in a one-language bundle, its language).
 */
export function authErrorMessage(error: unknown, t: AuthMessages = authMessages.en, m: SpecMessages = specMessages.en): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const sentence = Object.hasOwn(sentences, code) ? sentences[code] : undefined;
  if (!sentence) console.error('Unexpected authentication error', error);
  return sentence ? sentence(t, m) : t.unexpectedError;
}

/** authErrorMessage in the page's language. */
export function useAuthErrorMessage(): (error: unknown) => string {
  const t = useMessages(authMessages);
  const m = useMessages(specMessages);
  return useCallback((error: unknown) => authErrorMessage(error, t, m), [t, m]);
}
