/**
 * Who on the clinic's staff may do what: the one table the menus, the pages and the demo backend
 * read, and the one `tests/rules/roles.rules.test.ts` runs against firestore.rules (every row, every
 * role). The rules are the guard; this table describes them. A person may hold several roles.
 *
 * - owner: everything, and the only role that grants or removes roles.
 * - frontDesk: every doctor's bookings, the inbox, opening hours and doctors' leave dates.
 * - doctor: linked to one doctor profile; their own day and patients, their own profile's text,
 *   posts they write or review.
 * - editor: the public content (posts, FAQs, services, doctors' profiles) and "Publish now"; no
 *   patient data.
 */
export const STAFF_ROLES = ['owner', 'frontDesk', 'doctor', 'editor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  /** Admin → Staff: grant and remove roles. */
  manageStaff: ['owner'],
  /** Admin → Access log. */
  readAccessLog: ['owner'],
  /** The clinic's booking rules (notice, horizon, cut-off, cap, moves). */
  setBookingPolicy: ['owner'],
  /** A doctor's sessions and slot length. */
  editSchedules: ['owner'],
  /** Posts, drafts, FAQs, services, doctors' public profiles (add, edit, delete). */
  editContent: ['owner', 'editor'],
  /** "Refresh the public pages now". */
  publishNow: ['owner', 'editor'],
  /** Every doctor's day: book for a caller, block slots, arrived/no-show, cancel with a reason. */
  allBookings: ['owner', 'frontDesk'],
  /** The requests and contact messages inbox. */
  inbox: ['owner', 'frontDesk'],
  /** Opening hours and closures. */
  editHours: ['owner', 'frontDesk'],
  /** Doctors' leave dates. */
  editLeave: ['owner', 'frontDesk'],
  /** Their own doctor's day: their patients' bookings, arrived/no-show. */
  ownBookings: ['doctor'],
  /** Their own doctor profile's text (not the name, registration, photo or order). */
  ownProfile: ['doctor'],
  /** Posts whose author or reviewer is their doctor profile. */
  ownPosts: ['doctor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * What a person with these roles may do. The owner is in every row but the `own…` ones, which the
 * wider rows (allBookings, editContent) cover.
 */
export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  const allowed: readonly StaffRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Roles as stored (a profile's `roles`), keeping only known ones, once each, in table order. */
export function readRoles(value: unknown): StaffRole[] {
  if (!Array.isArray(value)) return [];
  return STAFF_ROLES.filter((role) => value.includes(role));
}

/** Pages that open a staff tool: any staff role may see the Admin menu. */
export function isStaff(roles: readonly StaffRole[]): boolean {
  return roles.length > 0;
}
