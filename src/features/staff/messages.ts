import { defineMessages } from '../../i18n/messages';
import type { StaffRole } from '../../config/staffRoles';

/** Admin → Staff (/admin/staff), the owner's page: who holds which role. */
const en = {
  title: 'Staff',
  lead: "Who works on the site, and what each person's role lets them do. A change takes effect the next time the person loads a page.",
  loading: 'Loading the staff…',
  loadFailed: 'We could not load the staff. Please check your connection and reload.',
  roleOwner: 'Owner',
  roleOwnerHint: 'Everything, including staff roles, the booking rules and the access log.',
  roleFrontDesk: 'Front desk',
  roleFrontDeskHint: "Every doctor's bookings, the requests inbox, opening hours and leave dates.",
  roleDoctor: 'Doctor',
  roleDoctorHint: 'Their own day and patients, their own profile, and posts they write or review.',
  roleEditor: 'Content editor',
  roleEditorHint: "Posts, FAQs, services and doctors' profiles. No patient data.",
  roles: 'Roles',
  doctorProfile: 'Doctor profile',
  doctorProfileHint: 'The profile on the site that this doctor is.',
  chooseDoctor: 'Choose a doctor',
  you: '(you)',
  ownRolesNote: 'You cannot change your own roles: another owner can.',
  save: 'Save roles',
  saving: 'Saving…',
  saved: (name: string) => `${name}'s roles are saved.`,
  remove: 'Remove from staff',
  removed: (name: string) => `${name} is no longer on the staff.`,
  addHeading: 'Add a person to the staff',
  addHint:
    'They must have an account on this site, have verified its e-mail address and signed in once since. Patients are never listed here.',
  email: 'E-mail address',
  add: 'Add to staff',
  added: (email: string) => `${email} is now on the staff.`,
  emailMissing: 'Please give the e-mail address of their account.',
  emailInvalid: 'Please give a valid e-mail address, e.g. name@example.com.',
  noRole: 'Please choose at least one role.',
  doctorMissing: 'Please choose the doctor profile this doctor is.',
  doctorTaken:
    'This doctor profile is already linked to another account. Take the doctor role from that account first (one account per doctor profile), then link this one.',
  noAccount: (email: string) =>
    `No verified account has signed in with ${email} yet. Ask them to register, open the verification link, sign in once, and try again.`,
  lastOwner: 'The clinic must keep at least one owner: make someone else an owner first.',
  ownRoles: 'You cannot change your own roles.',
  refused: 'This change was refused. Reload the page: someone may have changed these roles meanwhile.',
  failed: 'We could not save the roles. Please check your connection and try again.',
  empty: 'Nobody holds a role yet.',
};
export type StaffMessages = typeof en;

export const staffMessages = defineMessages('src/features/staff/messages.ts', en);

/** Each role's name and what it opens, from the catalog's messages. */
export function roleWords(t: StaffMessages): Record<StaffRole, { name: string; hint: string }> {
  return {
    owner: { name: t.roleOwner, hint: t.roleOwnerHint },
    frontDesk: { name: t.roleFrontDesk, hint: t.roleFrontDeskHint },
    doctor: { name: t.roleDoctor, hint: t.roleDoctorHint },
    editor: { name: t.roleEditor, hint: t.roleEditorHint },
  };
}
