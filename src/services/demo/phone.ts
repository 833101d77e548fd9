import { firebaseLikeError } from '../errors';
import { demoDb, demoSessionUid, latency, saveDemoDb } from './store';

/**
 * Demo twin of the phone service. No SMS leaves the browser: the "sent" code is always
 * DEMO_PHONE_CODE, handed back for the page to show, and a right code stores the number on the
 * demo account (which then reports it as `phoneNumber`, as Firebase does). It refuses what
 * Firebase refuses: a number that is not E.164, one already linked to another account, a wrong
 * or expired code, and too many wrong codes.
 */

const DEMO_PHONE_CODE = '123456';
/** As an SMS code, a demo code is good for a few minutes and a few tries. */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const WRONG_CODES_ALLOWED = 5;
const E164 = /^\+[1-9][0-9]{7,14}$/;

let pending: { uid: string; phoneNumber: string; sentAt: number; wrong: number } | null = null;

function requireCurrentAccount() {
  const uid = demoSessionUid();
  const account = uid ? demoDb().accounts.find((a) => a.uid === uid) : undefined;
  if (!account) throw firebaseLikeError('auth/no-current-user', 'No user is signed in.');
  return account;
}

export async function sendPhoneCode(phoneNumber: string, _container: HTMLElement): Promise<{ demoCode: string | null }> {
  await latency();
  const account = requireCurrentAccount();
  pending = null;
  if (!E164.test(phoneNumber)) throw firebaseLikeError('auth/invalid-phone-number', 'Error');
  if (account.phoneNumber) throw firebaseLikeError('auth/provider-already-linked', 'Error');
  pending = { uid: account.uid, phoneNumber, sentAt: Date.now(), wrong: 0 };
  return { demoCode: DEMO_PHONE_CODE };
}

export async function confirmPhoneCode(code: string): Promise<void> {
  await latency();
  const account = requireCurrentAccount();
  if (!pending || pending.uid !== account.uid) throw firebaseLikeError('auth/missing-verification-id', 'Error');
  if (Date.now() - pending.sentAt > CODE_LIFETIME_MS) {
    pending = null;
    throw firebaseLikeError('auth/code-expired', 'Error');
  }
  if (code !== DEMO_PHONE_CODE) {
    pending.wrong += 1;
    if (pending.wrong >= WRONG_CODES_ALLOWED) {
      pending = null;
      throw firebaseLikeError('auth/too-many-requests', 'Error');
    }
    throw firebaseLikeError('auth/invalid-verification-code', 'Error');
  }
  const { phoneNumber } = pending;
  pending = null;
  // Firebase: a phone number belongs to one account only.
  if (demoDb().accounts.some((other) => other.uid !== account.uid && other.phoneNumber === phoneNumber))
    throw firebaseLikeError('auth/credential-already-in-use', 'Error');
  account.phoneNumber = phoneNumber;
  saveDemoDb();
}

export async function removePhoneNumber(): Promise<void> {
  await latency();
  const account = requireCurrentAccount();
  pending = null;
  delete account.phoneNumber;
  saveDemoDb();
}
