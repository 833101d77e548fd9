import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as auth from '../../src/services/firebase/auth';
import * as users from '../../src/services/firebase/users';
import { setLogLevel } from 'firebase/firestore/lite';
import { emulatorAddress, emulatorProjectId } from '../../scripts/lib/emulators.mjs';
import { clearAuthEmulator, emulatorOobCodes } from '../integration/emulator';
import { reservedNameKey } from '../../src/services/publicName';
import { ACCOUNTS, contractServices, isStaffAccount, PATIENT_WHATSAPP, STAFF_ROLES_OF, type ContractBackend, type Role } from './backend';

/**
 * The Firebase service modules on the Emulator Suite (`npm run test:emulators`), through the
 * real rules: accounts are made with the Admin SDK (as a person who registered and verified),
 * and every call is the app's own.
 */
process.env.FIRESTORE_EMULATOR_HOST ??= emulatorAddress('firestore');
// The suites expect refusals and assert each one; the SDK's own log of every refused call is noise.
setLogLevel('silent');
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorAddress('auth');

/**
 * The browser's localStorage, which the modules use (users.ts lists a verified address once per
 * browser) and Node lacks: a plain in-memory one, emptied with every reset.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
(globalThis as { localStorage?: Storage }).localStorage ??= new MemoryStorage();

let adminSdk: App | undefined;
const admin = () => (adminSdk ??= initializeApp({ projectId: emulatorProjectId }, 'contract-admin'));

export async function closeFirebaseBackend(): Promise<void> {
  await auth.logOut();
  if (adminSdk) await deleteApp(adminSdk);
  adminSdk = undefined;
}

async function clearFirestore(): Promise<void> {
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${emulatorProjectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status}`);
}

export const firebaseBackend: ContractBackend = {
  name: 'Firebase on the Emulator Suite',
  services: contractServices(import.meta.glob('../../src/services/firebase/*.ts', { eager: true })),
  async reset() {
    await auth.logOut();
    localStorage.clear();
    await clearAuthEmulator();
    await clearFirestore();
  },
  async actAs(role: Role, doctorId?: string) {
    await auth.logOut();
    if (role === 'visitor') return { uid: '', displayName: null, email: null };
    const account = ACCOUNTS[role];
    const adminAuth = getAuth(admin());
    const db = getFirestore(admin());
    const existing = await adminAuth.getUserByEmail(account.email).catch(() => null);
    const uid = existing?.uid ?? (await adminAuth.createUser({ ...account, emailVerified: role !== 'unverified' })).uid;
    if (!existing && isStaffAccount(role)) {
      // As make-admin (or an owner's Admin → Staff) leaves a staff member: the profile with their
      // roles, their verified address listed (accountEmails), an owner in clinic/owners, and the
      // name reserved.
      const roles = STAFF_ROLES_OF[role];
      await db.doc(`users/${uid}`).set({
        uid,
        displayName: account.displayName,
        email: account.email,
        photoURL: '',
        roles,
        doctorId: '',
        staff: true,
      });
      await db.doc(`accountEmails/${account.email.toLowerCase()}`).set({ uid });
      if (roles.includes('owner')) await db.doc('clinic/owners').set({ uids: { [uid]: true } }, { merge: true });
      await db.doc('clinic/reservedNames').set({ names: { [reservedNameKey(account.displayName)]: 'staff' } }, { merge: true });
    }
    if (role === 'doctor' && doctorId !== undefined) {
      await db.doc(`users/${uid}`).update({ doctorId });
      // As Admin → Staff or make-admin links one: the profile given to this account (clinic/doctorLinks).
      if (doctorId) await db.doc('clinic/doctorLinks').set({ doctors: { [doctorId]: uid } }, { merge: true });
    }
    const user = await auth.signInWithEmail(account.email, account.password);
    if (!isStaffAccount(role)) await users.getOrCreateProfile(user);
    // No phone on the Auth user: the number is a proof, never a way to sign in.
    if (!existing && role === 'patient') await firebaseBackend.proveWhatsAppNumber(user.uid, PATIENT_WHATSAPP);
    return { uid: user.uid, displayName: user.displayName, email: user.email };
  },
  async proveWhatsAppNumber(uid: string, number: string) {
    const db = getFirestore(admin());
    await db.doc(`phoneOwners/${number}`).set({ uid, at: new Date() });
    await db.doc(`users/${uid}`).set({ whatsAppNumber: number }, { merge: true });
  },
  async verificationCode(email: string) {
    return (await emulatorOobCodes(email, 'VERIFY_EMAIL')).at(-1)?.oobCode ?? '';
  },
  // emulators:exec names the Storage emulator's address when it runs (where its rules runtime could be downloaded).
  imagesUnavailable: process.env.FIREBASE_STORAGE_EMULATOR_HOST
    ? null
    : 'the Storage emulator is not running: its rules runtime comes only from a firebase-tools download',
  async removePostLeavingComments(blogId: string) {
    await getFirestore(admin()).doc(`blogs/${blogId}`).delete();
  },
};
