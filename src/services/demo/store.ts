import { IMAGE_TYPES, type TitledEntryLimits } from '../../config/limits';
import { can, isStaff, readRoles, type Permission, type StaffRole } from '../../config/staffRoles';
import { TRANSLATED_LOCALES } from '../../config/locales';
import { linesPattern, NON_BLANK_LINES_PATTERN, NON_BLANK_PATTERN, rulesRegExp } from '../../config/rulesPatterns';
import { isImageAddress } from '../imageAddress';
import { POST_TRANSLATED_FIELDS } from '../blogFields';
import { isAcceptablePublicName, reservedNameKey } from '../publicName';
import {
  seedAccounts,
  seedBlogs,
  seedBookingPolicy,
  seedClinicHours,
  seedSchedules,
  seedComments,
  seedDoctors,
  seedFaqs,
  seedMedicalServices,
  type SeedAccount,
} from '../../seed';
import type {
  AccessLogEntry,
  AppointmentRequest,
  Blog,
  BlogComment,
  Booking,
  BookingContact,
  BookingPolicy,
  ContactMessage,
  Doctor,
  Faq,
  MedicalService,
  PublishingState,
  UserProfile,
} from '../../types';
import { firebaseLikeError } from '../errors';
import { hoursFields, type StoredHours } from '../clinicHoursFields';
import { scheduleFields, type StoredSchedule } from '../bookingFields';

/**
 * The demo backend's in-memory database, seeded from the shared seed module. In a browser it
 * is kept in localStorage so a reload keeps what a tester did; `resetDemoStore` starts over.
 * This folder is only reachable through the `@services` alias in demo mode and in tests.
 */

/**
 * The twin of users/{uid}: the profile, with the staff fields only an owner writes (`staff` while
 * any role is held, and who changed the roles when; absent on a profile no owner has changed).
 */
export interface DemoProfile extends UserProfile {
  staff?: boolean;
  rolesChangedAt?: Date;
  rolesChangedBy?: string;
}

export interface DemoDb {
  /**
   * The twin of Firebase Auth's accounts. Their `roles` and `doctorId` are the seed's (kept in step
   * by Admin → Staff); the profiles' (`users`) are the ones the twins' checks read, as the rules do.
   */
  accounts: SeedAccount[];
  users: DemoProfile[];
  medicalServices: MedicalService[];
  doctors: Doctor[];
  /** The twin of clinic/hours (null: no admin has saved hours). */
  clinicHours: StoredHours | null;
  faqs: Faq[];
  blogs: Blog[];
  /** Each post's comments (the twin of blogs/{blogId}/comments), by post id. */
  comments: Record<string, BlogComment[]>;
  /** Demo verification codes "e-mailed" to users: code -> uid. */
  verificationCodes: Record<string, string>;
  appointmentRequests: AppointmentRequest[];
  contactMessages: ContactMessage[];
  /** The twin of doctorSchedules/{doctorId}. */
  doctorSchedules: Record<string, StoredSchedule>;
  /** The twin of clinic/booking (null: the defaults). */
  bookingPolicy: BookingPolicy | null;
  bookings: Booking[];
  /** The twin of bookedSlots/{doctorId_month}: slot key -> booking id (takenSlots, the public mirror, is its keys). */
  bookedSlots: Record<string, Record<string, string>>;
  /** The twin of bookingSeats/{uid_n}: the booking holding each place. */
  bookingSeats: Record<string, string>;
  /** The twin of users/{uid}.contact. */
  bookingContacts: Record<string, BookingContact>;
  /** The twin of erasures/{uid}: the accounts erased, when (absent in copies saved before it existed). */
  erasures?: Record<string, Date>;
  /** The twin of clinic/publishing (absent in copies saved before it existed). */
  publishing?: PublishingState;
  /** The twin of accessLog/{id}: staff's read records and write entries (absent in copies saved before it existed). */
  accessLog?: AccessLogEntry[];
  /**
   * The twin of phoneOwners/{number}: the account that last proved the number by SMS code, and
   * when (absent in copies saved before it existed). A profile's `whatsAppNumber` counts only
   * while its entry here names the account.
   */
  phoneOwners?: Record<string, { uid: string; at: Date }>;
}

// v2: comments moved out of the posts into their own lists; v3: posts carry published and
// publishedAt (drafts); v4: doctors; v5: opening hours; v6: posts' doctors (author and
// reviewer); v7: bookings. Older copies are left unread. A v7 copy saved before staff roles
// (issue 44) has `admin` flags instead: withStaffRoles reads them as roles when it loads.
const STORAGE_KEY = 'clinic-demo-db-v7';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function commentsByBlog(): Record<string, BlogComment[]> {
  const byBlog: Record<string, BlogComment[]> = {};
  for (const { blogId, ...comment } of seedComments) (byBlog[blogId] ??= []).push(comment);
  return byBlog;
}

/** A seed account's profile, as the emulators' seeding script leaves it (make-admin's fields for staff). */
const seedProfile = (account: SeedAccount): DemoProfile => ({
  uid: account.uid,
  displayName: account.displayName,
  email: account.email,
  photoURL: null,
  roles: [...account.roles],
  doctorId: account.doctorId,
  whatsAppNumber: account.whatsAppNumber ?? '',
  staff: account.roles.length > 0,
});

/** The seed's proved numbers (phoneOwners), as the emulators' seeding script writes them. */
const seedPhoneOwners = (): Record<string, { uid: string; at: Date }> =>
  Object.fromEntries(seedAccounts.flatMap((a) => (a.whatsAppNumber ? [[a.whatsAppNumber, { uid: a.uid, at: new Date() }]] : [])));

function seededDb(): DemoDb {
  return structuredClone({
    accounts: seedAccounts,
    users: seedAccounts.map(seedProfile),
    medicalServices: seedMedicalServices,
    doctors: seedDoctors,
    clinicHours: hoursFields(seedClinicHours),
    faqs: seedFaqs,
    blogs: seedBlogs,
    comments: commentsByBlog(),
    verificationCodes: {},
    appointmentRequests: [],
    contactMessages: [],
    doctorSchedules: Object.fromEntries(seedSchedules.map(({ doctorId, ...schedule }) => [doctorId, scheduleFields(schedule)])),
    bookingPolicy: seedBookingPolicy,
    bookings: [],
    bookedSlots: {},
    bookingSeats: {},
    bookingContacts: {},
    phoneOwners: seedPhoneOwners(),
  });
}

/** Roles as a copy saved before staff roles has them: an admin was what an owner is now. */
function rolesOf(saved: { roles?: unknown; admin?: unknown }): StaffRole[] {
  return Array.isArray(saved.roles) ? readRoles(saved.roles) : saved.admin === true ? ['owner'] : [];
}

/**
 * A copy saved before staff roles (issue 44) keeps working: its `admin` flags become the owner's
 * role, and the seed's staff accounts it does not know (front desk, doctor, editor) join it. A copy
 * saved since is read as it is (an account deleted in it stays deleted).
 */
function withStaffRoles(saved: DemoDb): DemoDb {
  type Old = { roles?: unknown; admin?: unknown; doctorId?: unknown };
  const entries: Old[] = [...(saved.accounts ?? []), ...(saved.users ?? [])];
  if (entries.every((entry) => Array.isArray(entry.roles))) return saved;
  const migrate = <T extends Old>(entry: T) => {
    const roles = rolesOf(entry);
    const doctorId = roles.includes('doctor') && typeof entry.doctorId === 'string' ? entry.doctorId : '';
    delete entry.admin;
    return Object.assign(entry, { roles, doctorId });
  };
  saved.accounts = (saved.accounts ?? []).map(migrate);
  saved.users = (saved.users ?? []).map((user) => Object.assign(migrate(user), { staff: rolesOf(user).length > 0 }));
  for (const account of seedAccounts) {
    const email = account.email.toLowerCase();
    if (saved.accounts.some((a) => a.uid === account.uid || a.email.toLowerCase() === email)) continue;
    saved.accounts.push(structuredClone(account));
    saved.users.push(seedProfile(account));
  }
  return saved;
}

/**
 * Bookings saved before the messages to patients (issue 45) read as Firebase's converter reads
 * them: in English, without a WhatsApp opt-in, nothing sent yet; and saved before video visits
 * (issue 46), at the clinic, with no consultation record.
 */
function withBookingMessages(saved: DemoDb): DemoDb {
  for (const booking of saved.bookings ?? []) {
    booking.lang ??= 'en';
    booking.whatsApp ??= null;
    booking.notices ??= {};
    booking.visit ??= 'clinic';
    booking.consult ??= null;
  }
  // A copy saved while the number was linked to the account (an Auth phone provider) keeps it as
  // a proved number on the profile instead: the account no longer carries it.
  const owners = (saved.phoneOwners ??= {});
  for (const account of (saved.accounts ?? []) as Array<SeedAccount & { phoneNumber?: string }>) {
    const linked = account.phoneNumber;
    delete account.phoneNumber;
    const profile = (saved.users ?? []).find((u) => u.uid === account.uid);
    if (!profile) continue;
    profile.whatsAppNumber ??= '';
    if (linked && !profile.whatsAppNumber && !owners[linked]) {
      profile.whatsAppNumber = linked;
      owners[linked] = { uid: account.uid, at: new Date() };
    }
  }
  return saved;
}

function load(): DemoDb {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (saved) {
      return withBookingMessages(
        withStaffRoles(
          JSON.parse(saved, (_key, value: unknown) =>
            typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
          ) as DemoDb,
        ),
      );
    }
  } catch {
    // A corrupt copy is not worth keeping: fall back to the seed.
  }
  return seededDb();
}

let db: DemoDb | undefined;

export function demoDb(): DemoDb {
  db ??= load();
  return db;
}

/** The twin of clinic/publishing, made on first use. */
export function demoPublishing(): PublishingState {
  return (demoDb().publishing ??= { changes: 0, changedAt: null, requestedAt: null });
}

/** As contentChanges.ts on Firebase: a write that changes a public page counts one change, at the server's time. */
export function recordDemoContentChange(): void {
  const publishing = demoPublishing();
  publishing.changes += 1;
  publishing.changedAt = serverNow();
}

export function saveDemoDb(): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(demoDb()));
  } catch {
    // Storage full or blocked: the demo keeps working in memory.
  }
}

export function resetDemoStore(): void {
  db = seededDb();
  globalThis.localStorage?.removeItem(STORAGE_KEY);
}

const LATENCY_MS = import.meta.env.MODE === 'test' ? 0 : 120;

/** A short pause, so the demo shows loading states the way a network would. */
export function latency(): Promise<void> {
  // In tests no timer at all, so fake timers never hold the backend up.
  if (LATENCY_MS === 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
}

const SESSION_KEY = 'clinic-demo-session';

/** The uid of the demo session's user (the twin of `request.auth.uid`), or null. */
export function demoSessionUid(): string | null {
  return globalThis.localStorage?.getItem(SESSION_KEY) ?? null;
}

export function setDemoSessionUid(uid: string | null): void {
  if (uid) globalThis.localStorage?.setItem(SESSION_KEY, uid);
  else globalThis.localStorage?.removeItem(SESSION_KEY);
}

/** The twin of the rules' myRoles(): the roles on the profile of `uid` ([] for a patient or nobody). */
export function demoRoles(uid: string | null): StaffRole[] {
  const profile = uid === null ? undefined : demoDb().users.find((u) => u.uid === uid);
  return profile ? readRoles(profile.roles) : [];
}

/** The twin of the rules' myDoctorId(): the doctor profile a doctor is ('' for anyone else). */
export function demoDoctorId(uid: string | null): string {
  if (!demoRoles(uid).includes('doctor')) return '';
  return demoDb().users.find((u) => u.uid === uid)?.doctorId ?? '';
}

/** Whether the demo session's user may do `permission` (src/config/staffRoles.ts, the rules' table). */
export function demoCan(permission: Permission): boolean {
  return can(demoRoles(demoSessionUid()), permission);
}

/** The twin of the rules' isStaff(): `uid` holds any staff role. */
export function isDemoStaff(uid: string | null): boolean {
  return isStaff(demoRoles(uid));
}

/** The twin of the rules' isDoctorOf(doctorId): the demo session's user is that doctor. */
export function isDemoDoctorOf(doctorId: unknown): boolean {
  return typeof doctorId === 'string' && doctorId !== '' && demoDoctorId(demoSessionUid()) === doctorId;
}

/** The twin of the rules' readsDrafts(): the content roles, and doctors (who write and review posts). */
export function demoReadsDrafts(): boolean {
  return demoCan('editContent') || demoCan('ownPosts');
}

/**
 * The twin of clinic/reservedNames: the keys of the staff's and the doctors' names. Firebase keeps
 * them in step on every doctor's save and make-admin; here they follow from the data itself.
 */
export function demoReservedNames(): Set<string> {
  const db = demoDb();
  const staff = db.users.filter((u) => isStaff(readRoles(u.roles)));
  const names = [...staff.map((u) => u.displayName ?? ''), ...db.doctors.map((d) => d.name)];
  return new Set(names.map(reservedNameKey).filter(Boolean));
}

/**
 * The twin of the rules' allowedPublicName: empty; for staff, any name but a doctor's other than
 * their own; else a name of the right shape, with no title, not reserved.
 */
export function demoPublicNameAllowed(name: string, uid: string | null): boolean {
  if (name === '') return true;
  const key = reservedNameKey(name);
  if (isDemoStaff(uid)) {
    const doctor = demoDb().doctors.find((d) => key !== '' && reservedNameKey(d.name) === key);
    return !doctor || doctor.id === demoDoctorId(uid);
  }
  return isAcceptablePublicName(name) && !demoReservedNames().has(key);
}

/** An upload of the demo: a data: URL of one of the image types Storage takes. */
const DEMO_UPLOAD = new RegExp(`^data:(?:${IMAGE_TYPES.join('|')});base64,[A-Za-z0-9+/=]+$`);

/**
 * The rules' validImageAddress (its length bound too), and the demo's own uploads: the demo twin
 * of the images module keeps an upload as a data: URL (there is no Storage), which only the demo
 * accepts, at any length (it stands for a Storage address, which is short).
 */
export const demoImageAddressAllowed = (value: string): boolean => isImageAddress(value) || DEMO_UPLOAD.test(value);

/** The refusal the rules give, with Firestore's code and message. */
export function permissionDenied(): Error & { code: string } {
  return firebaseLikeError('permission-denied', 'Missing or insufficient permissions.');
}

/** Throws like the rules do unless `uid` is the demo session's own (one's own comments, requests, profile). */
export function requireDemoSelf(uid: string): void {
  if (!uid || demoSessionUid() !== uid) throw permissionDenied();
}

/**
 * Throws like the rules do unless the demo session's user holds a role that may do `permission`
 * (src/config/staffRoles.ts); returns their uid.
 */
export function requireDemoPermission(permission: Permission): string {
  const uid = demoSessionUid();
  if (!uid || !can(demoRoles(uid), permission)) throw permissionDenied();
  return uid;
}

const NON_BLANK = rulesRegExp(NON_BLANK_PATTERN);
const NON_BLANK_LINES = rulesRegExp(NON_BLANK_LINES_PATTERN);

/**
 * The rules' nonBlankString: a string of at most `maxSize` characters with something other than
 * spaces, tabs and line breaks in it.
 */
export function rulesNonBlank(value: unknown, maxSize: number): boolean {
  return typeof value === 'string' && value.length <= maxSize && NON_BLANK.test(value);
}

/**
 * The rules' check of one-line texts all at once (validReasons, shortEntries): joined with line
 * breaks, they must split back into themselves (so each is a string without a line break) and
 * match linesPattern(`longest`); with `nonBlank`, none may be blank either. None at all is fine.
 */
export function rulesLines(values: readonly unknown[], longest: number, { nonBlank = false } = {}): boolean {
  if (values.length === 0) return true;
  if (!values.every((value) => typeof value === 'string' && !value.includes('\n'))) return false;
  const joined = values.join('\n');
  return rulesRegExp(linesPattern(longest)).test(joined) && (!nonBlank || NON_BLANK_LINES.test(joined));
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The rules' validEntryTranslations: none, or Kannada and Hindi only, each a map of a title and a
 * description and nothing else, both non-blank within the English's bounds (`limits`).
 */
export function rulesEntryTranslations(translations: unknown, limits: TitledEntryLimits): boolean {
  if (translations === undefined) return true;
  if (!isMap(translations)) return false;
  return Object.entries(translations).every(
    ([locale, entry]) =>
      (TRANSLATED_LOCALES as readonly string[]).includes(locale) &&
      isMap(entry) &&
      Object.keys(entry).every((field) => (POST_TRANSLATED_FIELDS as readonly string[]).includes(field)) &&
      rulesNonBlank(entry.title, limits.title) &&
      rulesNonBlank(entry.description, limits.description),
  );
}

/**
 * The text of a service, an FAQ or a post as the rules check it (validTitledEntry,
 * validBlogContent): a non-blank title and description within `limits`, and the translations
 * within the same bounds (rulesEntryTranslations).
 */
export function rulesEntryText(
  fields: { title: unknown; description: unknown; translations?: unknown },
  limits: TitledEntryLimits,
): boolean {
  return (
    rulesNonBlank(fields.title, limits.title) &&
    rulesNonBlank(fields.description, limits.description) &&
    rulesEntryTranslations(fields.translations, limits)
  );
}

let lastServerTime = 0;

/**
 * The twin of the server's timestamp: now, but always later than the previous one, as writes
 * that Firestore commits one after another get increasing times (a millisecond clock would give
 * two quick writes the same time, and their order would be left to their random ids).
 */
export function serverNow(): Date {
  lastServerTime = Math.max(Date.now(), lastServerTime + 1);
  return new Date(lastServerTime);
}

let documentReads = 0;

/**
 * Counts document reads as Firestore bills them: every document a get or query returns, and at
 * least one per query (a count is one per 1,000 entries). Tests read it to keep pages' reads
 * constant as the data grows.
 */
export function billReads<T>(result: T, documents: number): T {
  documentReads += Math.max(1, documents);
  return result;
}

export function documentReadsSoFar(): number {
  return documentReads;
}

export function resetDocumentReads(): void {
  documentReads = 0;
}
