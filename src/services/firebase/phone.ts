import { getIdToken, linkWithPhoneNumber, RecaptchaVerifier, reload, unlink, type ConfirmationResult, type User } from 'firebase/auth';
import { firebaseAuth } from '../../lib/auth';
import { usingEmulators } from '../../lib/firebase';

/**
 * The account's phone number, verified by an SMS code (Firebase Auth's phone provider, linked to
 * the account): the only number WhatsApp messages may go to (the rules compare a booking's opt-in
 * with the ID token's `phone_number`). Pages import this module only when the person sends a code
 * or removes the number (a dynamic import of @services/phone), so reCAPTCHA and the phone code are
 * in no page's first download.
 */

/** A code on its way: the SDK's confirmation, and the reCAPTCHA it was sent under (cleared after). */
let pending: { uid: string; confirmation: ConfirmationResult; verifier: RecaptchaVerifier } | null = null;

function requireCurrentUser(): User {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error('No user is signed in.'), { code: 'auth/no-current-user' });
  return user;
}

function forgetPending() {
  pending?.verifier.clear();
  pending = null;
}

/**
 * Sends an SMS code to `phoneNumber` (E.164, "+919845012345") to link it to the signed-in account.
 * `container` is an element of the page the invisible reCAPTCHA renders in (its badge shows).
 * Resolves with the code to show on screen: only the demo twin has one (real codes come by SMS).
 * Rejects with the SDK's errors: auth/invalid-phone-number, auth/too-many-requests,
 * auth/network-request-failed, auth/provider-already-linked…
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<{ demoCode: string | null }> {
  const auth = firebaseAuth();
  const user = requireCurrentUser();
  forgetPending();
  // On the Auth emulator there is no reCAPTCHA to solve and no SMS: the code is in the emulator.
  if (usingEmulators) auth.settings.appVerificationDisabledForTesting = true;
  // A fresh element each time: a reCAPTCHA cannot render twice in the same one.
  const host = document.createElement('div');
  container.replaceChildren(host);
  const verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  try {
    const confirmation = await linkWithPhoneNumber(user, phoneNumber, verifier);
    pending = { uid: user.uid, confirmation, verifier };
  } catch (error) {
    verifier.clear();
    throw error;
  }
  return { demoCode: null };
}

/**
 * Links the number the code was sent to, with the code from the SMS. Then the ID token is fetched
 * again, so the rules see `phone_number` at once. Rejects with auth/invalid-verification-code (a
 * wrong code; the same code can be tried again), auth/code-expired, auth/too-many-requests,
 * auth/credential-already-in-use (the number is another account's), auth/missing-verification-id
 * (no code was sent in this page).
 */
export async function confirmPhoneCode(code: string): Promise<void> {
  const user = requireCurrentUser();
  if (!pending || pending.uid !== user.uid) throw Object.assign(new Error('No code was sent.'), { code: 'auth/missing-verification-id' });
  await pending.confirmation.confirm(code);
  forgetPending();
  await reload(user);
  await getIdToken(user, true);
}

/**
 * Unlinks the verified number from the account (resolves also when none was linked), and fetches
 * a new ID token without `phone_number`, so no new booking can opt in to WhatsApp with it.
 */
export async function removePhoneNumber(): Promise<void> {
  const user = requireCurrentUser();
  forgetPending();
  if (user.providerData.some((provider) => provider.providerId === 'phone')) await unlink(user, 'phone');
  await reload(user);
  await getIdToken(user, true);
}
