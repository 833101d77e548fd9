/** What other features and the app use of the session: who is signed in, and the staff gate. */
export { StaffOnly } from './StaffOnly';
export { SignedInOnly } from './SignedInOnly';
export { authErrorMessage, useAuthErrorMessage } from './authErrors';
export { authMessages, type AuthMessages } from './messages';
export { savePublicName } from './savePublicName';
export { SessionProvider, type Session } from './SessionProvider';
export { useAuthSession, useSession } from './useSession';
export { IfCan } from './IfCan';
export { useCan } from './useCan';
