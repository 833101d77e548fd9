import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  deleteUser,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  unlink,
  type Auth,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { activateAppCheck } from '@app-check';
import { firebaseAuth } from '../../lib/auth';
import { emulatorHost, emulatorPorts, firebaseApp, usingEmulators } from '../../lib/firebase';
import { firestore } from '../../lib/firestore';
import { isPermissionDenied } from '../errors';

/**
 * The account's WhatsApp number, proved by an SMS code (issue 45): the only number WhatsApp
 * messages may go to. The number is a PROOF, never a way into the account: it is not linked to
 * the account as a sign-in method (anyone who later receives that number's SMS, after a SIM swap
 * or when an operator gives a recycled number to someone new, could sign in with it).
 *
 * - The code is sent and confirmed on a second Firebase app ('phone-proof', the same project, its
 *   own Auth kept in memory only): the phone signs in there as a user of its own, whose ID token
 *   carries `phone_number`.
 * - With that token, phoneOwners/{number} = { uid: the signed-in account, at } is written (the
 *   rules take it only from the phone's own token); then that phone-only user is deleted, so the
 *   number signs in to nothing.
 * - Then the account writes `whatsAppNumber` on its profile (users/{uid}): the rules take it, and a
 *   booking's WhatsApp opt-in, only while phoneOwners/{number} names the account. Whoever proves
 *   the number later owns it: the earlier account's opt-ins are refused from then on.
 *
 * Pages import this module only when the person sends a code or removes the number (a dynamic
 * import of @services/phone), so reCAPTCHA and the second app are in no page's first download.
 */

const PROOF_APP = 'phone-proof';

let proof: { auth: Auth; db: Firestore } | undefined;

/** The second app, made on first use, on the emulators when the main app is. */
function proofApp(): { auth: Auth; db: Firestore } {
  if (proof) return proof;
  const main = firebaseApp();
  const app = getApps().find((a) => a.name === PROOF_APP) ?? initializeApp(main.options, PROOF_APP);
  // Its Firestore write must carry an App Check token as the main app's do (when enforced).
  activateAppCheck(app, { usingEmulators });
  // In memory only: the phone's session never outlives the page, nor reaches another tab.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  const db = getFirestore(app);
  if (usingEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
    // On the Auth emulator there is no reCAPTCHA to solve and no SMS: the code is in the emulator.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  proof = { auth, db };
  return proof;
}

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

const profileRef = (uid: string) => doc(firestore(), 'users', uid);

/**
 * An account that linked its phone as a sign-in method (before the number became a proof) has
 * it unlinked: the number must open no account.
 */
async function unlinkLegacyPhone(user: User): Promise<void> {
  if (user.providerData.some((provider) => provider.providerId === 'phone')) await unlink(user, 'phone');
}

/**
 * The phone's own user on the second app, once its proof is written: deleted, so the number signs
 * in to nothing (only a user that is nothing but the phone: never an account with an e-mail or
 * another sign-in method), and signed out. A failure is only logged: the user holds nothing.
 */
async function releasePhoneUser(auth: Auth, phoneUser: User, mainUid: string): Promise<void> {
  const phoneOnly =
    phoneUser.uid !== mainUid && !phoneUser.email && phoneUser.providerData.every((provider) => provider.providerId === 'phone');
  try {
    if (phoneOnly) await deleteUser(phoneUser);
  } catch (error) {
    console.error('Could not delete the phone’s sign-in', error);
  }
  await signOut(auth).catch(() => {});
}

/**
 * Sends an SMS code to `phoneNumber` (E.164, "+919845012345") to prove it is the signed-in
 * account's. `container` is an element of the page the invisible reCAPTCHA renders in (its badge
 * shows). Resolves with the code to show on screen: only the demo twin has one (real codes come
 * by SMS). Rejects with the SDK's errors: auth/invalid-phone-number, auth/too-many-requests,
 * auth/network-request-failed…
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<{ demoCode: string | null }> {
  const user = requireCurrentUser();
  const { auth } = proofApp();
  forgetPending();
  // A fresh element each time: a reCAPTCHA cannot render twice in the same one.
  const host = document.createElement('div');
  container.replaceChildren(host);
  const verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    pending = { uid: user.uid, confirmation, verifier };
  } catch (error) {
    verifier.clear();
    throw error;
  }
  return { demoCode: null };
}

/**
 * Proves the number the code was sent to, with the code from the SMS: phoneOwners/{number} names
 * the account (written with the phone's own token), the phone's user is deleted, and the profile
 * keeps the number. Rejects with auth/invalid-verification-code (a wrong code; the same code can
 * be tried again), auth/code-expired, auth/too-many-requests, auth/missing-verification-id (no
 * code was sent in this page).
 */
export async function confirmPhoneCode(code: string): Promise<void> {
  const user = requireCurrentUser();
  if (!pending || pending.uid !== user.uid) throw Object.assign(new Error('No code was sent.'), { code: 'auth/missing-verification-id' });
  const { auth, db } = proofApp();
  const { user: phoneUser } = await pending.confirmation.confirm(code);
  forgetPending();
  // The number as Firebase Auth wrote it in the token: what the rules compare the document id with.
  const number = phoneUser.phoneNumber;
  try {
    if (!number) throw Object.assign(new Error('The phone sign-in has no number.'), { code: 'auth/missing-phone-number' });
    await setDoc(doc(db, 'phoneOwners', number), { uid: user.uid, at: serverTimestamp() });
  } finally {
    await releasePhoneUser(auth, phoneUser, user.uid);
  }
  await updateDoc(profileRef(user.uid), { whatsAppNumber: number });
  await unlinkLegacyPhone(user);
}

/**
 * Removes the account's WhatsApp number (resolves also when it has none): the profile forgets it,
 * and its proof (phoneOwners/{number}) is deleted while it names the account, so no new booking
 * can opt in with it. Stopping WhatsApp on the bookings is the caller's (stopMyWhatsApp) first.
 */
export async function removePhoneNumber(): Promise<void> {
  const user = requireCurrentUser();
  forgetPending();
  const snapshot = await getDoc(profileRef(user.uid));
  const number: unknown = snapshot.get('whatsAppNumber');
  await updateDoc(profileRef(user.uid), { whatsAppNumber: '' });
  if (typeof number === 'string' && number) {
    try {
      await deleteDoc(doc(firestore(), 'phoneOwners', number));
    } catch (error) {
      // Refused: someone has proved the number since (it is theirs now), or it is gone already.
      if (!isPermissionDenied(error)) throw error;
    }
  }
  await unlinkLegacyPhone(user);
}
