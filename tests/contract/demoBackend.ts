import * as auth from '../../src/services/demo/auth';
import * as blogs from '../../src/services/demo/blogs';
import * as bookings from '../../src/services/demo/bookings';
import * as bookingSchedules from '../../src/services/demo/bookingSchedules';
import * as blogTopics from '../../src/services/demo/blogTopics';
import * as comments from '../../src/services/demo/comments';
import * as clinicHours from '../../src/services/demo/clinicHours';
import * as doctors from '../../src/services/demo/doctors';
import * as faqs from '../../src/services/demo/faqs';
import * as images from '../../src/services/demo/images';
import * as medicalServices from '../../src/services/demo/medicalServices';
import * as publishing from '../../src/services/demo/publishing';
import * as requests from '../../src/services/demo/requests';
import { demoDb, resetDemoStore, saveDemoDb } from '../../src/services/demo/store';
import * as users from '../../src/services/demo/users';
import { ACCOUNTS, type ContractBackend, type Role } from './backend';

/** The demo twins, on an empty demo database (the seed content removed, the demo accounts kept). */
export const demoBackend: ContractBackend = {
  name: 'demo twins',
  services: {
    auth,
    blogs,
    bookings,
    bookingSchedules,
    blogTopics,
    clinicHours,
    comments,
    doctors,
    faqs,
    images,
    medicalServices,
    publishing,
    requests,
    users,
  },
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
  async actAs(role: Role) {
    await auth.logOut();
    if (role === 'visitor') return { uid: '', displayName: null, email: null };
    const account = ACCOUNTS[role];
    const db = demoDb();
    if (!db.accounts.some((a) => a.email === account.email)) {
      db.accounts.push({ uid: `uid-${role}`, ...account, admin: false, emailVerified: role !== 'unverified' });
      if (role === 'admin')
        db.users.push({ uid: `uid-${role}`, displayName: account.displayName, email: account.email, photoURL: null, admin: true });
      saveDemoDb();
    }
    const user = await auth.signInWithEmail(account.email, account.password);
    if (role !== 'admin') await users.getOrCreateProfile(user);
    return { uid: user.uid, displayName: user.displayName, email: user.email };
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
