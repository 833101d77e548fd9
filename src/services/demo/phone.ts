import { firebaseLikeError } from '../errors';
import { demoDb, demoSessionUid, latency, permissionDenied, saveDemoDb, serverNow } from './store';

/**
 * Demo twin of the phone service (issue 45). No SMS leaves the browser: the "sent" code is always
 * DEMO_PHONE_CODE, handed back for the page to show. As on Firebase, the number is a proof, never
 * a way to sign in: a right code makes phoneOwners[number] name the signed-in account (whoever
 * proves a number last owns it, as the new owner of a recycled number does), and the profile then
 * keeps it as `whatsAppNumber`. It refuses what Firebase refuses: a number that is not E.164, a
 * wrong or expired code, and too many wrong codes.
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

/** The signed-in account's profile (users/{uid}), which the number is kept on. */
function requireProfile(uid: string) {
  const profile = demoDb().users.find((u) => u.uid === uid);
  if (!profile) throw permissionDenied();
  return profile;
}

export async function sendPhoneCode(phoneNumber: string, _container: HTMLElement): Promise<{ demoCode: string | null }> {
  await latency();
  const account = requireCurrentAccount();
  pending = null;
  if (!E164.test(phoneNumber)) throw firebaseLikeError('auth/invalid-phone-number', 'Error');
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
  const profile = requireProfile(account.uid);
  const db = demoDb();
  // The phone's proof (phoneOwners/{number}, which only the phone's own sign-in writes on
  // Firebase), then the profile, which the rules take only for a number that names the account.
  (db.phoneOwners ??= {})[phoneNumber] = { uid: account.uid, at: serverNow() };
  profile.whatsAppNumber = phoneNumber;
  saveDemoDb();
}

export async function removePhoneNumber(): Promise<void> {
  await latency();
  const account = requireCurrentAccount();
  pending = null;
  const profile = requireProfile(account.uid);
  const number = profile.whatsAppNumber;
  profile.whatsAppNumber = '';
  const owners = demoDb().phoneOwners;
  // Its proof goes too, when it still names the account (a newer owner's stays).
  if (number && owners?.[number]?.uid === account.uid) delete owners[number];
  saveDemoDb();
}
