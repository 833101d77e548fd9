// Seeds the Emulator Suite with the demo content and accounts (src/seed), as an admin would.
// Runs against emulators only: it refuses to run with a service-account key.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { loadAppModule, loadSeed } from './lib/seed.mjs';
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

for (const account of seed.seedAccounts) {
  const { uid, email, password, displayName, emailVerified, admin } = account;
  try {
    await auth.createUser({ uid, email, password, displayName, emailVerified });
  } catch (error) {
    if (error?.code !== 'auth/uid-already-exists' && error?.code !== 'auth/email-already-exists') throw error;
  }
  await db.doc(`users/${uid}`).set({ uid, displayName, email, photoURL: '', admin });
  if (admin) await setStaffName(db, { uid, displayName }, true);
}

const writes = [
  ...seed.seedMedicalServices.map(({ id, ...data }) => db.doc(`services/${id}`).set(data)),
  ...seed.seedDoctors.map(({ id, ...data }) => db.doc(`doctors/${id}`).set(data)),
  // The doctors' names, which patients may not take, as the app reserves them when it saves a doctor.
  reserveDoctorNames(db, seed.seedDoctors),
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

console.log(
  `[seed] Seeded ${target}: ${seed.seedAccounts.length} accounts, ${seed.seedDoctors.length} doctors with their schedules, opening hours, booking rules, ${seed.seedMedicalServices.length} services, ` +
    `${seed.seedFaqs.length} FAQs, ${seed.seedBlogs.length} blog posts, ${seed.seedComments.length} comments.`,
);
process.exit(0);
