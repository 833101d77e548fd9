// Seeds the Emulator Suite with the demo content and accounts (src/seed: an owner, front desk, a
// doctor, an editor and a patient), as the clinic's staff would.
// Runs against emulators only: it refuses to run with a service-account key.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { loadAppModule, loadSeed } from './lib/seed.mjs';
import { doctorLinksRef, linksFromProfiles } from './lib/doctorLinks.mjs';
import { reserveDoctorNames, setStaffName } from './lib/reservedNames.mjs';

if (process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  console.error('[seed] Refusing to seed a real project: unset GOOGLE_APPLICATION_CREDENTIALS.');
  process.exit(1);
}

const { app, target } = adminApp();
const auth = getAuth(app);
const db = getFirestore(app);
const seed = await loadSeed();
// Search reads a keywords field, and the sidebar a topics summary, that the blogs service keeps
// on every save; seed them the same way.
const { postKeywords } = await loadAppModule('src/services/blogFields.ts');
const { topicsSummaryDocument } = await loadAppModule('scripts/lib/topics.ts');
const { hoursFields } = await loadAppModule('src/services/clinicHoursFields.ts');
const { scheduleFields } = await loadAppModule('src/services/bookingFields.ts');

// The doctors' names first, as the app reserves them when it saves a doctor: the doctor's account
// below then finds its name already held by its doctor profile.
await reserveDoctorNames(db, seed.seedDoctors);

// Each account with its staff roles (src/config/staffRoles.ts), as make-admin and Admin → Staff
// leave them: clinic/owners names the owners, every verified address is in accountEmails (as a
// sign-in writes it), and every staff member's name is kept for staff.
const owners = {};
for (const account of seed.seedAccounts) {
  const { uid, email, password, displayName, emailVerified, roles, doctorId, whatsAppNumber } = account;
  try {
    await auth.createUser({ uid, email, password, displayName, emailVerified });
  } catch (error) {
    if (error?.code !== 'auth/uid-already-exists' && error?.code !== 'auth/email-already-exists') throw error;
  }
  const staff = roles.length > 0;
  await db
    .doc(`users/${uid}`)
    .set({ uid, displayName, email, photoURL: '', roles, doctorId, staff, ...(whatsAppNumber ? { whatsAppNumber } : {}) });
  // The patient's WhatsApp number comes proved, as an SMS code leaves it (phoneOwners names the
  // account; the number is no sign-in method): WhatsApp can be ticked at once.
  if (whatsAppNumber) await db.doc(`phoneOwners/${whatsAppNumber}`).set({ uid, at: new Date() });
  if (roles.includes('owner')) owners[uid] = true;
  if (emailVerified) await db.doc(`accountEmails/${email.toLowerCase()}`).set({ uid });
  if (staff) await setStaffName(db, { uid, displayName }, true);
}
await db.doc('clinic/owners').set({ uids: owners });
// Each doctor profile linked to its one account (clinic/doctorLinks), as Admin → Staff links it.
await doctorLinksRef(db).set({ doctors: linksFromProfiles(seed.seedAccounts).links });

const writes = [
  ...seed.seedMedicalServices.map(({ id, ...data }) => db.doc(`services/${id}`).set(data)),
  ...seed.seedDoctors.map(({ id, ...data }) => db.doc(`doctors/${id}`).set(data)),
  db.doc('clinic/hours').set({ ...hoursFields(seed.seedClinicHours), updatedAt: new Date() }),
  // Each doctor's bookable week and the clinic's booking rules, so every open day has free slots.
  ...seed.seedSchedules.map(({ doctorId, ...schedule }) =>
    db.doc(`doctorSchedules/${doctorId}`).set({ ...scheduleFields(schedule), updatedAt: new Date() }),
  ),
  db.doc('clinic/booking').set({ ...seed.seedBookingPolicy, updatedAt: new Date() }),
  ...seed.seedFaqs.map(({ id, ...data }) => db.doc(`faq/${id}`).set(data)),
  ...seed.seedBlogs.map(({ id, ...data }) => db.doc(`blogs/${id}`).set({ ...data, keywords: postKeywords(data) })),
  ...seed.seedComments.map(({ blogId, id, ...comment }) => db.doc(`blogs/${blogId}/comments/${id}`).set(comment)),
  // The summary counts published posts only (the seed has a draft).
  db.doc('blogTopics/summary').set(
    topicsSummaryDocument(
      seed.seedBlogs.filter((post) => post.published),
      new Date(),
    ),
  ),
];
await Promise.all(writes);

// A video visit that can be joined at once (src/seed/videoVisit.ts), with its slot and place
// recorded as the app's booking write records them.
const { slotKey, slotMonthId } = await loadAppModule('src/lib/booking.ts');
const { id: videoId, ...video } = seed.seedVideoVisit(new Date());
const videoMonth = slotMonthId(video);
await db.doc(`bookings/${videoId}`).set(video);
await db.recursiveDelete(db.collection(`bookings/${videoId}/call`));
await db.doc(`bookedSlots/${videoMonth}`).set(
  {
    doctorId: video.doctorId,
    month: video.date.slice(0, 7),
    taken: { [slotKey(video)]: videoId },
    booking: videoId,
    updatedAt: new Date(),
  },
  { merge: true },
);
await db.doc(`takenSlots/${videoMonth}`).set({ taken: { [slotKey(video)]: true } }, { merge: true });
await db.doc(`bookingSeats/${video.uid}_${video.seat}`).set({ uid: video.uid, seat: video.seat, bookingId: videoId });

console.log(
  `[seed] Seeded ${target}: ${seed.seedAccounts.length} accounts (${seed.seedAccounts.filter((a) => a.roles.length > 0).length} staff), ${seed.seedDoctors.length} doctors with their schedules, opening hours, booking rules, ${seed.seedMedicalServices.length} services, ` +
    `${seed.seedFaqs.length} FAQs, ${seed.seedBlogs.length} blog posts, ${seed.seedComments.length} comments, ` +
    `and a video visit of patient@clinic.test with Dr. Ananya Iyer at ${video.time} today (joinable for 90 minutes: /visit/${videoId}).`,
);
process.exit(0);
