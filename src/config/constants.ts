/** Business constants of the spec (section 9), named once. */
export const STICKY_HEADER_THRESHOLD_PX = 80;
export const MOBILE_MENU_TOP_OFFSET_PX = 80;
export const AOS_DURATION_MS = 2000;
export const AOS_OFFSET_PX = 120;
export const BLOG_PAGE_SIZE = 4;
export const LATEST_BLOGS_COUNT = 5;
/** 'Most Popular' in the blog sidebar lists at most this many trending posts. */
export const TRENDING_BLOGS_COUNT = 5;
/** Under a post: at most this many other posts that share its category or a tag, newest first. */
export const RELATED_POSTS_COUNT = 3;
/** A doctor's page lists at most this many of the posts they wrote, newest first. */
export const DOCTOR_POSTS_COUNT = 10;
/** Comments under a post come this many at a time, newest first. */
export const COMMENT_PAGE_SIZE = 10;
export const BLOG_PREVIEW_LENGTH = 120;
export const APPOINTMENT_TOAST_AUTOCLOSE_MS = 2000;
export const VERIFY_POLL_INTERVAL_MS = 1000;
export const RESEND_COOLDOWN_S = 60;

/** The spec's 20 blog categories, in its order. The rules repeat this list. */
export const BLOG_CATEGORIES = [
  'General Health and Wellness',
  'Disease Prevention and Management',
  'Medical Research and Breakthroughs',
  'Mental Health and Psychology',
  "Women's Health",
  "Men's Health",
  "Children's Health",
  'Aging and Geriatrics',
  'Nutrition and Diet',
  'Fitness and Exercise',
  'Alternative Medicine',
  'Medical Technology and Innovation',
  'Medical Procedures and Treatments',
  'Pharmaceutical Updates',
  'Healthcare Industry News',
  'Medical Ethics and Legal Issues',
  'Health Policy and Advocacy',
  'Medical Education and Training',
  'Patient Stories and Experiences',
  'Health Tips and Advice',
] as const;

/**
 * Contact and appointment forms: a form sent sooner than this after it opened was filled in by a
 * program, and gets the normal thank-you with nothing stored.
 */
export const REQUEST_MIN_FILL_MS = 3000;
/** After a request is sent, the same browser waits this long before sending another. */
export const REQUEST_COOLDOWN_S = 60;
/** The inbox shows this many requests of each kind at a time, newest first. */
export const REQUEST_PAGE_SIZE = 10;

/**
 * The clinic's booking rules until an admin saves their own (clinic/booking); firestore.rules
 * uses the same defaults when that document is missing.
 */
export const DEFAULT_BOOKING_POLICY = {
  noticeMinutes: 120,
  horizonDays: 30,
  cancelCutoffMinutes: 240,
  maxUpcoming: 3,
  maxReschedules: 2,
} as const;
/** The slot lengths the schedule editor offers, in minutes. */
export const SLOT_LENGTHS = [10, 15, 20, 30, 45, 60] as const;
