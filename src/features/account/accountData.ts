import { listAccessLogAboutMe } from '@services/accessLog';
import { deleteCurrentUser } from '@services/auth';
import { deleteMyBookings, getBookingContact, listMyBookings } from '@services/bookings';
import { deleteMyComments, listMyComments } from '@services/comments';
import { deleteMyRequests, listAllMyRequests } from '@services/requests';
import { deleteProfile, getOrCreateProfile, isOnlyOwner } from '@services/users';
import { StaffChangeError } from '../../services/staffFields';
import { PRIVACY_NOTICE_VERSION } from '../../config/privacy';
import type { SessionUser } from '../../types';

/**
 * A person's own data, as the rules let them read it: their account, profile (with the name and
 * phone they book under), their bookings, the requests they sent while signed in, and their comments. What "Download my data" saves as JSON.
 */
export async function collectMyData(user: SessionUser) {
  const profile = await getOrCreateProfile(user);
  const requests = await listAllMyRequests(user.uid);
  const comments = await listMyComments(user.uid);
  const bookings = await listMyBookings(user.uid);
  const bookingContact = await getBookingContact(user.uid);
  // Who at the clinic (by role, not by name) changed their bookings or requests, and when.
  const staffChanges = (await listAccessLogAboutMe(user.uid)).flatMap((entry) =>
    entry.kind === 'write'
      ? [{ at: entry.at?.toISOString() ?? null, role: entry.role, collection: entry.collection, id: entry.docId, action: entry.action }]
      : [],
  );
  return {
    exportedAt: new Date().toISOString(),
    privacyNotice: PRIVACY_NOTICE_VERSION,
    // The phone verified for WhatsApp messages (null without one); each booking carries its opt-in and what was sent.
    account: { uid: user.uid, email: user.email, emailVerified: user.emailVerified, phoneNumber: user.phoneNumber ?? null },
    profile: { displayName: profile.displayName, email: profile.email, photoURL: profile.photoURL, roles: profile.roles, bookingContact },
    bookings,
    appointmentRequests: requests.appointments,
    contactMessages: requests.messages,
    comments,
    staffChanges,
  };
}

/**
 * Deletes the account and what the site holds of the person, in an order where every step can
 * be run again: their comments, their requests (erased, not kept without a name: see
 * docs/privacy.md), their bookings (each slot freed with it, and with the profile deleted and the
 * erasure recorded: the rules let an upcoming booking go only so), their profile, then the Auth
 * user. A failure half-way (offline, or Firebase asking for a recent sign-in before the last step)
 * leaves the account signed in, and running it again finishes the job. The clinic's only owner is
 * refused before anything is erased (StaffChangeError 'last-owner'): another owner is named first.
 */
export async function deleteMyAccount(uid: string, email: string | null): Promise<void> {
  if (await isOnlyOwner(uid)) throw new StaffChangeError('last-owner');
  await deleteMyComments(uid);
  await deleteMyRequests(uid);
  await deleteMyBookings(uid);
  await deleteProfile(uid, email);
  await deleteCurrentUser();
}
