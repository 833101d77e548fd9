import * as auth from '../../src/services/demo/auth';
import { demoDb, resetDemoStore, saveDemoDb } from '../../src/services/demo/store';
import * as users from '../../src/services/demo/users';
import { ACCOUNTS, contractServices, isStaffAccount, PATIENT_WHATSAPP, STAFF_ROLES_OF, type ContractBackend, type Role } from './backend';

/** The demo twins, on an empty demo database (the seed content removed, the demo accounts kept). */
export const demoBackend: ContractBackend = {
  name: 'demo twins',
  services: contractServices(import.meta.glob('../../src/services/demo/*.ts', { eager: true })),
  async reset() {
    await auth.logOut();
    localStorage.clear();
    resetDemoStore();
    const db = demoDb();
    db.blogs = [];
    db.comments = {};
    db.faqs = [];
    db.doctors = [];
    db.clinicHours = null;
    db.medicalServices = [];
    db.appointmentRequests = [];
    db.contactMessages = [];
    db.doctorSchedules = {};
    db.bookingPolicy = null;
    db.bookings = [];
    db.bookedSlots = {};
    db.bookingSeats = {};
    db.bookingContacts = {};
    db.accounts = [];
    db.users = [];
    saveDemoDb();
  },
  async actAs(role: Role, doctorId?: string) {
    await auth.logOut();
    if (role === 'visitor') return { uid: '', displayName: null, email: null };
    const account = ACCOUNTS[role];
    const db = demoDb();
    const uid = `uid-${role}`;
    const made = !db.accounts.some((a) => a.email === account.email);
    if (made) {
      const roles = isStaffAccount(role) ? STAFF_ROLES_OF[role] : [];
      db.accounts.push({ uid, ...account, roles: [...roles], doctorId: '', emailVerified: role !== 'unverified' });
      // Staff: the profile as make-admin (or an owner's Admin → Staff) leaves it. The demo's twins
      // of clinic/owners and accountEmails follow from the profiles and the verified accounts.
      if (roles.length > 0)
        db.users.push({
          uid,
          displayName: account.displayName,
          email: account.email,
          photoURL: null,
          roles: [...roles],
          doctorId: '',
          whatsAppNumber: '',
          staff: true,
        });
    }
    if (role === 'doctor' && doctorId !== undefined) {
      for (const entry of [db.accounts.find((a) => a.uid === uid), db.users.find((u) => u.uid === uid)])
        if (entry) entry.doctorId = doctorId;
    }
    saveDemoDb();
    const user = await auth.signInWithEmail(account.email, account.password);
    if (!isStaffAccount(role)) await users.getOrCreateProfile(user);
    if (made && role === 'patient') await demoBackend.proveWhatsAppNumber(user.uid, PATIENT_WHATSAPP);
    return { uid: user.uid, displayName: user.displayName, email: user.email };
  },
  async proveWhatsAppNumber(uid: string, number: string) {
    const db = demoDb();
    (db.phoneOwners ??= {})[number] = { uid, at: new Date() };
    const profile = db.users.find((u) => u.uid === uid);
    if (profile) profile.whatsAppNumber = number;
    saveDemoDb();
  },
  async verificationCode() {
    // The demo shows the link of the signed-in account's latest verification e-mail on screen.
    const link = auth.demoVerificationLink();
    return new URL(link ?? '/', 'http://demo.invalid').searchParams.get('oobCode') ?? '';
  },
  imagesUnavailable: null,
  async removePostLeavingComments(blogId: string) {
    const db = demoDb();
    db.blogs = db.blogs.filter((b) => b.id !== blogId);
    saveDemoDb();
  },
};
