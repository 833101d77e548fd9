// `npm run make-admin -- <email> [--revoke]`: sets (or removes) admin: true on that user's
// profile, users/{uid}. This is the only way anyone becomes an admin: the rules refuse it to
// every client. Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { setStaffName } from './lib/reservedNames.mjs';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((a) => !a.startsWith('--'));

if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run make-admin -- <email> [--revoke]');
  process.exit(2);
}

const { app, target } = adminApp();
try {
  const user = await getAuth(app).getUserByEmail(email);
  // Anyone can register with a staff address before the staff member does: only an address
  // whose owner proved it (the verification link) can be made admin.
  if (!revoke && !user.emailVerified) {
    console.error(
      `${email} has not verified its e-mail address on ${target}. Ask them to open the verification link ` +
        '(or Resend Email on /verify-email), then run this again.',
    );
    process.exit(1);
  }
  const db = getFirestore(app);
  await db
    .doc(`users/${user.uid}`)
    .set(
      { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '', photoURL: user.photoURL ?? '', admin: !revoke },
      { merge: true },
    );
  // Patients may not take a staff member's name for their comments (firestore.rules).
  const staffName = await setStaffName(db, user, !revoke);
  console.log(`${email} (${user.uid}) is ${revoke ? 'no longer' : 'now'} an admin on ${target}.`);
  if (staffName)
    console.log(`The name "${user.displayName}" is ${revoke ? 'released' : 'kept for staff'} (clinic/reservedNames, key "${staffName}").`);
  console.log('They see the admin tools after their next sign-in or page reload.');
  process.exit(0);
} catch (error) {
  if (error?.code === 'auth/user-not-found') {
    console.error(`No account with the e-mail ${email} on ${target}. The person must register first.`);
  } else {
    console.error(`Could not update ${email} on ${target}: ${error?.message ?? error}`);
  }
  process.exit(1);
}
