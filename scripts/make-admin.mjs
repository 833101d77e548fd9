// `npm run make-admin -- <email> [--role owner|frontDesk|doctor|editor] [--doctor <doctorId>] [--revoke]`:
// gives that person a staff role (the owner's, unless --role names another), or with --revoke
// takes it away, on their profile users/{uid} (src/config/staffRoles.ts; firestore.rules, "Staff
// roles"). The role is added to the roles they already hold (or removed from them); a doctor is
// linked to their doctor profile, --doctor <id> (doctors/{id} must exist, and no other account may
// be linked to it: clinic/doctorLinks, one account per doctor profile), and unlinked when the
// doctor role goes. It also sets `staff` (true while any role is held), `rolesChangedAt` and
// `rolesChangedBy: 'make-admin'`, deletes the old `admin` flag, keeps clinic/owners naming exactly
// the owners (it refuses to remove the last one), writes the account's accountEmails entry (its
// verified address, where owners find people), and keeps the person's name for staff while they
// hold any role (clinic/reservedNames). The rules let only an owner change someone's roles, so
// this is how the first owner is made; after that, owners can use Admin → Staff.
// Only an account whose e-mail is verified gets a role. Against the Emulator Suite by default;
// against a real project with GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json.
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { doctorLinksRef, linkedElsewhere } from './lib/doctorLinks.mjs';
import { setStaffName } from './lib/reservedNames.mjs';
import { loadAppModule } from './lib/seed.mjs';

const USAGE = 'Usage: npm run make-admin -- <email> [--role owner|frontDesk|doctor|editor] [--doctor <doctorId>] [--revoke]';
const { STAFF_ROLES, readRoles } = await loadAppModule('src/config/staffRoles.ts');

function usage(problem) {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', default: 'owner' }, doctor: { type: 'string' }, revoke: { type: 'boolean', default: false } },
  });
} catch (error) {
  usage(error?.message);
}
const { values, positionals } = parsed;
const email = positionals[0];
const { role, revoke } = values;
const doctorId = values.doctor?.trim() ?? '';
if (positionals.length !== 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) usage();
if (!STAFF_ROLES.includes(role)) usage(`Unknown role "${role}": one of ${STAFF_ROLES.join(', ')}.`);
if (role === 'doctor' && !revoke && !doctorId)
  usage('--role doctor needs --doctor <doctorId>, the doctor profile (doctors/{id}) this account is.');
if (values.doctor !== undefined && (role !== 'doctor' || revoke)) usage('--doctor goes with --role doctor (and not with --revoke).');
if (doctorId.includes('/')) usage(`"${doctorId}" is not a doctor profile's id (the last part of doctors/{id}).`);

const listed = (roles) => (roles.length ? roles.join(', ') : 'none');

/** Refused with a message and exit code 1 (nothing written). */
class Refusal extends Error {}

const { app, target } = adminApp();
try {
  const user = await getAuth(app).getUserByEmail(email);
  // Anyone can register with a staff address before the staff member does: only an address
  // whose owner proved it (the verification link) gets a role.
  if (!revoke && !user.emailVerified) {
    throw new Refusal(
      `${email} has not verified its e-mail address on ${target}. Ask them to open the verification link ` +
        '(or Resend Email on /verify-email), then run this again.',
    );
  }
  const db = getFirestore(app);
  if (role === 'doctor' && !revoke && !(await db.doc(`doctors/${doctorId}`).get()).exists) {
    throw new Refusal(
      `There is no doctor profile doctors/${doctorId} on ${target}. Add the doctor (Admin → Doctors) first, or check the id.`,
    );
  }
  const profileRef = db.doc(`users/${user.uid}`);
  const ownersRef = db.doc('clinic/owners');

  // A refusal is returned, not thrown, so the transaction ends (and releases its locks) before the
  // script exits: the SDK does not wait for the rollback of a failed one.
  const outcome = await db.runTransaction(async (tx) => {
    const profile = await tx.get(profileRef);
    const ownersDoc = await tx.get(ownersRef);
    const links = (await tx.get(doctorLinksRef(db))).get('doctors') ?? {};
    const ownerProfiles = await tx.get(db.collection('users').where('roles', 'array-contains', 'owner'));
    const data = profile.data() ?? {};
    // A profile from before staff roles (`admin: true`, not yet migrated: npm run migrate:roles) is an owner's.
    const before = readRoles([...(Array.isArray(data.roles) ? data.roles : []), ...(data.admin === true ? ['owner'] : [])]);
    const roles = readRoles(revoke ? before.filter((r) => r !== role) : [...before, role]);
    const linked = roles.includes('doctor') ? (role === 'doctor' && !revoke ? doctorId : String(data.doctorId ?? '')) : '';
    if (roles.includes('doctor') && !linked) {
      return { refusal: `${email} holds the doctor role without a doctor profile: give it with --role doctor --doctor <doctorId>.` };
    }

    // One account per doctor profile (clinic/doctorLinks): another account still linked keeps it.
    const holder = linked
      ? await linkedElsewhere(links, linked, user.uid, async (uid) => (await tx.get(db.doc(`users/${uid}`))).data())
      : null;
    if (holder) {
      return {
        refusal:
          `doctors/${linked} is already linked to another account (${holder}) on ${target}. Take the doctor role from that ` +
          'account first (npm run make-admin -- <their email> --role doctor --revoke, or Admin → Staff), then run this again.',
      };
    }

    const owners = { ...(ownersDoc.get('uids') ?? {}) };
    const isOwner = roles.includes('owner');
    if (!isOwner) {
      const others = new Set([...Object.keys(owners), ...ownerProfiles.docs.map((d) => d.id)]);
      others.delete(user.uid);
      if (before.includes('owner') && others.size === 0) {
        return {
          refusal:
            `${email} is the last owner on ${target}: make someone else an owner first ` +
            '(npm run make-admin -- <their email>), then run this again.',
        };
      }
    }

    // Nothing is written when the profile already says all this (the old flag gone, `staff` right).
    const stored = readRoles(data.roles);
    const changed =
      before.join() !== roles.join() ||
      String(data.doctorId ?? '') !== linked ||
      'admin' in data ||
      (roles.length > 0 && (stored.join() !== roles.join() || data.staff !== true));
    if (changed) {
      tx.set(
        profileRef,
        {
          uid: user.uid,
          email: user.email ?? '',
          // A profile keeps the name and photo it shows on comments; a new one takes the account's.
          displayName: data.displayName ?? user.displayName ?? '',
          photoURL: data.photoURL ?? user.photoURL ?? '',
          roles,
          doctorId: linked,
          staff: roles.length > 0,
          rolesChangedAt: FieldValue.serverTimestamp(),
          rolesChangedBy: 'make-admin',
          admin: FieldValue.delete(),
        },
        { merge: true },
      );
    }
    // clinic/owners names exactly the owners (the rules read it to keep one owner left).
    if (isOwner !== Boolean(owners[user.uid]) || (isOwner && !ownersDoc.exists)) {
      if (isOwner) owners[user.uid] = true;
      else delete owners[user.uid];
      tx.set(ownersRef, { uids: owners });
    }
    if (linked && links[linked] !== user.uid) tx.set(doctorLinksRef(db), { doctors: { [linked]: user.uid } }, { merge: true });
    // The verified address, as the app writes it at sign-in: how owners find the person, and the
    // rules' proof that the account verified it.
    if (user.emailVerified && user.email) tx.set(db.doc(`accountEmails/${user.email.toLowerCase()}`), { uid: user.uid });
    return { before, roles, linked, changed, name: data.displayName ?? user.displayName ?? '' };
  });
  if (outcome.refusal) throw new Refusal(outcome.refusal);

  // Patients may not take a staff member's name for their comments (firestore.rules).
  const staffName = await setStaffName(db, { displayName: outcome.name }, outcome.roles.length > 0);
  const who = `${email} (${user.uid})`;
  const now = `on ${target} (roles: ${listed(outcome.roles)}${outcome.linked ? `, linked to doctors/${outcome.linked}` : ''}).`;
  if (revoke) {
    console.log(
      outcome.before.includes(role) ? `${who} no longer has the ${role} role ${now}` : `${who} did not have the ${role} role ${now}`,
    );
  } else {
    console.log(
      outcome.before.includes(role) && !outcome.changed
        ? `${who} already has the ${role} role ${now}`
        : `${who} now has the ${role} role ${now}`,
    );
  }
  if (staffName) {
    const kept = outcome.roles.length > 0;
    console.log(`The name "${outcome.name}" is ${kept ? 'kept for staff' : 'released'} (clinic/reservedNames, key "${staffName}").`);
  }
  if (outcome.changed) console.log('They see the change after their next sign-in or page reload.');
  process.exit(0);
} catch (error) {
  if (error instanceof Refusal) {
    console.error(error.message);
  } else if (error?.code === 'auth/user-not-found') {
    console.error(`No account with the e-mail ${email} on ${target}. The person must register first.`);
  } else {
    console.error(`Could not update ${email} on ${target}: ${error?.message ?? error}`);
  }
  process.exit(1);
}
