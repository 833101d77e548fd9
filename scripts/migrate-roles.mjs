// `npm run migrate:roles [-- --dry-run]`: for a project whose staff predate issue 44, when a profile
// users/{uid} said `admin: true`. Staff now hold roles (src/config/staffRoles.ts; firestore.rules,
// "Staff roles"), and the rules no longer read `admin`: until this has run, the old admins see no
// staff tools and nobody can give roles. This makes every `admin: true` profile an owner (`roles`
// gets 'owner', `staff: true`, `doctorId` '' where there is none, `rolesChangedAt`,
// `rolesChangedBy: 'migrate:roles'`) and deletes the `admin` field (also an old `admin: false`,
// which `make-admin --revoke` used to leave); makes clinic/owners name exactly the owners; writes
// each staff member's accountEmails entry (their address, from their Auth user, when it is
// verified: owners find people by it, and the rules require it to change someone's roles); and
// keeps the new owners' names for staff (clinic/reservedNames), as make-admin does. Run it right
// after deploying the new rules and site. Safe to run at any time, and twice: what is already
// right is left alone, and a second run says there is nothing to change (docs/upgrades.md).
// Against the Emulator Suite by default; against a real project with
// GOOGLE_APPLICATION_CREDENTIALS=path/to/service-account-key.json (the Admin SDK bypasses the rules).
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './lib/admin.mjs';
import { setStaffName } from './lib/reservedNames.mjs';
import { loadAppModule } from './lib/seed.mjs';

const dryRun = process.argv.includes('--dry-run');
const { readRoles } = await loadAppModule('src/config/staffRoles.ts');
const { reservedNameKey } = await loadAppModule('src/services/publicName.ts');
const { app, target } = adminApp();
const db = getFirestore(app);
const auth = getAuth(app);

const users = db.collection('users');
const admins = (await users.where('admin', '==', true).get()).docs;
// The flag left by `make-admin --revoke` before roles: no role to give, only the field to delete.
const revoked = (await users.where('admin', '==', false).get()).docs;
const staffDocs = (await users.where('staff', '==', true).get()).docs;
const ownerDocs = (await users.where('roles', 'array-contains', 'owner').get()).docs;

/** Each profile to change: its ref, and the fields to write. */
const profileChanges = [];
const lines = [];
for (const profile of admins) {
  const data = profile.data();
  const roles = readRoles([...(Array.isArray(data.roles) ? data.roles : []), 'owner']);
  profileChanges.push({
    ref: profile.ref,
    fields: {
      roles,
      staff: true,
      ...(typeof data.doctorId === 'string' ? {} : { doctorId: '' }),
      rolesChangedAt: FieldValue.serverTimestamp(),
      rolesChangedBy: 'migrate:roles',
      admin: FieldValue.delete(),
    },
  });
  lines.push(`  users/${profile.id} (${data.email ?? 'no e-mail'}): admin → roles ${roles.join(', ')}`);
}
for (const profile of revoked) {
  profileChanges.push({ ref: profile.ref, fields: { admin: FieldValue.delete() } });
  lines.push(`  users/${profile.id} (${profile.get('email') ?? 'no e-mail'}): the old admin: false field deleted`);
}

// clinic/owners: exactly the owners, once every admin is one.
const ownersRef = db.doc('clinic/owners');
const ownersDoc = await ownersRef.get();
const listedOwners = Object.keys(ownersDoc.get('uids') ?? {});
const owners = new Set([...ownerDocs.map((d) => d.id), ...admins.map((d) => d.id)]);
const ownersToAdd = [...owners].filter((uid) => !listedOwners.includes(uid));
const ownersToDrop = listedOwners.filter((uid) => !owners.has(uid));
if (ownersToAdd.length) lines.push(`  clinic/owners: add ${ownersToAdd.join(', ')}`);
if (ownersToDrop.length) lines.push(`  clinic/owners: remove ${ownersToDrop.join(', ')} (not owners)`);

// accountEmails: every staff member's verified address, where it is missing or names another account.
const staffUids = [...new Set([...staffDocs.map((d) => d.id), ...admins.map((d) => d.id)])];
const emailWrites = [];
const noAccount = [];
for (let start = 0; start < staffUids.length; start += 100) {
  const batch = staffUids.slice(start, start + 100);
  const { users: accounts, notFound } = await auth.getUsers(batch.map((uid) => ({ uid })));
  noAccount.push(...notFound.map((id) => id.uid));
  for (const account of accounts) {
    if (!account.emailVerified || !account.email) continue;
    const ref = db.doc(`accountEmails/${account.email.toLowerCase()}`);
    if ((await ref.get()).get('uid') === account.uid) continue;
    emailWrites.push({ ref, uid: account.uid });
    lines.push(`  accountEmails/${ref.id}: uid ${account.uid}`);
  }
}

// The new owners' names, kept for staff (a name already reserved keeps its holder).
const reserved = (await db.doc('clinic/reservedNames').get()).get('names') ?? {};
const names = admins
  .map((d) => ({ displayName: String(d.get('displayName') ?? '') }))
  .filter(({ displayName }) => {
    const key = reservedNameKey(displayName);
    return key && !reserved[key];
  });
for (const { displayName } of names) lines.push(`  clinic/reservedNames: keep "${displayName}" for staff`);

if (!dryRun) {
  // A batch holds 500 writes; 400 leaves room.
  // Profiles are merged into (their other fields stay); an accountEmails entry holds only `uid`.
  const writes = [
    ...profileChanges.map(({ ref, fields }) => ({ ref, data: fields, options: { merge: true } })),
    ...emailWrites.map(({ ref, uid }) => ({ ref, data: { uid }, options: {} })),
  ];
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const { ref, data, options } of writes.slice(start, start + 400)) batch.set(ref, data, options);
    await batch.commit();
  }
  if (ownersToAdd.length || ownersToDrop.length) {
    await ownersRef.set({ uids: Object.fromEntries([...owners].map((uid) => [uid, true])) });
  }
  for (const name of names) await setStaffName(db, name, true);
}

const [made, cleared, added, dropped, emails, kept] = [
  admins.length,
  revoked.length,
  ownersToAdd.length,
  ownersToDrop.length,
  emailWrites.length,
  names.length,
];
if (lines.length === 0) {
  console.log(
    `${dryRun ? '[dry run] ' : ''}Nothing to change on ${target}: no profile has the old admin field, clinic/owners names the ` +
      `${owners.size} owners, and the staff's verified addresses are in accountEmails.`,
  );
} else {
  const summary = dryRun
    ? `[dry run] Would make ${made} admins owners, delete the old admin field from ${cleared} more profiles, add ${added} to and ` +
      `remove ${dropped} from clinic/owners, write ${emails} accountEmails entries and keep ${kept} names for staff on ${target}:`
    : `Made ${made} admins owners, deleted the old admin field from ${cleared} more profiles, added ${added} to and ` +
      `removed ${dropped} from clinic/owners, wrote ${emails} accountEmails entries and kept ${kept} names for staff on ${target}:`;
  console.log([summary, ...lines].join('\n'));
  if (!dryRun) console.log(`clinic/owners names ${owners.size} owners. They see the staff tools after their next sign-in or page reload.`);
}
if (noAccount.length) console.log(`No Auth user for ${noAccount.join(', ')}: no accountEmails entry for them.`);
process.exit(0);
