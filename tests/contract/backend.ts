import type * as AccessLog from '../../src/services/firebase/accessLog';
import type * as Auth from '../../src/services/firebase/auth';
import type * as Blogs from '../../src/services/firebase/blogs';
import type * as Bookings from '../../src/services/firebase/bookings';
import type * as BookingSchedules from '../../src/services/firebase/bookingSchedules';
import type * as BlogTopics from '../../src/services/firebase/blogTopics';
import type * as ClinicHours from '../../src/services/firebase/clinicHours';
import type * as Comments from '../../src/services/firebase/comments';
import type * as Doctors from '../../src/services/firebase/doctors';
import type * as Faqs from '../../src/services/firebase/faqs';
import type * as Images from '../../src/services/firebase/images';
import type * as MedicalServices from '../../src/services/firebase/medicalServices';
import type * as Phone from '../../src/services/firebase/phone';
import type * as Publishing from '../../src/services/firebase/publishing';
import type * as Requests from '../../src/services/firebase/requests';
import type * as Staff from '../../src/services/firebase/staff';
import type * as Users from '../../src/services/firebase/users';
import type * as VideoCall from '../../src/services/firebase/videoCall';
import type * as VideoVisits from '../../src/services/firebase/videoVisits';
import type { StaffRole } from '../../src/config/staffRoles';
import type { ContentAuthor } from '../../src/types';

/**
 * One backend as the contract suites see it: the service modules (Firebase ones or their demo
 * twins; src/services/contract.ts makes their types equal) and a way to act as each kind of user.
 */
export interface ContractBackend {
  name: string;
  services: {
    accessLog: typeof AccessLog;
    auth: typeof Auth;
    blogs: typeof Blogs;
    bookings: typeof Bookings;
    bookingSchedules: typeof BookingSchedules;
    blogTopics: typeof BlogTopics;
    clinicHours: typeof ClinicHours;
    comments: typeof Comments;
    doctors: typeof Doctors;
    faqs: typeof Faqs;
    images: typeof Images;
    medicalServices: typeof MedicalServices;
    phone: typeof Phone;
    publishing: typeof Publishing;
    requests: typeof Requests;
    staff: typeof Staff;
    users: typeof Users;
    videoCall: typeof VideoCall;
    videoVisits: typeof VideoVisits;
  };
  /** Empties every collection and signs out; accounts are made again on demand. */
  reset(): Promise<void>;
  /**
   * Signs in as `role` (creating the account on first use): a staff member (the owner, who is
   * `admin` here, the front desk, a doctor, the content editor: verified accounts whose profile
   * names their roles, as make-admin or Admin → Staff leave it, with their address listed in
   * accountEmails and the owner in clinic/owners), two verified patients, a patient whose e-mail
   * is not verified, or nobody (a visitor). Patients' profiles are exactly what a first sign-in
   * creates, and the patient's has a WhatsApp number proved when the account is made
   * (PATIENT_WHATSAPP, through proveWhatsAppNumber). The doctor account is linked to `doctorId`
   * when one is given (each call may move it: the suites' doctors are made after each reset).
   */
  actAs(role: Role, doctorId?: string): Promise<ContentAuthor>;
  /**
   * As an SMS code leaves a number (src/services/firebase/phone.ts), with privileges:
   * phoneOwners/{number} names `uid` (taking it from whoever proved it before), and the profile
   * keeps it as whatsAppNumber. The rules tests show who may write these.
   */
  proveWhatsAppNumber(uid: string, number: string): Promise<void>;
  /** The code of the latest verification e-mail "sent" to `email` (the signed-in account's). */
  verificationCode(email: string): Promise<string>;
  /** Why the images suite cannot run on this backend (Firebase without the Storage emulator), or null. */
  imagesUnavailable: string | null;
  /**
   * Removes a post and leaves its comments, bypassing the rules: what an interrupted delete of
   * the old order (post first, then comments) left behind.
   */
  removePostLeavingComments(blogId: string): Promise<void>;
}

/** The services' names: their modules' file names, in src/services/firebase and src/services/demo alike. */
const SERVICE_NAMES: Array<keyof ContractBackend['services']> = [
  'accessLog',
  'auth',
  'blogs',
  'bookings',
  'bookingSchedules',
  'blogTopics',
  'clinicHours',
  'comments',
  'doctors',
  'faqs',
  'images',
  'medicalServices',
  'phone',
  'publishing',
  'requests',
  'staff',
  'users',
  'videoCall',
  'videoVisits',
];

/**
 * One backend's service modules, by name, out of its folder's modules
 * (`import.meta.glob('…/src/services/<backend>/*.ts', { eager: true })`, keyed by path); their
 * types are the same on both backends (src/services/contract.ts checks it).
 */
export function contractServices(modules: Record<string, unknown>): ContractBackend['services'] {
  const byName = new Map(Object.entries(modules).map(([path, module]) => [/([^/]+)\.ts$/.exec(path)?.[1], module]));
  const services = SERVICE_NAMES.map((name) => {
    if (!byName.has(name)) throw new Error(`No service module ${name}.ts in ${Object.keys(modules)[0] ?? 'the folder'}`);
    return [name, byName.get(name)];
  });
  return Object.fromEntries(services) as ContractBackend['services'];
}

/** `admin` is the owner (every permission; the only one who manages staff): the suites' name from before staff roles. */
export type StaffAccount = 'admin' | 'frontDesk' | 'doctor' | 'editor';

export type Role = StaffAccount | 'patient' | 'otherPatient' | 'unverified' | 'visitor';

/** Each staff account's roles (src/config/staffRoles.ts). */
export const STAFF_ROLES_OF: Record<StaffAccount, StaffRole[]> = {
  admin: ['owner'],
  frontDesk: ['frontDesk'],
  doctor: ['doctor'],
  editor: ['editor'],
};

export const isStaffAccount = (role: Role): role is StaffAccount => role in STAFF_ROLES_OF;

export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; password: string; displayName: string }> = {
  admin: { email: 'kavya@clinic.example', password: 'clinic-admin-1', displayName: 'Dr. Kavya Rao' },
  frontDesk: { email: 'lakshmi@clinic.example', password: 'front-desk-1', displayName: 'Lakshmi Gowda' },
  doctor: { email: 'ananya@clinic.example', password: 'clinic-doctor-1', displayName: 'Dr. Ananya Iyer' },
  editor: { email: 'rahul@clinic.example', password: 'clinic-editor-1', displayName: 'Rahul Verma' },
  patient: { email: 'meera@example.com', password: 'monsoon-rain-1', displayName: 'Meera Nair' },
  otherPatient: { email: 'ravi@example.com', password: 'summer-sun-1', displayName: 'Ravi Kumar' },
  unverified: { email: 'new@example.com', password: 'brand-new-1', displayName: 'New Patient' },
};

/** The patient's mobile number, proved by SMS code when her account is made: WhatsApp messages may go there (issue 45). */
export const PATIENT_WHATSAPP = '+919845012345';

/** Firestore's refusal, as both backends report it. */
export const refused = { code: 'permission-denied' };
