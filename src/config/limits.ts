import type { Trending } from '../types';

/**
 * Length bounds of what admins and visitors can save. firestore.rules enforces the same numbers:
 * change both together (tests/unit/rulesAgreement.test.ts fails until they agree). The patterns
 * the rules check are in rulesPatterns.ts.
 */
export const FAQ_LIMITS = { title: 300, description: 3000 } as const;
export const SERVICE_LIMITS = { title: 120, description: 1500 } as const;
export const AUTHOR_MAX_LENGTH = 200;
/** An image address on a post or a doctor (firestore.rules validImageAddress). */
export const IMAGE_ADDRESS_MAX_LENGTH = 2048;
/** A doctor's profile; specialities and languages are lists of short names. */
export const DOCTOR_LIMITS = {
  name: 100,
  photo: IMAGE_ADDRESS_MAX_LENGTH,
  photoAlt: 250,
  qualifications: 200,
  registrationNumber: 40,
  registrationCouncil: 120,
  specialities: 6,
  speciality: 60,
  languages: 8,
  language: 40,
  consultingHours: 200,
  bio: 1500,
  order: 999,
} as const;

export type TitledEntryLimits = { title: number; description: number };

export const BLOG_LIMITS = { title: 200, description: 20000, tags: 10, tag: 40, imgAlt: 250 } as const;
/** What a post's `trending` may be (firestore.rules validBlogContent: `data.trending in [...]`). */
export const BLOG_TRENDING_VALUES = ['yes', 'no'] as const satisfies readonly Trending[];
export const COMMENT_MAX_LENGTH = 2000;
/**
 * The most comments one query may read (firestore.rules: request.query.limit <= 100): a page
 * reads 11, a post delete removes them 100 at a time, and the count stops there ("100+").
 */
export const COMMENT_QUERY_LIMIT = 100;
/** The public name: a profile's display name, and the name stored on each of its comments. */
export const COMMENT_NAME_MAX_LENGTH = 200;
/** Blog images: types and size the editor accepts, and the Storage rules enforce. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_WIDTH = 1600;
/** The copy of a post's image that cards show (cards are at most about 560 CSS pixels wide). */
export const CARD_IMAGE_WIDTH = 800;

/** The longest e-mail address mail servers accept. */
export const EMAIL_MAX_LENGTH = 254;

/** Firebase Authentication's own shortest password (the register form asks for more). */
export const AUTH_PASSWORD_MIN_LENGTH = 6;

/** A phone number as typed, for a request or a booking (firestore.rules validPhone). */
export const PHONE_MAX_LENGTH = 25;

/** Contact and appointment requests (firestore.rules repeats these). */
export const REQUEST_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, phone: PHONE_MAX_LENGTH, subject: 150, message: 5000 } as const;

/**
 * How long after sending, in minutes, the sender's browser may report whether the e-mail went
 * out (firestore.rules mailOutcomeReport and bookingMailReport): a visitor's request, and a
 * request or booking made by a signed-in account.
 */
export const MAIL_REPORT_MINUTES = { visitor: 5, account: 15 } as const;

/** Opening hours (firestore.rules repeats these): how many dated closures, and a closure's reason. */
export const HOURS_LIMITS = { closures: 60, reason: 80 } as const;

/**
 * Bookings (firestore.rules repeats these): a doctor's sessions per day, slot lengths, leave
 * dates kept, a booking's name, phone and cancellation reason, and the bounds of the clinic's
 * booking rules. The horizon stays within 60 days so that a visit reads at most three months'
 * taken slots per doctor.
 */
export const BOOKING_LIMITS = {
  sessionsPerDay: 3,
  slotMinutes: { min: 10, max: 60 },
  leaveDates: 100,
  name: 100,
  phone: PHONE_MAX_LENGTH,
  cancelReason: 200,
  noticeMinutes: { min: 0, max: 2880 },
  horizonDays: { min: 1, max: 60 },
  cancelCutoffMinutes: { min: 0, max: 2880 },
  maxUpcoming: { min: 1, max: 5 },
  maxReschedules: { min: 0, max: 5 },
} as const;

/**
 * The most documents one staff or privacy list reads (firestore.rules bound these queries):
 * Admin → Staff's people, and the access-log entries about one patient in their data download.
 */
export const STAFF_LIST_LIMIT = 100;
export const ACCESS_LOG_ABOUT_ME_LIMIT = 100;
