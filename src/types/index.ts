/** Domain types: what the app works with, whatever backend stores it. Dates are `Date`. */
import type { Locale, TranslatedLocale } from '../config/locales';
import type { StaffRole } from '../config/staffRoles';

/**
 * The clinic's content in other languages: the same fields in Kannada and Hindi where an admin
 * wrote them, each language whole or not at all (lib/contentLanguage.ts).
 */
export type ContentTranslations<Fields> = Partial<Record<TranslatedLocale, Fields>>;

/** A titled entry written by an admin: a medical service or an FAQ. */
export interface TitledEntry {
  id: string;
  title: string;
  description: string;
  /** The title and description in Kannada and Hindi, where written (lib/contentLanguage.ts). */
  translations?: ContentTranslations<{ title: string; description: string }>;
  /** Server time of the last save; null while a fresh write has not been confirmed yet. */
  timestamp: Date | null;
  /** Display name of the admin who saved it last. */
  author: string;
  userId: string;
}

/** What an admin types into the FAQ or service form. */
export interface TitledEntryInput {
  title: string;
  description: string;
  translations?: ContentTranslations<{ title: string; description: string }>;
}

/** Who is saving: the author fields stored with the content. */
export interface ContentAuthor {
  uid: string;
  displayName: string | null;
  email: string | null;
}

export type MedicalService = TitledEntry;

/** An FAQ: `title` is the question, `description` the answer. */
export type Faq = TitledEntry;

/** blogs/{blogId}/comments/{commentId}. `staff` marks a comment written by an admin. */
export interface BlogComment {
  id: string;
  /** Server time; null only while a fresh write has not been confirmed yet. */
  createdAt: Date | null;
  userId: string;
  name: string;
  body: string;
  staff: boolean;
}

/** One of a person's own comments, with the post it is under (their data export). */
export interface MyComment extends BlogComment {
  blogId: string;
}

/** Where the next page of comments starts (newest first): after this comment. */
export interface CommentCursor {
  createdAt: Date;
  id: string;
}

export interface CommentPage {
  comments: BlogComment[];
  /** Null when no comments remain after this page. */
  next: CommentCursor | null;
}

/** What the blog sidebar shows of all posts, kept in one summary document (blogTopics/summary). */
export interface BlogTopics {
  /** Every tag in use, alphabetical. */
  tags: string[];
  /** Every category in use with its number of posts, alphabetical. */
  categories: Array<{ category: string; count: number }>;
  /** Number of posts. */
  total: number;
}

export type Trending = 'yes' | 'no';

export interface Blog {
  id: string;
  title: string;
  category: string;
  tags: string[];
  trending: Trending;
  description: string;
  imgUrl: string;
  /** The card-sized copy of the image (about 800 px, WebP); '' when there is none. */
  imgCardUrl: string;
  /** What the image shows, for people who cannot see it; '' only when there is no image. */
  imgAlt: string;
  likes: string[];
  /**
   * The byline: the writing doctor's name when `authorId` is set, else the text byline of a post
   * saved before authors were doctors (kept until the post is next edited).
   */
  author: string;
  /** The doctor who wrote the post (doctors/{id}); '' on a post not edited since bylines were text. */
  authorId: string;
  /** The doctor who medically reviewed the post, '' for none; their name as it was at the review. */
  reviewerId: string;
  reviewerName: string;
  /** When the review was recorded (server time); null when the post has not been reviewed. */
  reviewedAt: Date | null;
  /** The admin account that last saved the post (not shown: the byline names the doctor). */
  userId: string;
  /** Last save (server time); null only while a fresh write has not been confirmed yet. */
  timestamp: Date | null;
  /** False for a draft: only admins can read it, and it is in no public list or count. */
  published: boolean;
  /** Set by the first publication and kept by every later save; null while never published. */
  publishedAt: Date | null;
  /** The title and body in Kannada and Hindi, where written (lib/contentLanguage.ts). */
  translations?: ContentTranslations<PostTranslation>;
}

/** A post's words in another language: its title and its body (Markdown). */
export interface PostTranslation {
  title: string;
  description: string;
}

/**
 * What an admin types into the blog editor, and whether the save publishes the post. The author
 * and the reviewer are doctors' ids (the service stores their names with them); the review date
 * is the save's time when the reviewer changes or `reviewedAgain` is set, else the one stored.
 */
export type BlogInput = Pick<
  Blog,
  'title' | 'category' | 'tags' | 'trending' | 'description' | 'imgUrl' | 'imgCardUrl' | 'imgAlt' | 'published' | 'authorId' | 'reviewerId'
> & { reviewedAgain: boolean; translations?: ContentTranslations<PostTranslation> };

/** What a list of links to posts shows of each (related posts, a doctor's posts). */
export type PostSummary = Pick<Blog, 'id' | 'title' | 'category' | 'publishedAt' | 'translations'>;

/** Where the next page of published blogs starts (newest publication first): after this blog. */
export interface BlogCursor {
  publishedAt: Date;
  id: string;
}

export interface BlogPage {
  blogs: Blog[];
  /** Null when no blogs remain after this page. */
  next: BlogCursor | null;
}

/**
 * A comment as the comment box sends it; the service adds the server's time. `staff` must be
 * true exactly when the writer is an admin (the rules refuse anything else).
 */
export interface NewComment {
  userId: string;
  name: string;
  body: string;
  staff: boolean;
}

/** The signed-in person as Firebase Auth (or its demo twin) reports them. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

/**
 * users/{uid}. `roles` and `doctorId` are set only by an owner (Admin → Staff) or the make-admin
 * script, never by the person themselves (src/config/staffRoles.ts).
 */
export interface UserProfile {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  roles: StaffRole[];
  /** The doctor profile a doctor is ('' unless `roles` has doctor). */
  doctorId: string;
  /**
   * The mobile number (E.164) the person proved theirs by an SMS code, where WhatsApp messages may
   * go, or '' (issue 45). The rules take it only while phoneOwners/{number} names this account: a
   * proof, never a way to sign in (docs/decisions.md).
   */
  whatsAppNumber: string;
}

/** A staff member as Admin → Staff lists them (their profile's name, e-mail and roles). */
export interface StaffMember {
  uid: string;
  name: string;
  email: string;
  roles: StaffRole[];
  doctorId: string;
}

/** What the app keeps for the session (and caches under localStorage `USER`). */
export interface SessionUser extends AuthUser {
  /** Staff roles, from the profile (a hint for the UI until it is read; the rules decide). */
  roles: StaffRole[];
  doctorId: string;
  /**
   * The name shown with their comments: the profile's display name (firestore.rules checks it),
   * null when the profile has none; absent until the profile has been read.
   */
  publicName?: string | null;
  /**
   * The mobile number proved by SMS code (the profile's `whatsAppNumber`), where WhatsApp messages
   * may go, or null: what the booking form's checkbox names and My account shows.
   */
  phoneNumber: string | null;
}

/**
 * A doctor's profile as the clinic publishes it: what the National Medical Commission lets a
 * doctor make public (name, qualifications, registration with its council, specialities,
 * languages, consulting hours), a photo and a short biography. `order` places them on the
 * doctors' page (smallest first). Admins keep them (collection `doctors`).
 */
export interface DoctorInput {
  name: string;
  /** Address of the photo (uploaded, or bundled art such as /images/doctors/doctor-1.svg); '' for none. */
  photo: string;
  /** What the photo shows, for screen readers; required with a photo. */
  photoAlt: string;
  /** As on the registration certificate, e.g. "MBBS, MD (General Medicine)". */
  qualifications: string;
  registrationNumber: string;
  /** The council that holds the registration, e.g. "Karnataka Medical Council". */
  registrationCouncil: string;
  specialities: string[];
  languages: string[];
  /** In the clinic's words, e.g. "Monday to Friday, 9 am to 1 pm". */
  consultingHours: string;
  bio: string;
  order: number;
  /**
   * The profile's words in Kannada and Hindi, where an admin wrote them (features/doctors/doctorLanguage.ts).
   * Name, photo, qualifications and registration stay as on the registration certificate.
   */
  translations?: ContentTranslations<DoctorTranslation>;
}

/**
 * A doctor's profile in another language: one for one with the English (as many specialities
 * and languages; hours and a biography where the English has them). firestore.rules holds this.
 */
export interface DoctorTranslation {
  specialities: string[];
  languages: string[];
  consultingHours: string;
  bio: string;
}

export interface Doctor extends DoctorInput {
  id: string;
  /** The last save (server time). */
  updatedAt: Date | null;
}

/** The days of the clinic's week, Monday first (src/lib/openingHours.ts lists them in order). */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One day's opening, in the clinic's time (Asia/Kolkata), 24-hour "HH:MM"; `opens` before `closes`. */
export interface OpeningTimes {
  opens: string;
  closes: string;
}

/** A day the clinic is closed although the week says open (a holiday), with the reason patients see. */
export interface Closure {
  /** YYYY-MM-DD, in the clinic's calendar. */
  date: string;
  reason: string;
  /** The reason in Kannada and Hindi, where an admin wrote it (English is shown otherwise, marked). */
  translations?: ContentTranslations<string>;
}

/**
 * The clinic's opening hours as its admins keep them (document clinic/hours): each weekday's
 * times, or null when closed that day, and the dated closures, soonest first.
 */
export interface ClinicHours {
  weekly: Record<Weekday, OpeningTimes | null>;
  closures: Closure[];
}

/** What a patient types into the appointment form. `appointmentDate` is a local date, YYYY-MM-DD. */
export interface AppointmentRequestInput {
  patientName: string;
  patientEmail: string;
  phoneNumber: string;
  appointmentDate: string;
}

/** What a visitor types into the contact form. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Whether the e-mail about a stored request went out. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'not-configured';
/**
 * Where the clinic is with a request; 'spam' takes it out of the New and Handled lists;
 * 'withdrawn' is the sender's own (My requests), from new or spam.
 */
export type RequestStatus = 'new' | 'handled' | 'spam' | 'withdrawn';
export type RequestKind = 'appointment' | 'contact';

/** What the clinic's side keeps on every request, whatever its kind. */
export interface StoredRequestFields {
  id: string;
  createdAt: Date | null;
  status: RequestStatus;
  mailStatus: MailStatus;
  /** The privacy notice the request was sent under (src/config/privacy.ts). */
  noticeVersion: string;
  /** The account that sent it while signed in (rules: only its own uid), or null for a visitor's. */
  uid: string | null;
}

export type AppointmentRequest = AppointmentRequestInput & StoredRequestFields;
export type ContactMessage = ContactInput & StoredRequestFields;

/** Where the next page of an inbox list starts (newest first): after this request. */
export interface RequestCursor {
  createdAt: Date;
  id: string;
}

export interface RequestPage<T> {
  requests: T[];
  /** Null when no requests remain after this page. */
  next: RequestCursor | null;
}

// The access log ------------------------------------------------------------------------------

/** Why staff open patients' data (an access record a day: accessLog/{uid}_{day}_{purpose}). */
export type AccessPurpose = 'frontDesk' | 'doctorDay' | 'inbox';

/**
 * What a staff write did to a patient's data (firestore.rules, accessLog); `joined` and `left` are a
 * doctor's stamps on their video visit's consultation record.
 */
export type LoggedAction =
  'book' | 'cancel' | 'arrived' | 'no-show' | 'booked' | 'new' | 'handled' | 'spam' | 'delete' | 'roles' | 'joined' | 'left';

export type LoggedCollection = 'bookings' | 'appointmentRequests' | 'contactMessages' | 'users';

/** One entry of the access log: who (uid and the role used), what, about whom, when. No names or text. */
export type AccessLogEntry = {
  id: string;
  by: string;
  role: StaffRole;
  at: Date | null;
  /** The clinic's date, YYYY-MM-DD. */
  day: string;
} & (
  | { kind: 'write'; collection: LoggedCollection; docId: string; action: LoggedAction; patientUid: string }
  | { kind: 'read'; purpose: AccessPurpose }
);

/** Where the next page of the access log starts (newest first): after this entry. */
export interface AccessLogCursor {
  at: Date;
  id: string;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  next: AccessLogCursor | null;
}

// Bookings ---------------------------------------------------------------------------------

/** One consulting session in a day, in the clinic's time, "HH:MM"; `start` before `end`. */
export interface SessionTimes {
  start: string;
  end: string;
}

/**
 * A doctor's bookable week as the clinic keeps it (doctorSchedules/{doctorId}): each weekday's
 * sessions (at most BOOKING_LIMITS.sessionsPerDay, none when the doctor is not in), the length of
 * one slot, and the dates the doctor is on leave (YYYY-MM-DD).
 */
export interface DoctorSchedule {
  doctorId: string;
  /** The sessions at the clinic. */
  weekly: Record<Weekday, SessionTimes[]>;
  /**
   * The sessions by video (issue 46). A session offered both ways is in both weeks, with the same
   * times: each slot is still one booking, at the clinic or by video.
   */
  video: Record<Weekday, SessionTimes[]>;
  slotMinutes: number;
  leave: string[];
}

/**
 * The clinic's booking rules (clinic/booking): how soon a slot can be booked (notice), how far
 * ahead (horizon), until when a patient may cancel or move a visit themselves (cut-off), how many
 * upcoming bookings one account may hold, and how often one booking may be moved.
 */
export interface BookingPolicy {
  noticeMinutes: number;
  horizonDays: number;
  cancelCutoffMinutes: number;
  maxUpcoming: number;
  maxReschedules: number;
}

/** A bookable time: a doctor, the clinic's date and time, and the instant it starts. */
export interface Slot {
  doctorId: string;
  /** YYYY-MM-DD in the clinic's calendar. */
  date: string;
  /** "HH:MM" in the clinic's time. */
  time: string;
  minutes: number;
  startsAt: Date;
}

/** Who made a booking: a patient online, the front desk for a caller, or the clinic blocking a slot. */
export type BookingKind = 'patient' | 'phone' | 'blocked';
/** Booked until the visit; arrived or no-show once it is over; cancelled by the patient or the clinic. */
export type BookingStatus = 'booked' | 'arrived' | 'no-show' | 'cancelled';

/** Where the visit happens: at the clinic, or by video from the patient's place (issue 46). */
export type VisitKind = 'clinic' | 'video';

/**
 * A video visit's consultation record, kept on the booking (the call's signalling is deleted when
 * it ends; no audio or video is ever recorded): the patient's consent with its time and the
 * privacy notice's version, the details they confirmed, and when each side first joined and last left.
 */
export interface ConsultRecord {
  consentAt: Date | null;
  notice: string;
  patientName: string;
  age: number;
  phone: string;
  /** For a minor: the adult present with them (Telemedicine Practice Guidelines 2020). */
  adultPresent?: string;
  patientJoinedAt?: Date | null;
  patientLeftAt?: Date | null;
  doctorJoinedAt?: Date | null;
  doctorLeftAt?: Date | null;
}

/** What a patient gives to book (remembered on their profile for the next time). */
export interface BookingContact {
  name: string;
  phone: string;
}

/**
 * bookings/{id}: private to the patient (uid) and the clinic. The public sees only which slots
 * are taken (bookedSlots), never by whom.
 */
export interface Booking extends Slot {
  id: string;
  /** The patient's account; '' for the clinic's own (a caller's booking, a blocked slot). */
  uid: string;
  kind: BookingKind;
  /** The doctor's name when it was booked (the confirmation and the lists show it). */
  doctorName: string;
  patientName: string;
  phone: string;
  /** The account's e-mail for a patient's booking; '' for the clinic's own. */
  email: string;
  status: BookingStatus;
  cancelledBy: '' | 'patient' | 'clinic';
  cancelReason: string;
  /** How often the patient has moved it (at most BookingPolicy.maxReschedules). */
  reschedules: number;
  /** Which of the account's places (1 to BookingPolicy.maxUpcoming) it takes; 0 for the clinic's own. */
  seat: number;
  createdAt: Date | null;
  updatedAt: Date | null;
  noticeVersion: string;
  mailStatus: MailStatus;
  /** The language it was booked in: the messages to the patient are written in it. */
  lang: Locale;
  /** The patient's WhatsApp opt-in at booking (null: none); `off` once they turned it off. */
  whatsApp: WhatsAppOptIn | null;
  /** What the messages job (npm run notify) sent about it, by `${kind}_${channel}`; only the job writes it. */
  notices: Partial<Record<NoticeKey, BookingNotice>>;
  /** At the clinic or by video; bookings made before video visits are at the clinic. */
  visit: VisitKind;
  /** A video visit's consultation record, once the patient has consented; null before and for clinic visits. */
  consult: ConsultRecord | null;
}

/** Consent to WhatsApp messages about one booking: the verified number, when, under which notice. */
export interface WhatsAppOptIn {
  to: string;
  at: Date | null;
  notice: string;
  off?: Date | null;
}

/** The messages to a patient about their booking (issue 45), and the ways they go. */
export type NoticeKind = 'confirmation' | 'reminder' | 'cancellation';
export type NoticeChannel = 'email' | 'whatsapp';
export type NoticeKey = `${NoticeKind}_${NoticeChannel}`;

/**
 * One message's state, as the job records it: claimed ('sending', until `claimedUntil`), sent,
 * to be tried again ('retry'), or failed after its last try. `for` is the visit's start it was about.
 */
export interface BookingNotice {
  status: 'sending' | 'sent' | 'retry' | 'failed';
  tries: number;
  run: string;
  claimedUntil: Date | null;
  sentAt: Date | null;
  error: string;
  for: Date | null;
}

/** clinic/publishing: content changes recorded by admin writes, and the last "Publish now". */
export interface PublishingState {
  /** How many changes to public content have been recorded, ever. */
  changes: number;
  changedAt: Date | null;
  requestedAt: Date | null;
}

/** The live site's build-info.json, written by the deploy step. */
export interface LiveBuild {
  builtAt: Date;
  /** The `changes` of clinic/publishing the build includes. */
  changes: number;
}
