/** What other features and the app use of the session: who is signed in, and the admin gate. */
export { AdminOnly } from './AdminOnly';
export { SignedInOnly } from './SignedInOnly';
export { authErrorMessage, useAuthErrorMessage } from './authErrors';
export { authMessages, type AuthMessages } from './messages';
export { savePublicName } from './savePublicName';
export { SessionProvider, type Session } from './SessionProvider';
export { useAuthSession, useSession } from './useSession';
