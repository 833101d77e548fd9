import { messages } from '../../messages';

/**
 * Firebase Auth error codes in plain sentences a patient understands. The code itself stays
 * out of sight (it is logged for us).
 */
const sentences: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is not right. Please check them and try again.',
  'auth/invalid-login-credentials': 'The e-mail or password is not right. Please check them and try again.',
  'auth/wrong-password': 'The e-mail or password is not right. Please check them and try again.',
  'auth/user-not-found': 'There is no account with this e-mail. Check it for typos, or register.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again, or reset your password.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before you finished. Please try again.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before you finished. Please try again.',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Please log in, or reset your password.',
  'auth/invalid-email': messages.invalidEmail,
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/weak-password': 'Please choose a longer password: at least 8 characters.',
  'auth/password-does-not-meet-requirements': 'Please choose a longer password: at least 8 characters.',
  'auth/network-request-failed': 'We could not reach our server. Please check your internet connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact the clinic.',
  'auth/account-exists-with-different-credential':
    'This e-mail is already registered with a password. Please log in with your e-mail and password.',
  'auth/invalid-action-code': 'This verification link has expired or was already used. Please send a new one.',
  'auth/expired-action-code': 'This verification link has expired or was already used. Please send a new one.',
  'auth/no-current-user': 'Please log in first.',
};

export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (!sentences[code]) console.error('Unexpected authentication error', error);
  return sentences[code] ?? 'Something went wrong on our side. Please try again in a moment.';
}
